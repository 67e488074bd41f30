import { cmsAsEditor, expect, test } from './fixtures'

/**
 * An editor saves through /admin itself, as the browser sends it (a multipart
 * form with the document in `_payload`), not only through the REST API.
 */
test('an editor changes a page in /admin and saves it', async ({ page }) => {
  const cms = await cmsAsEditor(page) // signs this browser in (the session cookie is shared)
  const [country] = await cms.find<{ id: number; name: string }>('countries', 'code', 'KE')
  expect(country).toBeDefined()
  const renamed = `Kenya (field site ${Date.now() % 10_000})`

  await page.goto(`/admin/collections/countries/${country.id}`)
  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveValue(country.name)
  await name.fill(renamed)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  expect((await cms.find<{ name: string }>('countries', 'code', 'KE'))[0].name).toBe(renamed)

  await name.fill(country.name)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
})

import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'

import { administrator } from './administrator'
import { asNewClient, cmsAsEditor, expect, gotoHydrated, serverActions, test } from './fixtures'

/**
 * The form builder from end to end: an editor signs in to /admin, builds a
 * form, places it on a page; a visitor sends it from the public page; the
 * editor reads the submission in /admin and downloads the CSV.
 */

test.setTimeout(90_000)

const unique = Date.now() % 1_000_000
const title = `Field visit request ${unique}`
const slug = `field-visit-request-${unique}`

/**
 * Adds a field block of `type` and fills its name, label and required flag; returns the block's index.
 * The click waits until /admin has no server action in flight (e2e/fixtures.ts: serverActions): the answer to the
 * previous typing would otherwise re-render the form and leave the new block without its fields.
 */
async function addField(
  page: Page,
  actions: ReturnType<typeof serverActions>,
  type: string,
  name: string,
  label: string,
  required: boolean,
): Promise<number> {
  const rows = page.locator('#field-fields [id^="fields-row-"]')
  const index = await rows.count()
  await actions.settled()
  await page
    .getByRole('button', { name: /add field/i })
    .last()
    .click()
  await page.getByRole('dialog').getByRole('button', { name: type, exact: true }).click()
  await page.locator(`#field-fields__${index}__name`).fill(name)
  await page.locator(`#field-fields__${index}__label`).fill(label)
  if (required) await page.locator(`#field-fields__${index}__required`).check()
  return index
}

test('an editor builds a form, places it on a page, a visitor sends it, the editor reads and exports it', async ({ page, browser }) => {
  const actions = serverActions(page)
  // The editor signs in to /admin.
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(administrator.email)
  await page.getByLabel(/password/i).fill(administrator.password)
  await page.getByRole('button', { name: /login|log in/i }).click()
  await expect(page.getByRole('heading', { name: 'Content', level: 2 })).toBeVisible()

  // Builds a form: a text, an email, a select with options, a number and a checkbox.
  await page.goto('/admin/collections/forms/create')
  await page.locator('#field-title').fill(title)
  await addField(page, actions, 'Text', 'fullName', 'Your full name', true)
  await addField(page, actions, 'Email', 'email', 'Your email address', true)
  const select = await addField(page, actions, 'Select', 'site', 'Field site', true)
  for (const [i, [label, value]] of [
    ['Kilifi', 'kilifi'],
    ['Dhaka', 'dhaka'],
  ].entries()) {
    const optionLabel = page.locator(`#field-fields__${select}__options__${i}__label`)
    // /admin adds the row through a server action; once in a busy full run the click was taken (the button kept
    // focus) and no row came for 90 s. Clicked again only when none came in 10 s: a slow click that still lands
    // shows long before that, so no second row is added.
    await expect(async () => {
      if (!(await optionLabel.isVisible())) {
        await actions.settled()
        await page
          .locator(`#fields-row-${select}`)
          .getByRole('button', { name: /add option/i })
          .click()
      }
      await expect(optionLabel).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    await optionLabel.fill(label)
    await page.locator(`#field-fields__${select}__options__${i}__value`).fill(value)
  }
  await addField(page, actions, 'Number', 'people', 'Number of visitors', false)
  await addField(page, actions, 'Checkbox', 'consent', 'I have read the visitor guidance', true)
  // The confirmation message (rich text).
  const confirmation = page.locator('[contenteditable="true"]').first()
  await confirmation.click()
  await confirmation.pressSequentially('Thank you, the field office will write to you.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()
  // Each field's row is headed by its label and type, never "Untitled".
  await expect(page.locator('#fields-row-0')).toContainText('Your full name (text field)')
  await expect(page.locator(`#fields-row-${select}`)).toContainText('Field site (select field)')
  await expect(page.locator('[id^="fields-row-"]').filter({ hasText: 'Untitled' })).toHaveCount(0)

  const cms = await cmsAsEditor(page)
  const [form] = await cms.find<{ id: number; slug: string; fields: { name: string }[] }>('forms', 'title', title)
  expect(form.slug).toBe(slug)
  expect(form.fields.map((f) => f.name)).toEqual(['fullName', 'email', 'site', 'people', 'consent'])

  // Places it on a page (Careers) and publishes the page.
  const [careers] = await cms.find<{ id: number }>('pages', 'slug', 'careers')
  await page.goto(`/admin/collections/pages/${careers.id}`)
  const formField = page.locator('#field-form')
  await formField.click()
  await formField.locator('input').fill(title)
  await page.getByRole('option', { name: title }).click()
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible()

  // A visitor sends it from the public page.
  const visitor = await browser.newPage()
  await asNewClient(visitor)
  await gotoHydrated(visitor, '/careers')
  const section = visitor.getByRole('region', { name: title })
  await expect(section.getByLabel('Your full name')).toHaveAttribute('required', '')
  await section.getByRole('button', { name: 'Send' }).click()
  // Every required field is marked, and its error is tied to it.
  await expect(section.getByLabel('Your full name')).toHaveAttribute('aria-describedby', `${slug}-fullName-error`)
  await expect(visitor.locator(`#${slug}-fullName-error`)).toHaveText('Enter your full name.')
  await section.getByLabel('Your full name').fill('Visiting Scholar')
  await section.getByLabel('Your email address').fill(`scholar-${unique}@example.org`)
  await section.getByLabel('Field site').selectOption({ label: 'Dhaka' })
  await section.getByLabel(/Number of visitors/).fill('3')
  await section.getByLabel('I have read the visitor guidance').check()
  await section.getByRole('button', { name: 'Send' }).click()
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText('Thank you, the field office will write to you.')
  await visitor.close()

  // The editor reads it in /admin: the form's title, the date and "Label: value".
  await page.goto('/admin/collections/form-submissions')
  const row = page.getByRole('row', { name: new RegExp(`${title}: scholar-${unique}@example\\.org`) })
  await expect(row).toBeVisible()
  await row.getByRole('link').first().click()
  await expect(page.getByText('Field site: Dhaka')).toBeVisible()
  await expect(page.getByText('Number of visitors: 3')).toBeVisible()
  await expect(page.getByText('I have read the visitor guidance: yes')).toBeVisible()

  // …and downloads the CSV from the list: a column per field, the visitor's row.
  await page.goto('/admin/collections/form-submissions')
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `${title} (CSV)` }).click()])
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
  const [header, ...rows] = csv.trimEnd().split('\r\n')
  expect(header).toBe('Submitted,ID,Your full name,Your email address,Field site,Number of visitors,I have read the visitor guidance')
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatch(new RegExp(`,Visiting Scholar,scholar-${unique}@example\\.org,dhaka,3,yes$`))
})

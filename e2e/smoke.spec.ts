import { expect, test } from '@playwright/test'

test('the home page renders the institute from the seeded content', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle('Northvale Institute')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northvale Institute')
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible()
  expect(await page.getByRole('main').getByRole('link').count()).toBeGreaterThan(0)
})

test('the CMS admin is served at /admin', async ({ page }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/admin(\/create-first-user|\/login)?/)
})

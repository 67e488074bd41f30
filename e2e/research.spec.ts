import type { Page } from '@playwright/test'

import { cmsAsEditor, expect, gotoHydrated, test } from './fixtures'

/**
 * The research layer: /research with the themes, divisions and field sites,
 * a page for each with the people and work tagged with it, the links between
 * them, and Our researchers filtered by division and research theme.
 */

// Seeded: the infectious diseases theme and division, one field site, and the theme every third record also belongs to.
const theme = { slug: 'beating-infectious-diseases', title: 'Beating infectious diseases' }
const division = { slug: 'infectious-diseases', name: 'Infectious Diseases' }
const fieldSite = { slug: 'coastal-field-station', name: 'Northvale Coastal Field Station', country: 'Kenya' }
const crossTheme = { slug: 'data-for-health', title: 'Data for health' }

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

type Paged = { data: { name: string; slug: string }[]; total: number }
async function researchers(page: Page, query: string): Promise<Paged> {
  const response = await page.request.get(`/api/peoples?perPage=100&${query}`)
  expect(response.ok()).toBe(true)
  return response.json()
}

test.describe('research pages', () => {
  test.setTimeout(90_000)

  test('the Research menu leads to /research, then to a theme whose people, news and publications link back', async ({ page }) => {
    await gotoHydrated(page, '/')
    // The home page's theme tiles lead to the themes' pages.
    await expect(page.getByRole('region', { name: 'Our research' }).getByRole('link', { name: theme.title })).toHaveAttribute(
      'href',
      `/research/${theme.slug}`,
    )

    await mainNav(page)
      .locator('summary', { hasText: /^Research$/ })
      .click()
    await mainNav(page).getByRole('link', { name: 'Research themes' }).click()
    await expect(page).toHaveURL(/\/research#themes$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Research' })).toBeVisible()
    for (const name of ['Research themes', 'Divisions', 'Field sites']) await expect(section(page, name)).toBeVisible()
    await expect(section(page, 'Divisions').getByRole('link', { name: division.name })).toHaveAttribute(
      'href',
      `/divisions/${division.slug}`,
    )
    await expect(section(page, 'Field sites').getByRole('link', { name: fieldSite.name })).toHaveAttribute(
      'href',
      `/field-sites/${fieldSite.slug}`,
    )

    await section(page, 'Research themes').getByRole('link', { name: theme.title }).click()
    await expect(page).toHaveURL(new RegExp(`/research/${theme.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: theme.title })).toBeVisible()
    await expect(page).toHaveTitle(`Northvale Institute | ${theme.title}`)

    // People, news and publications tagged with the theme, each part a list with entries.
    const tagged = await researchers(page, `expertise=${theme.slug}`)
    expect(tagged.total).toBeGreaterThan(0)
    const people = section(page, 'People')
    for (const person of tagged.data) await expect(people.getByRole('link', { name: new RegExp(person.name) })).toBeVisible()
    for (const name of ['News', 'Publications', 'Studies']) await expect(section(page, name).getByRole('listitem').first()).toBeVisible()
    await expect(people.getByRole('link', { name: 'All of them on Our researchers' })).toHaveAttribute(
      'href',
      `/our-researchers?expertise=${theme.slug}`,
    )

    // A person listed there names the theme on their profile, and it leads back here.
    const first = tagged.data[0]
    await people.getByRole('link', { name: new RegExp(first.name) }).click()
    await expect(page).toHaveURL(new RegExp(`/people/${first.slug}$`))
    await page.locator('.facts').getByRole('link', { name: theme.title }).click()
    await expect(page).toHaveURL(new RegExp(`/research/${theme.slug}$`))

    // A story listed there is tagged with the theme: the theme lists it because of that tag.
    const story = section(page, 'News').getByRole('listitem').first().getByRole('heading').getByRole('link')
    const storyTitle = (await story.textContent()) ?? ''
    const search = await page.request.get(`/cms/api/news?where[title][equals]=${encodeURIComponent(storyTitle)}&depth=1`)
    const [doc] = (await search.json()).docs as { themes: { slug: string }[] }[]
    expect(doc.themes.map((t) => t.slug)).toContain(theme.slug)

    // Back up: the kicker leads to /research.
    await page.getByRole('link', { name: 'Research theme', exact: true }).click()
    await expect(page).toHaveURL(/\/research$/)
  })

  test('a division page lists its people, and people link to their division', async ({ page }) => {
    const response = await page.goto(`/divisions/${division.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: division.name })).toBeVisible()
    const members = await researchers(page, `division=${division.slug}`)
    expect(members.total).toBeGreaterThan(1)
    const people = section(page, 'People')
    // The division page lists everybody in it (researchers and other staff with a profile).
    for (const member of members.data) await expect(people.getByRole('link', { name: new RegExp(member.name) })).toBeVisible()
    await expect(people.getByRole('link', { name: 'All of them on Our researchers' })).toHaveAttribute(
      'href',
      `/our-researchers?division=${division.slug}`,
    )
    // From a profile, the division leads back to its page.
    await people.getByRole('link', { name: new RegExp(members.data[0].name) }).click()
    await expect(page).toHaveURL(new RegExp(`/people/${members.data[0].slug}$`))
    await page.getByRole('region', { name: 'Profile details' }).getByRole('link', { name: division.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/divisions/${division.slug}$`))
  })

  test('a field site page shows where it is and its people, studies, news and events', async ({ page }) => {
    const response = await page.goto(`/field-sites/${fieldSite.slug}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: fieldSite.name })).toBeVisible()
    await expect(page.locator('.facts')).toContainText(fieldSite.country)
    await expect(page.locator('.facts')).toContainText('° S')
    for (const name of ['People', 'Studies', 'News']) await expect(section(page, name).getByRole('listitem').first()).toBeVisible()
    // A person there names the site on their profile.
    const person = section(page, 'People').getByRole('listitem').first().getByRole('heading').getByRole('link')
    await person.click()
    await expect(page.locator('.facts').getByRole('link', { name: fieldSite.name })).toHaveAttribute(
      'href',
      `/field-sites/${fieldSite.slug}`,
    )
  })

  test('an unknown theme, division or field site is a 404', async ({ page, expectedErrors }) => {
    expectedErrors.push(/^404 /)
    for (const path of [
      '/research/no-such-theme',
      '/divisions/no-such-division',
      '/field-sites/no-such-site',
      '/research/Not%20A%20Slug',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })
})

test.describe('Our researchers by division and research theme', () => {
  test.setTimeout(90_000)

  test('the filters narrow the list, keep their state in the address and change it in the browser', async ({ page }) => {
    const both = await researchers(page, `division=${division.slug}&expertise=${crossTheme.slug}`)
    const inDivision = await researchers(page, `division=${division.slug}`)
    expect(both.total).toBeGreaterThan(0)
    expect(both.total).toBeLessThan(inDivision.total)

    await gotoHydrated(page, `/our-researchers?division=${division.slug}&expertise=${crossTheme.slug}`)
    await expect(page.getByLabel('Division', { exact: true })).toHaveValue(division.slug)
    await expect(page.getByLabel('Expertise', { exact: true })).toHaveValue(crossTheme.slug)
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${both.total} results?`))
    for (const person of both.data) await expect(page.getByRole('link', { name: new RegExp(person.name) })).toBeVisible()

    // Changed in the browser: the address follows, the list is read again.
    await expect(async () => {
      await page.getByLabel('Expertise', { exact: true }).selectOption('')
      await page.getByRole('button', { name: 'Show results' }).click()
      await expect(page).toHaveURL(new RegExp(`/our-researchers\\?division=${division.slug}$`), { timeout: 5_000 })
    }).toPass({ timeout: 30_000 })
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${inDivision.total} results`))
    await expect(page.getByLabel('Division', { exact: true })).toHaveValue(division.slug)

    // Back restores the filtered state.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`expertise=${crossTheme.slug}`))
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${both.total} results?`))
  })

  test('without JavaScript the filter form is a GET form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      const inDivision = await researchers(page, `division=${division.slug}`)
      await page.goto('/our-researchers')
      await page.getByLabel('Division', { exact: true }).selectOption(division.slug)
      await page.getByRole('button', { name: 'Show results' }).click()
      await expect(page).toHaveURL(new RegExp(`division=${division.slug}`))
      await expect(page.getByRole('status')).toHaveText(new RegExp(`^${inDivision.total} results`))
      await expect(page.getByLabel('Division', { exact: true })).toHaveValue(division.slug)
    } finally {
      await context.close()
    }
  })

  test('an unknown division or theme says so and shows everybody, never an error', async ({ page }) => {
    const all = await researchers(page, '')
    const response = await page.goto('/our-researchers?division=no-such-division&expertise=Not%20A%20Slug')
    expect(response?.status()).toBe(200)
    const alert = page.getByRole('alert').filter({ hasText: 'could not be used' })
    await expect(alert).toContainText('there is no division “no-such-division”, so all divisions are shown')
    await expect(alert).toContainText('there is no expertise “Not A Slug”, so all research themes are shown')
    await expect(page.getByRole('status')).toHaveText(new RegExp(`^${all.total} results`))
  })
})

test('an editor’s change to a theme shows on its page', async ({ page }) => {
  test.setTimeout(90_000)
  const cms = await cmsAsEditor(page)
  const [doc] = await cms.find<{ id: number; title: string; summary: string }>('research-themes', 'slug', theme.slug)
  const summary = `${doc.summary} Edited for a test.`
  await cms.update('research-themes', doc.id, { summary, _status: 'published' })
  try {
    await expect(async () => {
      await page.goto(`/research/${theme.slug}`)
      await expect(page.locator('.lede')).toHaveText(summary, { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    // The /research page shows the change too.
    await page.goto('/research')
    await expect(section(page, 'Research themes')).toContainText('Edited for a test.')
  } finally {
    await cms.update('research-themes', doc.id, { summary: doc.summary, _status: 'published' })
  }
})

test('editors find the themes in /admin, and tag a person with themes and field sites', async ({ page }) => {
  test.setTimeout(120_000)
  const cms = await cmsAsEditor(page)
  const [doc] = await cms.find<{ id: number }>('research-themes', 'slug', theme.slug)
  const [person] = await cms.find<{ id: number }>('people', 'slug', (await researchers(page, `expertise=${theme.slug}`)).data[0].slug)
  // Signed in through the REST API: the browser shares its cookie.
  await expect(async () => {
    await page.goto(`/admin/collections/research-themes/${doc.id}`)
    await expect(page.locator('#field-title')).toHaveValue(theme.title, { timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
  await expect(async () => {
    await page.goto(`/admin/collections/people/${person.id}`)
    await expect(page.locator('#field-themes')).toContainText(theme.title, { timeout: 10_000 })
    await expect(page.locator('#field-fieldSites')).toBeVisible()
  }).toPass({ timeout: 60_000 })
})

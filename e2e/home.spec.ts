import type { Page } from '@playwright/test'

import { cmsAsEditor, expect, test } from './fixtures'

/**
 * Editors decide what the home page shows (Front page settings in /admin):
 * how many stories and events, and which sections in which order. A saved
 * change reaches the home page within seconds, without a rebuild or restart.
 */

type FrontPage = { newsCount: number; eventsCount: number; sections: string[] }

/** Each section's landmark on the home page: the id of its heading. */
const landmarkOf: Record<string, string> = {
  carousel: 'in-pictures',
  highlights: 'highlights',
  news: 'latest-news',
  research: 'research',
  events: 'upcoming-events',
  'press-releases': 'press',
  'in-the-news': 'itn',
  achievements: 'figures',
  testimonials: 'voices',
  awards: 'awards',
  map: 'where',
  partners: 'partners',
}
const landmarks = (sections: string[]) => sections.map((section) => landmarkOf[section])

/** The front page settings, read and saved through the CMS's REST API as the editor. */
async function frontPageSettings(page: Page) {
  // Signing in leaves the editor's token in the session cookie; globals are saved with POST, which the fixture does not cover.
  await cmsAsEditor(page)
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')?.value
  expect(token, 'the CMS session cookie').toBeTruthy()
  const url = '/cms/api/globals/front-page-settings'
  const headers = { Authorization: `JWT ${token}` }
  return {
    async read(): Promise<FrontPage> {
      const response = await page.request.get(`${url}?depth=0`, { headers })
      expect(response.ok()).toBe(true)
      const { newsCount, eventsCount, sections } = await response.json()
      return { newsCount, eventsCount, sections }
    },
    async save(data: Partial<FrontPage>) {
      const response = await page.request.post(url, { headers, data })
      expect(response.ok(), await response.text()).toBe(true)
    },
  }
}

/** The home page as a visitor loads it now. */
async function openHome(page: Page) {
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  return page.getByRole('main')
}

/** The sections' landmarks, top to bottom (the heading is not one of the sections). */
async function shownSections(page: Page): Promise<string[]> {
  const main = await openHome(page)
  const ids = await main.locator('section[aria-labelledby]').evaluateAll((all) => all.map((s) => s.getAttribute('aria-labelledby')))
  return ids.filter((id): id is string => id !== null && id !== 'hero-title')
}

async function cardCounts(page: Page) {
  const main = await openHome(page)
  return {
    news: await main.locator('section[aria-labelledby="latest-news"] > ul > li').count(),
    events: await main.locator('section[aria-labelledby="upcoming-events"] > ul > li').count(),
  }
}

const soon = { timeout: 5000 }

test('the editor sets how many stories and events the home page shows', async ({ page }) => {
  const cms = await frontPageSettings(page)
  const original = await cms.read()
  try {
    await cms.save({ newsCount: 2, eventsCount: 1 })
    await expect.poll(() => cardCounts(page), soon).toEqual({ news: 2, events: 1 })

    // More than before, too: the page does not keep the shorter lists.
    await cms.save({ newsCount: 6, eventsCount: 4 })
    await expect.poll(() => cardCounts(page), soon).toEqual({ news: 6, events: 4 })
  } finally {
    await cms.save({ newsCount: original.newsCount, eventsCount: original.eventsCount })
  }
  await expect.poll(() => cardCounts(page), soon).toEqual({ news: original.newsCount, events: original.eventsCount })
})

test('the editor hides a home page section and swaps two', async ({ page }) => {
  const cms = await frontPageSettings(page)
  const original = await cms.read()
  expect(original.sections).toEqual(expect.arrayContaining(['awards', 'achievements', 'testimonials']))
  expect(await shownSections(page)).toEqual(landmarks(original.sections))

  const changed = original.sections.filter((section) => section !== 'awards')
  const [figures, voices] = [changed.indexOf('achievements'), changed.indexOf('testimonials')]
  ;[changed[figures], changed[voices]] = [changed[voices], changed[figures]]
  try {
    await cms.save({ sections: changed })
    await expect.poll(() => shownSections(page), soon).toEqual(landmarks(changed))
    const main = await openHome(page)
    await expect(main.getByRole('heading', { level: 2, name: 'Awards' })).toHaveCount(0)
  } finally {
    await cms.save({ sections: original.sections })
  }
  await expect.poll(() => shownSections(page), soon).toEqual(landmarks(original.sections))
})

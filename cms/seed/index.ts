import type { Payload } from 'payload'

import { rebuildSearchIndex } from '../../lib/searchIndex'
import { bannerKeys } from './data/images'
import { Seeder, type TypeDemos } from './helpers'
import { drawnAtSeed } from './images'
import { DemoMedia } from './media'
import { seedLeaders, seedPeople, seedStaff } from './people'
import { seedDivisions, seedProtocols, seedPublications, seedThemesAndFieldSites } from './research'
import { seedForms, seedGlobals, seedMenus, seedPages, seedSiteFurniture, seedTenders } from './site'
import { seedEvents, seedNews } from './stories'

/** Slugs of the draft documents the seed creates, for tests. */
export const seedDrafts = {
  news: 'unpublished-draft-story',
  event: 'unpublished-draft-event',
  person: 'unpublished-draft-person',
  article: 'unpublished-draft-page',
} as const

/**
 * Fill the database with the demo content of the invented Northvale Institute.
 * Idempotent: every document is looked up by its unique key first and only
 * created when missing, so running it again creates nothing. Each step creates
 * what later ones refer to: divisions, media, themes and field sites, people…
 * and runs in one transaction. Hooks skip their per-document work (search
 * index, cache expiry) under the `seeding` context: the index is rebuilt once
 * at the end. `typeDemos`: the content types' own demo content (content/server.ts's `contentDemos`), given by the
 * CMS's config. Returns how many documents were created and found.
 */
export async function seed(payload: Payload, typeDemos: TypeDemos): Promise<{ created: number; existing: number }> {
  const started = Date.now()
  const s = new Seeder(payload)
  s.log('starting')

  const division = await s.step('divisions', () => seedDivisions(s))
  const media = new DemoMedia(s)
  await s.step('banners', async () => {
    await media.addBanners()
    s.log(`images ready (${bannerKeys.length} banners)`)
  })
  const filing = await s.step('themes', () => seedThemesAndFieldSites(s, media, division))

  const person = await s.step('people', () => seedPeople(s, media, filing))
  await s.step('news', () => seedNews(s, media, filing, person))
  await s.step('events', () => seedEvents(s, media, filing, person))
  await s.step('publications', () => seedPublications(s, filing, person))
  await s.step('protocols', () => seedProtocols(s, media, filing, person))
  await s.step('tenders', () => seedTenders(s, media))
  await s.step('leaders', () => seedLeaders(s, media, person))
  const form = await s.step('forms', () => seedForms(s))
  await s.step('pages', () => seedPages(s, media, form))
  await s.step('staff', () => seedStaff(s, media, division))
  // The content types that bring their own demo content (content/<type>/server.ts).
  for (const [name, demo] of Object.entries(typeDemos)) await s.step(name, () => demo(s))

  const menu = await s.step('menus', () => seedMenus(s))
  await s.step('furniture', () => seedSiteFurniture(s, media))
  await s.step('globals', () => seedGlobals(s, menu))

  const searchStarted = Date.now()
  s.log(`search index: ${await rebuildSearchIndex(payload)} documents`)
  s.steps.push(['search index', (Date.now() - searchStarted) / 1000])
  const created = Object.values(s.tally).reduce((sum, t) => sum + t.created, 0)
  const existing = Object.values(s.tally).reduce((sum, t) => sum + t.existing, 0)
  const drawn = drawnAtSeed.count ? `, ${drawnAtSeed.count} pictures drawn (npm run seed:pictures keeps them)` : ''
  const steps = s.steps.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ')
  s.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${created} created, ${existing} already present${drawn} (s: ${steps})`)
  return { created, existing }
}

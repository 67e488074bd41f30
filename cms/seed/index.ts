import type { Payload } from 'payload'

import { rebuildSearchIndex } from '../../lib/backend/searchIndex'
import { bannerKeys } from './data/images'
import { Seeder } from './helpers'
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
 */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  const s = new Seeder(payload)
  s.log('starting')

  const division = await seedDivisions(s)
  const media = new DemoMedia(s)
  await media.addBanners()
  s.log(`images ready (${bannerKeys.length} banners)`)
  const filing = await seedThemesAndFieldSites(s, media, division)

  const person = await seedPeople(s, media, filing)
  await seedNews(s, media, filing, person)
  await seedEvents(s, media, filing, person)
  await seedPublications(s, filing, person)
  await seedProtocols(s, media, filing, person)
  await seedTenders(s, media)
  await seedLeaders(s, media, person)
  const form = await seedForms(s)
  await seedPages(s, media, form)
  await seedStaff(s, media, division)

  const menu = await seedMenus(s)
  await seedSiteFurniture(s, media)
  await seedGlobals(payload, menu)

  s.log(`search index: ${await rebuildSearchIndex(payload)} documents`)
  const created = Object.values(s.tally).reduce((sum, t) => sum + t.created, 0)
  const existing = Object.values(s.tally).reduce((sum, t) => sum + t.existing, 0)
  s.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${created} created, ${existing} already present`)
}

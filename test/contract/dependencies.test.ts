import config from '@payload-config'
import { type CollectionSlug, type GlobalSlug, getPayload, type Payload, type Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { contentCollections } from '@/content/server'
import { callBackend } from '@/lib/backend/call'
import { reads } from '@/lib/backend/handlers'
import { cacheTags, isCached } from '@/lib/backend/dependencies'
import { tagOf } from '@/lib/cache/tags'
import { type EndpointName, endpoints } from '@/lib/contract'

/**
 * The cache dependencies of every contract read are complete: each collection
 * and global of the CMS is changed in turn, every cached read is made before
 * and after, and every read whose answer changed must carry the tag that
 * change expires. A read that forgot a source fails here, not in production.
 */

let payload: Payload

type Doc = Record<string, unknown> & { id: number | string }
/** How to change one document of a collection so that the public sees the change. */
type Recipe = {
  where?: Where
  sort?: string
  change: (doc: Doc) => Record<string, unknown>
  /** Passed to the updates: a sent newsletter issue changes only by its sender's hand. */
  context?: Record<string, unknown>
}
const edited = (field: string): Recipe => ({ change: (doc) => ({ [field]: `${String(doc[field])} (edited)` }) })

/** The content types' collections (content/<type>/server.ts): their title field edited, unless a recipe below says otherwise. */
const contentRecipes: Record<string, Recipe> = Object.fromEntries(
  contentCollections.map((collection) => [collection.slug, edited(collection.admin?.useAsTitle ?? 'title')]),
)

const collectionRecipes: Record<string, Recipe> = {
  ...contentRecipes,
  news: { ...edited('title'), sort: '-publishedAt' },
  leaders: { ...edited('name'), where: { group: { equals: 'senior-leadership-team' } } },
  pages: { ...edited('title'), where: { slug: { equals: 'about-us' } } },
  divisions: edited('name'),
  menus: {
    where: { location: { equals: 'header' } },
    change: (doc) => ({
      items: (doc.items as { label: string }[]).map((item, i) => (i ? item : { ...item, label: `${item.label} (edited)` })),
    }),
  },
  'quick-links': edited('label'),
  awards: edited('title'),
  donates: edited('title'),
  achievements: edited('label'),
  testimonials: edited('name'),
  'carousel-images': edited('title'),
  'global-markers': edited('name'),
  collaborations: edited('name'),
  donors: edited('name'),
  'highlight-topics': edited('title'),
  highlights: edited('title'),
  items: edited('title'),
  countries: edited('name'),
  'media-resources': { change: () => ({ year: 1999 }) },
  'pinned-searches': edited('term'),
  redirects: { change: (doc) => ({ from: `${String(doc.from)}-edited` }) },
  forms: { ...edited('title'), where: { slug: { equals: 'contact' } } },
  'newsletter-issues': { ...edited('subject'), sort: '-sentAt', context: { newsletterSender: true } },
}
const globalRecipes: Record<string, (doc: Doc) => Record<string, unknown>> = {
  'front-page-settings': (doc) => ({
    newsCount: Number(doc.newsCount) === 2 ? 3 : 2,
    eventsCount: 1,
    heroTitle: `${String(doc.heroTitle)} (edited)`,
  }),
  settings: (doc) => ({ productName: `${String(doc.productName)} (edited)` }),
}
/** Collections no public read shows, or shown only through another one (media: see below; search terms: counted, below). */
const notPublic = new Set([
  'users',
  'form-submissions',
  'subscribers',
  'outbox',
  'staff',
  'staff-portraits',
  'used-tokens',
  'route-patterns',
  'exports',
  'imports',
  'audit-log',
  // Who received which issue; the issues themselves are in the archive.
  'newsletter-deliveries',
  // The ORCID review queue is the editors'; a work shows once accepted, as a publication.
  'orcid-works',
])

/**
 * Every cached GET call, with parameters that name seeded records: a call of a
 * record by its slug names the first record of the collection it reads, a paged
 * call asks for 100 a page; the calls below say otherwise.
 */
async function sampleCalls(): Promise<[EndpointName, Record<string, string>, Record<string, string>][]> {
  const first = async (collection: CollectionSlug, where = {}) => {
    const doc = (await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: false, draft: false })).docs[0]
    // A content type without demo content (its `demo`, content/<type>/server.ts) has nothing to read here.
    if (!doc) throw new Error(`The seed has no published ${collection} document to read.`)
    return doc as unknown as Doc
  }
  const all = { perPage: '100' }
  const specific: Partial<Record<EndpointName, [Record<string, string>, Record<string, string>]>> = {
    menus: [{ id: String((await first('menus')).id) }, {}],
    article: [{ slug: 'about-us' }, {}],
    form: [{ slug: 'contact' }, {}],
    division: [{ slug: String((await first('divisions', { slug: { equals: 'infectious-diseases' } })).slug) }, {}],
    fieldSite: [{ slug: String((await first('global-markers', { slug: { equals: 'coastal-field-station' } })).slug) }, {}],
    newsEvents: [{ slug: 'all' }, all],
    inTheNews: [{ slug: 'in-the-news' }, all],
    tenders: [{ slug: 'all' }, all],
    leaders: [{ slug: 'senior-leadership-team' }, {}],
    mediaResourceYear: [{ id: 'all' }, {}],
    mediaYear: [{ id: 'all' }, {}],
  }
  const byDefault = async (name: EndpointName): Promise<[Record<string, string>, Record<string, string>]> => {
    const sources = reads[name]
    const params: Record<string, string> =
      endpoints[name].path.endsWith('/:slug') && sources !== 'uncached' && isCollection(sources[0])
        ? { slug: String((await first(sources[0])).slug) }
        : {}
    return [params, 'perPage' in endpoints[name].query.parse({}) ? all : {}]
  }
  const cached = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method === 'GET' && isCached(name))
  return Promise.all(
    cached.map(async (name): Promise<[EndpointName, Record<string, string>, Record<string, string>]> => [
      name,
      ...(specific[name] ?? (await byDefault(name))),
    ]),
  )
}

async function answers(calls: Awaited<ReturnType<typeof sampleCalls>>): Promise<Map<string, string>> {
  const out = new Map<string, string>()
  for (const [name, params, query] of calls) out.set(name, JSON.stringify(await callBackend(name, { params, query })))
  return out
}

/** The sample calls, and their answers with nothing changed: asked once, then kept up to date by `changedReads`. */
let calls: Awaited<ReturnType<typeof sampleCalls>>
let unchanged: Map<string, string>

/**
 * Runs `change`, then `undo`; returns the reads whose answer differed in between. Only the reads the change
 * changed are asked again after the undo (an undo puts back what its change changed, and an updated timestamp
 * shows in those reads alone), so each case asks every read once, not twice.
 */
async function changedReads(change: () => Promise<unknown>, undo: () => Promise<unknown>): Promise<EndpointName[]> {
  let changed: EndpointName[] = []
  await change()
  try {
    const after = await answers(calls)
    changed = calls.map(([name]) => name).filter((name) => unchanged.get(name) !== after.get(name))
  } finally {
    await undo()
    for (const [name, answer] of await answers(calls.filter(([name]) => changed.includes(name)))) unchanged.set(name, answer)
  }
  return changed
}

/** The reads among `changed` that do not carry `slug`'s tag. */
async function unexpired(changed: EndpointName[], slug: string) {
  const missing: EndpointName[] = []
  for (const name of changed) if (!(await cacheTags(name)).includes(tagOf(slug))) missing.push(name)
  return missing
}

beforeAll(async () => {
  payload = await getPayload({ config })
  calls = await sampleCalls()
  unchanged = await answers(calls)
})

const isCollection = (slug: string): slug is CollectionSlug => payload.config.collections.some((c) => c.slug === slug)

describe('every collection and global is accounted for', () => {
  it('has a change recipe here, or is not shown to the public', () => {
    // Search is never cached: what it reads of the search terms and synonyms follows them (test/contract/search.test.ts).
    const accounted = new Set([
      ...Object.keys(collectionRecipes),
      ...Object.keys(globalRecipes),
      ...notPublic,
      'media',
      'search-terms',
      'search-synonyms',
    ])
    const slugs = [...payload.config.collections.map((c) => c.slug), ...payload.config.globals.map((g) => g.slug)].filter(
      (slug) => !slug.startsWith('payload-'),
    )
    expect(slugs.filter((slug) => !accounted.has(slug))).toEqual([])
  })
})

describe('a change expires every cached read whose answer it changes', () => {
  it.each(Object.entries(collectionRecipes))('%s', async (slug, recipe) => {
    const collection = slug as CollectionSlug
    const { docs } = await payload.find({
      collection,
      where: recipe.where ?? {},
      sort: recipe.sort,
      limit: 1,
      depth: 0,
      overrideAccess: false,
      draft: false,
    })
    const doc = docs[0] as unknown as Doc
    expect(doc, `a published ${slug} document`).toBeTruthy()
    const data = recipe.change(doc)
    const original = Object.fromEntries(Object.keys(data).map((key) => [key, doc[key]]))
    const changed = await changedReads(
      () => payload.update({ collection, id: doc.id, data, overrideAccess: true, context: recipe.context }),
      () => payload.update({ collection, id: doc.id, data: original, overrideAccess: true, context: recipe.context }),
    )
    expect(changed.length, `changing ${slug} changes some public read`).toBeGreaterThan(0)
    expect(await unexpired(changed, slug)).toEqual([])
  })

  it.each(Object.entries(globalRecipes))('%s (global)', async (slug, change) => {
    const global = slug as GlobalSlug
    const doc = (await payload.findGlobal({ slug: global, depth: 0 })) as unknown as Doc
    const data = change(doc)
    const original = Object.fromEntries(Object.keys(data).map((key) => [key, doc[key]]))
    const changed = await changedReads(
      () => payload.updateGlobal({ slug: global, data, overrideAccess: true }),
      () => payload.updateGlobal({ slug: global, data: original, overrideAccess: true }),
    )
    expect(changed.length, `changing ${slug} changes some public read`).toBeGreaterThan(0)
    expect(await unexpired(changed, slug)).toEqual([])
  })

  it('media: the image of the latest story', async () => {
    const { docs } = await payload.find({
      collection: 'news',
      sort: '-publishedAt',
      where: { image: { exists: true } },
      limit: 1,
      depth: 1,
    })
    const image = docs[0].image
    if (!image || typeof image !== 'object') throw new Error('the latest news has an image')
    const changed = await changedReads(
      () => payload.update({ collection: 'media', id: image.id, data: { alt: `${image.alt} (edited)` }, overrideAccess: true }),
      () => payload.update({ collection: 'media', id: image.id, data: { alt: image.alt }, overrideAccess: true }),
    )
    expect(changed).toContain('newsEvents')
    expect(await unexpired(changed, 'media')).toEqual([])
  })

  it('search terms: a query searched often', async () => {
    const ids: (number | string)[] = []
    const changed = await changedReads(
      async () => {
        // Enough visitors on enough days for "most searched" (lib/backend/search.ts).
        for (const [i, client] of ['probe-a', 'probe-b', 'probe-c'].entries()) {
          const day = new Date(Date.now() - i * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
          const row = await payload.create({
            collection: 'search-terms',
            data: { term: 'dependency probe', day, client, count: 100_000 },
            overrideAccess: true,
          })
          ids.push(row.id)
        }
      },
      () => payload.delete({ collection: 'search-terms', where: { id: { in: ids } }, overrideAccess: true }),
    )
    expect(changed).toContain('mostSearches')
    expect(await unexpired(changed, 'search-terms')).toEqual([])
  })
})

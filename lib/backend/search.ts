import type { CollectionSlug, Where } from 'payload'

import type { SearchQuery } from '../contract'
import type { records } from '../contract'
import type * as CMS from '../../cms/payload-types'
import { cms } from './cms'
import * as map from './map'

/** What site search looks through, and how each kind of record becomes a result. */
const sources: {
  collection: CollectionSlug
  type: string
  fields: string[]
  toResult: (doc: never) => records.SearchResult
}[] = [
  {
    collection: 'news',
    type: 'news',
    fields: ['title', 'summary'],
    toResult: (d: CMS.News) => ({ type: d.type, id: d.id, title: d.title, url: map.newsUrl(d.type, d.slug), summary: d.summary, date: d.publishedAt }),
  },
  {
    collection: 'events',
    type: 'event',
    fields: ['title', 'summary'],
    toResult: (d: CMS.Event) => ({ type: 'event', id: d.id, title: d.title, url: `/events/${d.slug}`, summary: d.summary, date: d.startsAt }),
  },
  {
    collection: 'people',
    type: 'person',
    fields: ['name', 'position', 'summary'],
    toResult: (d: CMS.Person) => ({ type: 'person', id: d.id, title: d.name, url: `/people/${d.slug}`, summary: d.position, date: null }),
  },
  {
    collection: 'publications',
    type: 'publication',
    fields: ['title', 'abstract', 'authorList'],
    toResult: (d: CMS.Publication) => ({
      type: 'publication',
      id: d.id,
      title: d.title,
      url: d.url || (d.doi ? `https://doi.org/${d.doi}` : '/publications'),
      summary: `${d.authorList}. ${d.journal}.`,
      date: d.publishedAt,
    }),
  },
  {
    collection: 'protocols',
    type: 'protocol',
    fields: ['title', 'protocolNumber', 'summary'],
    toResult: (d: CMS.Protocol) => ({ type: 'protocol', id: d.id, title: d.title, url: `/protocol/${d.slug}`, summary: d.summary, date: d.approvedAt }),
  },
  {
    collection: 'articles',
    type: 'page',
    fields: ['title', 'summary'],
    toResult: (d: CMS.Article) => ({ type: 'page', id: d.id, title: d.title, url: `/${d.slug}`, summary: d.summary ?? '', date: null }),
  },
  {
    collection: 'tenders',
    type: 'tender',
    fields: ['title', 'reference', 'summary'],
    toResult: (d: CMS.Tender) => ({ type: 'tender', id: d.id, title: d.title, url: `/tenders`, summary: d.summary, date: d.publishedAt }),
  },
]

const maxPerSource = 200

/** Site search over every public content type; results whose title matches come first. */
export async function searchSite(query: SearchQuery) {
  const empty = { data: [], total: 0, perPage: query.perPage, currentPage: query.page, query: query.query }
  if (!query.query) return empty
  const payload = await cms()
  const term = query.query.toLowerCase()
  const found = await Promise.all(
    sources.map(async (source) => {
      const where: Where = { or: source.fields.map((field) => ({ [field]: { like: query.query } })) }
      const { docs } = await payload.find({
        collection: source.collection,
        where,
        limit: maxPerSource,
        depth: 0,
        overrideAccess: false,
        draft: false,
      })
      return docs.map((doc) => source.toResult(doc as never))
    }),
  )
  const results = found
    .flat()
    .map((r) => ({ ...r, date: r.date ? new Date(r.date).toISOString() : null }))
    .sort((a, b) => Number(b.title.toLowerCase().includes(term)) - Number(a.title.toLowerCase().includes(term)))
  const start = (query.page - 1) * query.perPage
  return { ...empty, data: results.slice(start, start + query.perPage), total: results.length }
}

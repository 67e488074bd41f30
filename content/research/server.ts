import type { Payload, Where } from 'payload'

import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import { image as imageField, orderField, requiredText, richText, slugField, textarea } from '../../cms/fields'
import { readOptions } from '../../lib/read/preview'
import { findBySlug, list, serverSide } from '../../lib/read'
import { eventSummary } from '../event/server'
import { image, iso, meta, richTextHtml } from '../map'
import { newsSummary } from '../news/server'
import { personSummary } from '../person/server'
import { protocolSummary } from '../protocol/server'
import { publicationSummary } from '../publication/server'
import type { Division } from '../records'
import {
  type DivisionDetail,
  type FieldSiteDetail,
  type GlobalMarker,
  type RelatedWork,
  type ResearchThemeDetail,
  type ResearchThemeSummary,
  division,
  fieldSite,
  theme,
} from '.'

/**
 * The institute's research themes. People, stories, events, papers and
 * protocols are tagged with the themes they belong to (their `themes` field).
 */
const ResearchThemes = editorial({
  slug: 'research-themes',
  labels: { singular: 'Research theme', plural: 'Research themes' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', '_status'] },
  defaultSort: 'order',
  fields: [
    requiredText('title', { maxLength: 200 }),
    slugField(),
    textarea('summary', { required: true, maxLength: 600 }),
    imageField(),
    richText(),
    orderField,
  ],
})

/** How many of each kind a theme, division or field site page lists (people: all of them). */
const relatedLimits = { news: 6, publications: 10, protocols: 20, events: 6 } as const

type Tagged = 'people' | 'news' | 'publications' | 'protocols' | 'events'

/**
 * The work a theme, a division or a field site lists: for each collection the
 * condition that selects it (a collection without one lists nothing). Newest
 * first; upcoming and past events alike, the latest start first.
 */
async function relatedWork(payload: Payload, where: Partial<Record<Tagged, Where>>): Promise<RelatedWork> {
  const find = async <C extends Tagged>(collection: C, sort: string | string[], limit: number) => {
    const condition = where[collection]
    if (!condition) return []
    const { docs } = await payload.find({ collection, where: condition, sort, limit, depth: 1, ...readOptions() })
    return docs
  }
  const [people, news, publications, protocols, events] = await Promise.all([
    find('people', ['order', 'name'], 200),
    find('news', '-publishedAt', relatedLimits.news),
    find('publications', '-publishedAt', relatedLimits.publications),
    find('protocols', '-approvedAt', relatedLimits.protocols),
    find('events', '-startsAt', relatedLimits.events),
  ])
  return {
    people: people.map(personSummary),
    news: news.map(newsSummary),
    publications: publications.map(publicationSummary),
    protocols: protocols.map(protocolSummary),
    events: events.map(eventSummary),
  }
}

const themeSummary = (t: CMS.ResearchTheme): ResearchThemeSummary => ({
  id: t.id,
  slug: t.slug,
  title: t.title,
  url: theme.url(t),
  summary: t.summary,
  image: image(t.image),
})

const themeDetail = (t: CMS.ResearchTheme, related: RelatedWork): ResearchThemeDetail => ({
  ...themeSummary(t),
  body: richTextHtml(t.body),
  updatedAt: iso(t.updatedAt),
  meta: meta(t.meta),
  related,
})

const divisionRecord = (d: CMS.Division): Division => ({
  id: d.id,
  slug: d.slug,
  name: d.name,
  summary: d.summary ?? '',
})

const divisionDetail = (d: CMS.Division, related: RelatedWork): DivisionDetail => ({
  ...divisionRecord(d),
  url: division.url(d),
  related,
})

const fieldSiteRecord = (f: CMS.GlobalMarker): GlobalMarker => ({
  id: f.id,
  name: f.name,
  url: fieldSite.url(f),
  country: f.country,
  latitude: f.latitude,
  longitude: f.longitude,
  summary: f.summary ?? '',
})

const fieldSiteDetail = (f: CMS.GlobalMarker, related: RelatedWork): FieldSiteDetail => ({
  ...fieldSiteRecord(f),
  slug: f.slug,
  description: richTextHtml(f.description),
  related,
})

export const themeServer = serverSide(theme.endpoints, {
  collection: ResearchThemes,
  handlers: {
    researchThemes: async ({ payload }) => ({ data: (await list(payload, 'research-themes')).map(themeSummary) }),
    async researchTheme({ payload, params }) {
      const found = await findBySlug(payload, 'research-themes', params.slug, 'The research theme')
      const tagged: Where = { themes: { contains: found.id } }
      return {
        data: themeDetail(
          found,
          await relatedWork(payload, { people: tagged, news: tagged, publications: tagged, protocols: tagged, events: tagged }),
        ),
      }
    },
  },
  reads: {
    researchThemes: ['research-themes'],
    researchTheme: ['research-themes', 'people', 'news', 'publications', 'protocols', 'events'],
  },
})

// Divisions and field sites are reference lists (Site furniture, cms/collections), shown on the home page too.

export const divisionServer = serverSide(division.endpoints, {
  handlers: {
    divisions: async ({ payload }) => ({ data: (await list(payload, 'divisions')).map(divisionRecord) }),
    async division({ payload, params }) {
      const found = await findBySlug(payload, 'divisions', params.slug, 'The division')
      const inDivision: Where = { division: { equals: found.id } }
      return {
        data: divisionDetail(
          found,
          await relatedWork(payload, {
            people: inDivision,
            news: inDivision,
            publications: inDivision,
            protocols: inDivision,
            events: inDivision,
          }),
        ),
      }
    },
  },
  reads: {
    divisions: ['divisions'],
    division: ['divisions', 'people', 'news', 'publications', 'protocols', 'events'],
  },
})

export const fieldSiteServer = serverSide(fieldSite.endpoints, {
  handlers: {
    globalMarkers: async ({ payload }) => ({ data: (await list(payload, 'global-markers')).map(fieldSiteRecord) }),
    async fieldSite({ payload, params }) {
      const found = await findBySlug(payload, 'global-markers', params.slug, 'The field site')
      const atSite: Where = { fieldSites: { contains: found.id } }
      return {
        data: fieldSiteDetail(found, await relatedWork(payload, { people: atSite, news: atSite, protocols: atSite, events: atSite })),
      }
    },
  },
  reads: {
    globalMarkers: ['global-markers'],
    fieldSite: ['global-markers', 'people', 'news', 'protocols', 'events'],
  },
})

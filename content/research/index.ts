import { z } from 'zod'

import { NoParams, NoQuery, get, list, one } from '../../lib/schema/define'
import { SlugParams } from '../../lib/schema/params'
import { type ContentType, indexEntry, pageAt } from '../define'
import { EventSummary } from '../event'
import { NewsSummary } from '../news'
import { PersonSummary } from '../person'
import { ProtocolSummary } from '../protocol'
import { PublicationSummary } from '../publication'
import { Division, Image, id, isoDate, meta } from '../records'

/**
 * The research layer, beyond spec §7: the research themes, the divisions and
 * the field sites, each with its page listing the work tagged with it.
 */

/** What a theme, a division or a field site lists: its people, stories, papers, studies and events. */
export const RelatedWork = z.object({
  people: z.array(PersonSummary),
  news: z.array(NewsSummary),
  publications: z.array(PublicationSummary),
  protocols: z.array(ProtocolSummary),
  events: z.array(EventSummary),
})
export type RelatedWork = z.infer<typeof RelatedWork>

export const ResearchThemeSummary = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  summary: z.string(),
  image: Image.nullable(),
})
export type ResearchThemeSummary = z.infer<typeof ResearchThemeSummary>

export const ResearchThemeDetail = ResearchThemeSummary.extend({ body: z.string(), updatedAt: isoDate, meta, related: RelatedWork })
export type ResearchThemeDetail = z.infer<typeof ResearchThemeDetail>

export const DivisionDetail = Division.extend({ url: z.string(), related: RelatedWork })
export type DivisionDetail = z.infer<typeof DivisionDetail>

export const GlobalMarker = z.object({
  id,
  name: z.string(),
  /** The field site's page. */
  url: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  summary: z.string(),
})
export type GlobalMarker = z.infer<typeof GlobalMarker>

export const FieldSiteDetail = GlobalMarker.extend({ slug: z.string(), description: z.string(), related: RelatedWork })
export type FieldSiteDetail = z.infer<typeof FieldSiteDetail>

/** The research themes, each at /research/{slug} with the people and work tagged with it. */
export const theme = {
  collection: 'research-themes',
  ...pageAt('/research', 'Research theme'),
  linkable: true,
  search: {
    label: 'Research themes',
    rowid: 8,
    titleFirst: true,
    entry: (d, text) => indexEntry('research-theme', d.title, d.summary, null, [d.summary, text(d.body)]),
  },
  endpoints: {
    researchThemes: get('/api/research_themes', list(ResearchThemeSummary), NoParams, NoQuery),
    researchTheme: get('/api/research_themes/:slug', one(ResearchThemeDetail), SlugParams, NoQuery),
  },
} as const satisfies ContentType<'research-themes', 'slug'>

/** The research divisions, each at /divisions/{slug} with its people and work. */
export const division = {
  collection: 'divisions',
  ...pageAt('/divisions', 'Division'),
  search: {
    label: 'Divisions',
    rowid: 9,
    titleFirst: true,
    entry: (d) => indexEntry('division', d.name, d.summary, null, [d.summary]),
  },
  endpoints: {
    divisions: get('/api/divisions', list(Division), NoParams, NoQuery),
    division: get('/api/divisions/:slug', one(DivisionDetail), SlugParams, NoQuery),
  },
} as const satisfies ContentType<'divisions', 'slug'>

/** The field sites (the home page map's markers), each at /field-sites/{slug} with its people, studies, news and events. */
export const fieldSite = {
  collection: 'global-markers',
  ...pageAt('/field-sites', 'Field site'),
  endpoints: {
    globalMarkers: get('/api/global_markers', list(GlobalMarker), NoParams, NoQuery),
    fieldSite: get('/api/field_sites/:slug', one(FieldSiteDetail), SlugParams, NoQuery),
  },
} as const satisfies ContentType<'global-markers', 'slug'>

/** The page listing every theme, division and field site. */
export const researchRoute = { pattern: '/research', title: 'Research' }

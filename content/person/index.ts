import { z } from 'zod'

import { NoParams, NoQuery, get, paged } from '../../lib/schema/define'
import { PagedQuery, SlugParams } from '../../lib/schema/params'
import { type ContentType, indexEntry, pageAt } from '../define'
import { PublicationSummary } from '../publication'
import { DivisionRef, Image, PageRef, id, isoDate, meta } from '../records'

export const PersonSummary = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  honorific: z.string(),
  position: z.string(),
  url: z.string(),
  summary: z.string(),
  photo: Image.nullable(),
  division: DivisionRef.nullable(),
  expertise: z.array(z.string()),
})
export type PersonSummary = z.infer<typeof PersonSummary>

export const PersonDetail = PersonSummary.extend({
  biography: z.string(),
  /** The research themes and field sites the person works in, each with its page. */
  themes: z.array(PageRef),
  fieldSites: z.array(PageRef),
  email: z.string().nullable(),
  orcid: z.string().nullable(),
  publications: z.array(PublicationSummary),
  updatedAt: isoDate,
  meta,
})
export type PersonDetail = z.infer<typeof PersonDetail>

/** Researchers and staff with a public profile. */
export const person = {
  collection: 'people',
  ...pageAt('/people', 'Profile'),
  linkable: true,
  search: {
    label: 'People',
    rowid: 3,
    titleFirst: true,
    entry: (d, text) => indexEntry('person', d.name, d.position, null, [d.position, d.summary, d.expertise?.join(', '), text(d.biography)]),
  },
  endpoints: {
    // Filters: `division` and `expertise` (a research theme), by slug; an unknown slug matches nobody.
    peoples: get(
      '/api/peoples',
      paged(PersonSummary),
      NoParams,
      PagedQuery.extend({ division: SlugParams.shape.slug.optional(), expertise: SlugParams.shape.slug.optional() }),
    ),
    people: get('/api/people/:slug', z.object({ people: PersonDetail }), SlugParams, NoQuery),
  },
  listings: [
    {
      path: '/our-researchers',
      title: 'Our researchers',
      intro: 'The scientists, clinicians and analysts behind our research.',
      kind: 'person',
      source: { endpoint: 'peoples', params: {} },
      perPage: 12,
      searchLabel: 'Search by name, position or expertise',
      filters: ['division', 'expertise'],
    },
  ],
} as const satisfies ContentType<'people', 'slug'>

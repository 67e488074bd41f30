import { z } from 'zod'

import { slugMaxLength, slugPattern } from '../slug'

/** Spec defaults for paged lists: page size 2, page 1, year 0 (= all years). */
export const defaults = { perPage: 2, page: 1, year: 0 } as const
export const limits = { maxPerPage: 100, maxPage: 100_000, maxSearchLength: 200, minYear: 1900, maxYear: 2100 } as const

const wholeNumber = (name: string) => z.string().regex(/^\d+$/, `${name} must be a whole number`).transform(Number)

export const pageParam = wholeNumber('page').pipe(
  z.number().min(1, 'page starts at 1').max(limits.maxPage, `page must be at most ${limits.maxPage}`),
)
export const perPageParam = wholeNumber('perPage').pipe(
  z.number().min(1, 'perPage must be at least 1').max(limits.maxPerPage, `perPage must be at most ${limits.maxPerPage}`),
)
const yearParam = wholeNumber('year').pipe(
  z
    .number()
    .refine(
      (y) => y === 0 || (y >= limits.minYear && y <= limits.maxYear),
      `year must be 0 (all years) or between ${limits.minYear} and ${limits.maxYear}`,
    ),
)
export const searchParam = z
  .string()
  .max(limits.maxSearchLength, `search must be at most ${limits.maxSearchLength} characters`)
  // Control characters mean nothing in a search (and PostgreSQL refuses NUL in text): they count as spaces.
  .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())

/** Query of paged lists: page, perPage, search. All optional, spec defaults. */
export const PagedQuery = z.object({
  page: pageParam.optional().transform((v) => v ?? defaults.page),
  perPage: perPageParam.optional().transform((v) => v ?? defaults.perPage),
  search: searchParam.optional().transform((v) => v ?? ''),
})
export type PagedQuery = z.output<typeof PagedQuery>

/** Paged lists that also filter by year. */
export const PagedYearQuery = PagedQuery.extend({
  year: yearParam.optional().transform((v) => v ?? defaults.year),
})
export type PagedYearQuery = z.output<typeof PagedYearQuery>

/** Which events a list shows: the upcoming ones or the past ones. */
export const eventsWhen = ['upcoming', 'past'] as const
export const EventsWhen = z.enum(eventsWhen, 'when must be upcoming or past')
export type EventsWhen = z.output<typeof EventsWhen>

export const Slug = z
  .string()
  .max(slugMaxLength, `slug must be at most ${slugMaxLength} characters`)
  .regex(slugPattern, 'slug must be lower-case letters, digits and single hyphens')

export const SlugParams = z.object({ slug: Slug })
/** Record ids are the databases' integer keys (PostgreSQL's integer: at most 2,147,483,647). */
export const maxRecordId = 2_147_483_647
export const IdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'id must be a positive whole number')
    .transform(Number)
    .pipe(z.number().max(maxRecordId, `id must be at most ${maxRecordId}`)),
})

/** `{id}` segments that name a listing or a category rather than a record. */
export const KeyParams = z.object({ id: Slug })

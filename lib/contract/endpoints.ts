import { z } from 'zod'

import { type EndpointDef, NoParams, NoQuery, get, list, one, paged } from '../schema/define'
import { IdParams, KeyParams, SlugParams } from '../schema/params'
import { SearchQuery } from './search'
import { contentEndpoints } from '../../content'
import * as R from './records'
import { employeeIdPattern, normaliseEmployeeId } from '../schema/employeeId'
import { ContractError } from '../errors'
import { DivisionList, ThemeList, TopicList } from '../schema/newsletterTopics'

/**
 * The upstream contract (spec §7): every call, its path, its inputs and its
 * response. Route handlers, the upstream client and the tests all read this.
 */

const TokenBody = z.object({ token: z.string().min(1, 'The link is incomplete.').max(1000, 'The link is not valid.') })
const EmployeeId = z
  .string()
  .transform(normaliseEmployeeId)
  .pipe(z.string().regex(employeeIdPattern, 'An employee ID looks like NVH-01234.'))

/**
 * A pattern of the route table (lib/routes.ts) as the site's scripts report it:
 * `/`, or segments that are lower-case words joined by hyphens or `:name` parameters.
 */
export const RoutePattern = z
  .string()
  .max(100, 'a route pattern has at most 100 characters')
  .regex(/^(\/|(\/([a-z0-9]+(-[a-z0-9]+)*|:[a-zA-Z][a-zA-Z0-9]*))+)$/, 'a route pattern looks like /news or /people/:slug')
/** The route table has a few dozen patterns; a list far longer is not the site's. */
export const maxReportedRoutes = 100

export const endpoints = {
  // Each content type's own calls (content/<type>/index.ts).
  ...contentEndpoints,
  items: get('/api/items', list(R.Item), NoParams, NoQuery),
  menus: get('/api/menus/:id', R.Menu, IdParams, NoQuery),
  menusBySlug: get('/api/menusBySlug/:slug', R.Menu, SlugParams, NoQuery),
  parentMenus: get('/api/parent_menus', list(R.MenuItem), NoParams, NoQuery),
  sitemapParentMenus: get('/api/sitemap_parent_menus', list(R.Menu), NoParams, NoQuery),
  quickLinks: get('/api/quick_links', list(R.QuickLink), NoParams, NoQuery),
  awards: get('/api/awards', list(R.Award), NoParams, NoQuery),
  donates: get('/api/donates', list(R.Donate), NoParams, NoQuery),
  achievements: get('/api/achievements', list(R.Achievement), NoParams, NoQuery),
  testimonials: get('/api/testimonials', list(R.Testimonial), NoParams, NoQuery),
  carouselImages: get('/api/carousel_images', list(R.CarouselImage), NoParams, NoQuery),
  collaborations: get('/api/collaborations', list(R.Collaboration), NoParams, NoQuery),
  mostSearches: get('/api/most_searches', list(R.MostSearch), NoParams, NoQuery),
  majorDonors: get('/api/major_donors', list(R.Donor), NoParams, NoQuery),
  coreDonors: get('/api/core_donors', list(R.Donor), NoParams, NoQuery),
  frontPageSettings: get('/api/front_page_settings', one(R.FrontPageSettings), NoParams, NoQuery),
  highlightTopics: get('/api/highlight_topics', list(R.HighlightTopic), NoParams, NoQuery),
  highlights: get('/api/highlights', list(R.Highlight), NoParams, NoQuery),
  mediaResourceYear: get('/api/mediaResourceYear/:id', list(z.number().int()), KeyParams, NoQuery),
  settings: get('/api/settings', one(R.Settings), NoParams, NoQuery),
  // Beyond spec §7: an editor-built form's public definition, to render it (by its slug).
  form: get('/api/forms/:slug', one(R.PublicForm), SlugParams, NoQuery),
  countries: get('/api/countries', list(R.Country), NoParams, NoQuery),
  // Beyond spec §7: every published record's address and last change, for /sitemap.xml.
  sitemapEntries: get('/api/sitemap_entries', list(R.SitemapEntry), NoParams, NoQuery),
  // Beyond spec §7: the redirects editors keep and renames leave, for addresses that would otherwise answer 404.
  redirects: get('/api/redirects', list(R.Redirect), NoParams, NoQuery),
  search: get(
    '/search',
    // `counts`: how many results each content type has for the query, for the filter. `suggestion`: the query with
    // its misspelt words corrected ("Did you mean …?"), or null; `corrected`: the results are the suggestion's, the
    // query as typed having found nothing. Another upstream may leave both out.
    paged(R.SearchResult).extend({
      query: z.string(),
      type: z.string().nullable(),
      counts: z.record(z.string(), z.number().int()),
      suggestion: z.string().nullable().default(null),
      corrected: z.boolean().default(false),
    }),
    NoParams,
    SearchQuery,
  ),
  formSubmit: {
    method: 'POST' as const,
    path: '/api/form-submit',
    params: NoParams,
    query: NoQuery,
    // The form's own schema (built from its definition in the CMS, lib/forms/builder.ts, or lib/forms/schemas.ts for
    // the newsletter) is applied by the backend, after the honeypot and rate limit.
    body: z.record(z.string(), z.unknown()),
    response: z.object({ data: R.FormReceipt }),
  },
  subscriptionConfirm: {
    method: 'POST' as const,
    path: '/api/subscription/confirm',
    params: NoParams,
    query: NoQuery,
    body: TokenBody,
    response: z.object({ data: R.SubscriptionStatus }),
  },
  subscriptionUnsubscribe: {
    method: 'POST' as const,
    path: '/api/subscription/unsubscribe',
    params: NoParams,
    query: NoQuery,
    body: TokenBody,
    response: z.object({ data: R.SubscriptionStatus }),
  },
  // Beyond spec §7: the preferences page behind the signed link in every newsletter (no account).
  subscriptionPreferences: {
    method: 'POST' as const,
    path: '/api/subscription/preferences',
    params: NoParams,
    query: NoQuery,
    body: TokenBody,
    response: z.object({ data: R.SubscriptionPreferences }),
  },
  subscriptionPreferencesUpdate: {
    method: 'POST' as const,
    path: '/api/subscription/preferences/update',
    params: NoParams,
    query: NoQuery,
    body: TokenBody.extend({ topics: TopicList, themes: ThemeList.optional(), divisions: DivisionList.optional() }),
    response: z.object({ data: R.SubscriptionPreferences }),
  },
  captchaChallenge: {
    method: 'POST' as const,
    path: '/api/staff-verification/challenge',
    params: NoParams,
    query: NoQuery,
    body: z.object({ employeeId: EmployeeId }),
    response: z.object({ data: R.CaptchaChallenge }),
  },
  staffProof: {
    method: 'POST' as const,
    path: '/api/staff-verification/proof',
    params: NoParams,
    query: NoQuery,
    body: z.object({ employeeId: EmployeeId, captcha: z.string().min(1, 'Complete the check that you are a person.').max(10_000) }),
    response: z.object({ data: R.StaffProof }),
  },
  staffVerification: {
    method: 'POST' as const,
    path: '/api/staff-verification/result',
    params: NoParams,
    query: NoQuery,
    body: z.object({ employeeId: EmployeeId, proof: z.string().min(1).max(1000) }),
    response: z.object({ data: R.StaffVerification }),
  },
  receiveRoutes: {
    method: 'POST' as const,
    path: '/api/receive-routes',
    params: NoParams,
    query: NoQuery,
    body: z.object({
      routes: z.array(RoutePattern).min(1, 'routes must not be empty').max(maxReportedRoutes, `at most ${maxReportedRoutes} routes`),
    }),
    response: z.object({ stored: z.number().int() }),
  },
} satisfies Record<string, EndpointDef>

export type Endpoints = typeof endpoints
export type EndpointName = keyof Endpoints
export type Params<K extends EndpointName> = z.output<Endpoints[K]['params']>
export type Query<K extends EndpointName> = z.output<Endpoints[K]['query']>
type ParamsInput<K extends EndpointName> = z.input<Endpoints[K]['params']>
/** Calls without path parameters (their schema is the empty object, whose keys are any string). */
export type ParameterlessEndpoint = { [K in EndpointName]: string extends keyof ParamsInput<K> ? K : never }[EndpointName]
/** Path parameters as a caller gives them: every one the call names, no other. */
export type RawParams<K extends EndpointName> = K extends ParameterlessEndpoint
  ? Record<string, never>
  : { [P in keyof ParamsInput<K>]: string | number }
export type RawQuery<K extends EndpointName> = Partial<Record<keyof z.output<Endpoints[K]['query']>, string | number>>
export type Body<K extends EndpointName> = Endpoints[K] extends { body: z.ZodType } ? z.output<Endpoints[K]['body']> : never
export type Result<K extends EndpointName> = z.output<Endpoints[K]['response']>

/** A path pattern with its `:name` segments filled in (encoded). */
export const fillPath = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')))

/** The path of a call with its path parameters. */
export const contractPath = <K extends EndpointName>(name: K, params: RawParams<K>): string => fillPath(endpoints[name].path, params)

/** Each call's path as a pattern: `:name` segments match one segment each. */
const pathPatterns = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const keys: string[] = []
  const source = endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key)
    return '([^/]+)'
  })
  return { name, keys, pattern: new RegExp(`^${source}$`) }
})

/** The calls a request path names (one per method), with their path parameters decoded. */
export function callsAt(pathname: string): { name: EndpointName; params: Record<string, string> }[] {
  return pathPatterns.flatMap(({ name, keys, pattern }) => {
    const match = pattern.exec(pathname)
    if (!match) return []
    try {
      return [{ name, params: Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(match[i + 1])])) }]
    } catch {
      throw new ContractError(400, 'invalid_path', 'The address has a malformed percent-encoding.')
    }
  })
}

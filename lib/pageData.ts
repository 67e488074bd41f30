import 'server-only'

import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { ZodError } from 'zod'

import { ContractError } from './contract'
import { redirectFor } from './redirects'
import { routeTitle } from './routes'
import { UpstreamNotFound, upstream } from './upstream'

/**
 * Reads a record for a page: null when it is missing, or when the slug cannot
 * name one (spec §5).
 */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    // Spec §5: a record without its article / people / id field is treated as missing.
    if (error instanceof ZodError) console.error('[record] upstream answered an incomplete record', error.issues)
    else if (!(error instanceof UpstreamNotFound || (error instanceof ContractError && error.status === 400))) throw error
  }
  return null
}

/**
 * The `generateStaticParams` of every record page: none at build, so each record's
 * page is rendered on its first request and then served from the cache until a
 * change to what it shows expires it (README, "Caching").
 */
export const onFirstRequest = async (): Promise<never[]> => []

/**
 * A record's two readers, cached per request so metadata and page share one read:
 * `find` (null when missing) for generateMetadata, and `get` (the 404 error page
 * when missing, or the redirect when `path`, the address asked for, has moved)
 * for the page. Metadata must not throw notFound(): Next.js would answer with an
 * empty error shell instead of the error page in the site's layout.
 */
function reader<T>(read: (slug: string) => Promise<T>) {
  const find = cache((slug: string) => orNull(() => read(slug)))
  const get = async (slug: string, path: string): Promise<T> => (await find(slug)) ?? notFoundUnlessMoved(path)
  return { find, get }
}

/** The metadata of a page whose record is missing: the page itself renders the 404 error page (Next.js adds noindex). */
export const missingRecordMetadata = { title: routeTitle('/not-found') } satisfies Metadata

/**
 * The answer for an address (`path`, as the page's route parameters spell it)
 * with nothing to show: if it moved (a redirect an editor keeps, or one a
 * rename left), 308 to where it leads now; else the error page, 404. The
 * redirects come through the contract, cached, and expire when one changes,
 * which also expires the cached answer.
 */
export async function notFoundUnlessMoved(path: string): Promise<never> {
  const redirects = await upstream('redirects')
    .then((r) => r.data)
    .catch((error: unknown) => {
      console.error('[redirects] could not be read', error)
      return []
    })
  const to = redirectFor(redirects, path)
  if (to) permanentRedirect(to)
  notFound()
}

const page = reader(async (slug) => (await upstream('article', { slug })).article)
const person = reader(async (slug) => (await upstream('people', { slug })).people)
const news = reader((slug) => upstream('newsBySlug', { slug }))
const event = reader((slug) => upstream('eventBySlug', { slug }))
const protocol = reader((slug) => upstream('protocol', { slug }))

export const { find: findPage, get: getPage } = page
export const { find: findPerson, get: getPerson } = person
export const { find: findNews, get: getNews } = news
export const { find: findEvent, get: getEvent } = event
export const { find: findProtocol, get: getProtocol } = protocol
export const getTheme = reader(async (slug) => (await upstream('researchTheme', { slug })).data).get
export const getDivision = reader(async (slug) => (await upstream('division', { slug })).data).get
export const getFieldSite = reader(async (slug) => (await upstream('fieldSite', { slug })).data).get
export const getTender = reader((slug) => upstream('tenderBySlug', { slug })).get

import 'server-only'

import { headers } from 'next/headers'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'
import { ZodError } from 'zod'

import { ContractError } from './contract'
import { redirectFor } from './redirects'
import { UpstreamNotFound, upstream } from './upstream'

/**
 * Fetches a record for a page; a missing record, or a slug that cannot name
 * one, is the 404 error page (spec §5). Cached per request so metadata and
 * page share one read.
 */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    // Spec §5: a record without its article / people / id field is treated as missing.
    if (error instanceof ZodError) console.error('[record] upstream answered an incomplete record', error.issues)
    else if (!(error instanceof UpstreamNotFound || (error instanceof ContractError && error.status === 400))) throw error
  }
  return notFoundUnlessMoved()
}

/**
 * The answer for an address with nothing to show: if it moved (a redirect an
 * editor keeps, or one a rename left), 308 to where it leads now; else the
 * error page, 404. The redirects come through the contract, cached, and
 * expire when one changes.
 */
export async function notFoundUnlessMoved(): Promise<never> {
  const path = (await headers()).get('x-pathname')
  if (path) {
    const redirects = await upstream('redirects')
      .then((r) => r.data)
      .catch((error: unknown) => {
        console.error('[redirects] could not be read', error)
        return []
      })
    const to = redirectFor(redirects, path)
    if (to) permanentRedirect(to)
  }
  notFound()
}

export const getPage = cache((slug: string) => orNotFound(async () => (await upstream('article', { slug })).article))
export const getPerson = cache((slug: string) => orNotFound(async () => (await upstream('people', { slug })).people))
export const getNews = cache((slug: string) => orNotFound(() => upstream('newsBySlug', { slug })))
export const getEvent = cache((slug: string) => orNotFound(() => upstream('eventBySlug', { slug })))
export const getProtocol = cache((slug: string) => orNotFound(() => upstream('protocol', { slug })))
export const getTheme = cache((slug: string) => orNotFound(async () => (await upstream('researchTheme', { slug })).data))
export const getDivision = cache((slug: string) => orNotFound(async () => (await upstream('division', { slug })).data))
export const getFieldSite = cache((slug: string) => orNotFound(async () => (await upstream('fieldSite', { slug })).data))
export const getTender = cache((slug: string) => orNotFound(() => upstream('tenderBySlug', { slug })))

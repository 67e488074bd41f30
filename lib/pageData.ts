import 'server-only'

import { notFound } from 'next/navigation'
import { cache } from 'react'
import { ZodError } from 'zod'

import { ContractError } from './contract'
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
    if (error instanceof UpstreamNotFound || (error instanceof ContractError && error.status === 400)) notFound()
    // Spec §5: a record without its article / people / id field is treated as missing.
    if (error instanceof ZodError) {
      console.error('[record] upstream answered an incomplete record', error.issues)
      notFound()
    }
    throw error
  }
}

export const getPage = cache((slug: string) => orNotFound(async () => (await upstream('article', { slug })).article))
export const getPerson = cache((slug: string) => orNotFound(async () => (await upstream('people', { slug })).people))
export const getNews = cache((slug: string) => orNotFound(() => upstream('newsBySlug', { slug })))
export const getEvent = cache((slug: string) => orNotFound(() => upstream('eventBySlug', { slug })))
export const getProtocol = cache((slug: string) => orNotFound(() => upstream('protocol', { slug })))

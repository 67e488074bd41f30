import 'server-only'

import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
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
 * A record's reader for its page, cached per request so metadata and page
 * share one read: null when the record is missing. Each record page makes its
 * own: `const findTender = recordReader((slug) => upstream('tenderBySlug', { slug }))`.
 * The page then renders <MissingPage> (components/NotFoundContent.tsx) for a
 * missing record, never notFound(): Next.js answers a notFound() thrown by a
 * page with an empty error shell, not the error page.
 */
export const recordReader = <T>(read: (slug: string) => Promise<T>) => cache((slug: string) => orNull(() => read(slug)))

/** The metadata of a page whose record is missing: the page itself renders the 404 error page. */
export const missingRecordMetadata = { title: routeTitle('/not-found'), robots: { index: false } } satisfies Metadata

/**
 * A record page's `generateMetadata`: what `describe` makes of its record, or, when it is missing,
 * `missingRecordMetadata`. `export const generateMetadata = recordMetadata(findEvent, (event) => pageMetadata({ … }))`
 */
export const recordMetadata =
  <T>(find: (slug: string) => Promise<T | null>, describe: (record: T) => Metadata | Promise<Metadata>) =>
  async ({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> => {
    const record = await find((await params).slug)
    return record ? describe(record) : missingRecordMetadata
  }

/**
 * For an address (`path`, as the page's route parameters spell it) with
 * nothing to show: if it moved (a redirect an editor keeps, or one a rename
 * left), 308 to where it leads now. The redirects come through the contract,
 * cached, and expire when one changes, which also expires the cached answer.
 */
export async function redirectIfMoved(path: string): Promise<void> {
  const redirects = await upstream('redirects')
    .then((r) => r.data)
    .catch((error: unknown) => {
      console.error('[redirects] could not be read', error)
      return []
    })
  const to = redirectFor(redirects, path)
  if (to) permanentRedirect(to)
}

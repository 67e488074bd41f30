/**
 * Redirects as the site serves them: the path a visitor asked for → where it
 * leads now. Pure functions, shared by the backend (which builds the list)
 * and the pages (which look a path up before answering 404).
 */

import { isSitePath, isWebUrl } from './validation/fields'

export type Redirect = { from: string; to: string }

/** The form a path is compared in: no trailing slash (except `/`), no query or fragment. */
export function normalisePath(path: string): string {
  const bare = path.trim().split(/[?#]/)[0]
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash
}

/**
 * Follows chains (a → b, b → c gives a → c) so a visitor is sent once, to the
 * end. A redirect that leads back to itself, directly or round a loop, is left
 * out: the address answers 404 rather than bounce forever.
 */
export function collapseRedirects(list: readonly Redirect[]): Redirect[] {
  const next = new Map(list.map((r) => [normalisePath(r.from), r.to]))
  const out: Redirect[] = []
  for (const from of next.keys()) {
    const seen = new Set([from])
    let to = next.get(from) as string
    let looped = false
    while (to.startsWith('/') && next.has(normalisePath(to))) {
      const key = normalisePath(to)
      if (seen.has(key)) {
        looped = true
        break
      }
      seen.add(key)
      to = next.get(key) as string
    }
    if (!looped && !(to.startsWith('/') && normalisePath(to) === from)) out.push({ from, to })
  }
  return out
}

/**
 * Where `path` leads, if anywhere: a path on this site or a full http(s) address. Anything else (`/\host`,
 * `/%5Chost`, which browsers read as another host: refused on save, but saved before that rule or written to
 * the database directly) leads nowhere, and the address answers 404.
 */
export function redirectFor(list: readonly Redirect[], path: string): string | null {
  const key = normalisePath(path)
  const to = list.find((r) => r.from === key)?.to ?? null
  return to === null || isSitePath(to) || isWebUrl(to) ? to : null
}

import type { MenuItem } from '@/lib/contract/records'

/** What the navigation says about the page being shown: `page` is the page itself, `true` a page inside it. */
export type Current = 'page' | 'true' | undefined

/** The path part of a menu address on this site; null for other sites, anchors and `#`. */
function sitePath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const path = url.split(/[?#]/)[0]
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** How a menu address relates to the path: the page itself, a page under it, or neither. */
export function linkCurrent(url: string, pathname: string): Current {
  const path = sitePath(url)
  if (path === null) return undefined
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (here === path) return 'page'
  // The home page contains every path; it is current only as itself.
  if (path !== '/' && here.startsWith(`${path}/`)) return 'true'
  return undefined
}

/**
 * The top-level item whose section holds the path, and how: `page` when the
 * item's own address is the page, `true` when one of its links is the page or
 * a parent of it (a story under /news sits in the section that links /news).
 * One item at most: the closest match wins (an exact address over a parent,
 * a longer parent over a shorter one), then the first in menu order.
 */
export function currentSection(items: MenuItem[], pathname: string): { index: number; current: 'page' | 'true' } | null {
  let best: { index: number; current: 'page' | 'true'; score: number } | null = null
  for (const [index, item] of items.entries()) {
    let score = 0
    let current: 'page' | 'true' = 'true'
    for (const [url, own] of [[item.url, true] as const, ...item.children.map((c) => [c.url, false] as const)]) {
      const match = linkCurrent(url, pathname)
      if (!match) continue
      // Exact matches outrank parents; among parents, the longer (closer) address wins.
      const s = match === 'page' ? 100_000 + (own ? 1 : 0) : (sitePath(url) ?? '').length
      if (s > score) {
        score = s
        current = match === 'page' && own ? 'page' : 'true'
      }
    }
    if (score > 0 && (!best || score > best.score)) best = { index, current, score }
  }
  return best ? { index: best.index, current: best.current } : null
}

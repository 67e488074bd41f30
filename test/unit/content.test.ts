import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contentTypes, searchTypes } from '@/content'
import { listingKind, listings } from '@/lib/listings'
import { endpoints } from '@/lib/contract'
import { cacheControl } from '@/lib/cacheControl'
import { patternPrefix, privatePatterns, routePatterns, routes } from '@/lib/routes'

const root = path.resolve(import.meta.dirname, '../..')
const siteDir = path.join(root, 'app/(site)')

/** The folder of a route pattern under app/(site), or null: static segments by name, each `:param` by any [param] folder. */
function pageFolder(pattern: string): string | null {
  let dir = siteDir
  for (const segment of pattern.split('/').filter(Boolean)) {
    const next = segment.startsWith(':')
      ? readdirSync(dir).find((name) => /^\[[^.]+\]$/.test(name))
      : existsSync(path.join(dir, segment))
        ? segment
        : undefined
    if (!next) return null
    dir = path.join(dir, next)
  }
  return dir
}

/** Every page.tsx under app/(site), as a route pattern with `:param` for each [param] folder. */
function pagePatterns(dir = siteDir, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'page.tsx' ? [prefix || '/'] : []
    // [...rest]: deeper than any route, the 404 page.
    if (entry.name.startsWith('[...')) return []
    const segment = /^\[(.+)\]$/.exec(entry.name)?.[1]
    return pagePatterns(path.join(dir, entry.name), `${prefix}/${segment ? `:${segment}` : entry.name}`)
  })
}
const shape = (pattern: string) => pattern.replace(/:\w+/g, ':')

const listingPaths: string[] = listings.map((l) => l.path)

describe('the route table and the pages agree', () => {
  it.each(routePatterns)('%s has a page', (pattern) => {
    // The listing pages are served by the catch-all app/(site)/[slug].
    const folder = pageFolder(listingPaths.includes(pattern) ? '/:slug' : pattern)
    expect(folder && existsSync(path.join(folder, 'page.tsx')), `app/(site) has no page for ${pattern}`).toBeTruthy()
  })

  it.each(listingPaths)('the listing %s is one segment, and no page of its own stands in front of the catch-all', (listingPath) => {
    expect(listingPath).toMatch(/^\/[a-z0-9-]+$/)
    expect(existsSync(path.join(siteDir, listingPath, 'page.tsx'))).toBe(false)
  })

  it('every page is in the route table (a new page or content type must be registered)', () => {
    const known = new Set(routePatterns.map(shape))
    expect(pagePatterns().filter((pattern) => !known.has(shape(pattern)))).toEqual([])
  })

  it('the catch-all patterns come last, so the route post lists specific patterns first', () => {
    const firstCatchAll = routes.findIndex((r) => r.pattern.startsWith('/:'))
    expect(routes.slice(firstCatchAll).every((r) => r.pattern.startsWith('/:'))).toBe(true)
  })

  it('each listing page is a route once', () => {
    const paths = listings.map((l) => l.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const p of paths) expect(routePatterns.filter((r) => r === p)).toHaveLength(1)
  })
})

describe('the content registry', () => {
  it('site search filters by exactly the searchable types', () => {
    expect(searchTypes).toEqual(Object.entries(contentTypes).flatMap(([name, t]) => ('search' in t ? [name] : [])))
  })
})

describe('addresses come from the registry', () => {
  it.each([
    [contentTypes.news.url({ type: 'press-release', slug: 'a-story' }), '/press-releases/a-story'],
    [contentTypes.news.url({ type: 'feature', slug: 'a-story' }), '/features/a-story'],
    [contentTypes.event.url({ slug: 'open-day' }), '/events/open-day'],
    [contentTypes.person.url({ slug: 'soren-odegard' }), '/people/soren-odegard'],
    [contentTypes.protocol.url({ slug: 'nvh-2024-001' }), '/protocol/nvh-2024-001'],
    [contentTypes.page.url({ slug: 'about-us' }), '/about-us'],
    [contentTypes.publication.url({ slug: 'a-paper' }), '/publications/a-paper'],
    [contentTypes.leader.url({ group: 'board-of-trustees' }), '/board-of-trustees'],
  ])('%s', (url, expected) => {
    expect(url).toBe(expected)
  })

  it('no code outside the registry writes a record address by hand', () => {
    const literal = /['`]\/(events|people|protocol)\/['$`]/
    const offenders = ['app', 'components', 'lib', 'cms'].flatMap((dir) =>
      sourceFiles(path.join(root, dir))
        .filter((file) => !file.includes(`${path.sep}migrations${path.sep}`) && !file.includes(`${path.sep}seed${path.sep}`))
        .filter((file) => literal.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(root, file)),
    )
    expect(offenders).toEqual([])
  })
})

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

describe('private pages are private everywhere', () => {
  const nginx = readFileSync(path.join(root, 'deploy/snippets/institute-http.conf'), 'utf8')
  const privateMap = /map \$uri \$institute_private \{([\s\S]*?)\}/.exec(nginx)?.[1] ?? ''
  const nginxPrivate = [...privateMap.matchAll(/^\s*~(\S+)\s+1;/gm)].map((m) => new RegExp(m[1]))

  it.each(privatePatterns)('the nginx recipe never caches %s', (pattern) => {
    const example = pattern.replace(/:\w+/g, 'NVH-01234')
    expect(nginxPrivate.some((re) => re.test(example))).toBe(true)
    expect(nginxPrivate.some((re) => re.test(patternPrefix(pattern)))).toBe(true)
  })

  it('the Cache-Control policies are the ones next.config.ts sends', async () => {
    const { default: nextConfig } = await import('@/next.config')
    const headers = (await nextConfig.headers?.()) ?? []
    const value = (source: string) => headers.find((h) => h.source === source)?.headers.find((x) => x.key === 'Cache-Control')?.value
    for (const pattern of privatePatterns) expect(value(pattern)).toBe(cacheControl.private)
    expect(headers.some((h) => h.headers.some((x) => x.value === cacheControl.public))).toBe(true)
  })
})

describe('every registered content type is complete', () => {
  const names = Object.keys(contentTypes) as (keyof typeof contentTypes)[]
  const collectionFiles = [...sourceFiles(path.join(root, 'content')), ...sourceFiles(path.join(root, 'cms/collections'))].map((file) =>
    readFileSync(file, 'utf8'),
  )

  it.each(names)('%s has its collection in the CMS model', (name) => {
    const { collection } = contentTypes[name]
    // A collection is declared `slug: 'x'`, or as reference content `reference('x', …)`.
    const declares = new RegExp(`(slug: |reference\\(\\s*)'${collection}'`)
    expect(collectionFiles.some((text) => declares.test(text))).toBe(true)
  })

  it.each(searchTypes)('%s, searchable, has a number of its own in the search index', (name) => {
    const { rowid } = contentTypes[name].search
    expect(Number.isInteger(rowid) && rowid > 0).toBe(true)
    expect(searchTypes.filter((other) => contentTypes[other].search.rowid === rowid)).toEqual([name])
  })

  it.each(names)('%s: its calls are in the contract, each at a path of its own', (name) => {
    const type: { endpoints?: Record<string, { path: string }> } = contentTypes[name]
    const contract: Record<string, unknown> = endpoints
    for (const [call, declared] of Object.entries(type.endpoints ?? {})) {
      expect(contract[call], `${name}'s call ${call}`).toBe(declared)
      expect(Object.values(endpoints).filter((e) => e.path === declared.path && e.method === 'GET')).toHaveLength(1)
    }
  })

  it.each(names)('%s: its listings are on the site, filled by its own calls, showing its cards', (name) => {
    const type: { endpoints?: object; listings?: readonly { kind: string; source: { endpoint: string } }[] } = contentTypes[name]
    for (const listing of type.listings ?? []) {
      expect(listing.kind).toBe(name)
      expect(Object.keys(type.endpoints ?? {})).toContain(listing.source.endpoint)
      expect(listings, `${name}'s listing is in contentListings`).toContain(listing)
    }
  })

  it.each(listings.map((l) => [l.path, l] as const))('the listing %s is filled by a paged call of the contract', (_, listing) => {
    const { response } = endpoints[listing.source.endpoint]
    expect(Object.keys(response.shape)).toEqual(expect.arrayContaining(['data', 'total', 'perPage', 'currentPage']))
    expect(names).toContain(listingKind(listing))
  })
})

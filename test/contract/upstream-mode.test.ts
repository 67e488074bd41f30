import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lacks, systemChromium } from '../support/requirements.mjs'
import { type RunningServer, startProductionServer } from '../support/server'

/**
 * The site in upstream mode (UPSTREAM_API_URL): its pages, its own /api/* (which
 * the browser calls to page and filter) and its images all show the upstream's
 * content, from an empty database of its own; with the upstream gone, answers
 * are 503 or 404, never 500. It runs in the SQLite project only
 * (vitest.config.ts): the transport does not depend on the database.
 */
describe('the site on another server’s contract', () => {
  let upstream: RunningServer
  let site: RunningServer
  let dir: string

  beforeAll(async () => {
    upstream = await startProductionServer(process.env as Record<string, string>)
    dir = mkdtempSync(path.join(tmpdir(), 'institute-upstream-mode-'))
    site = await startProductionServer({
      ...(process.env as Record<string, string>),
      DATA_DIR: dir,
      DATABASE_URL: `file:${path.join(dir, 'site.db')}`,
      // Even asked to, a site in upstream mode does not fill its database with the demo content.
      SEED_ON_START: 'true',
      UPSTREAM_API_URL: upstream.url,
    })
  })
  afterAll(async () => {
    await Promise.all([site?.stop(), upstream?.stop()])
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  const json = async (url: string) => (await fetch(url)).json()

  it("the site's own /api answers with the upstream's content", async () => {
    for (const call of ['/api/news_events/news?page=2&perPage=10', '/api/events?page=1&perPage=5', '/api/settings']) {
      const [mine, theirs] = await Promise.all([json(`${site.url}${call}`), json(`${upstream.url}${call}`)])
      expect(mine, call).toEqual(theirs)
    }
    expect((await json(`${site.url}/api/news_events/news?page=1&perPage=1`)).total).toBeGreaterThan(10)
    // Bad input is still refused here, with the contract's message.
    const refused = await fetch(`${site.url}/api/news_events/news?page=0`)
    expect(refused.status).toBe(400)
  })

  it('holds no content of its own, and is ready once the upstream answers', async () => {
    // Readiness reads the local database (its accounts), so its schema is there once /health answers 200.
    await expect.poll(async () => (await fetch(`${site.url}/health`)).status, { timeout: 30_000 }).toBe(200)
    expect((await json(`${site.url}/health`)).checks).toMatchObject({ upstream: 'ok', database: 'ok' })
    const local = createClient({ url: `file:${path.join(dir, 'site.db')}` })
    try {
      for (const table of ['news', 'people', 'events', 'media'])
        expect((await local.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0].n, table).toBe(0)
    } finally {
      local.close()
    }
  })

  it("images are the upstream's files, served and resized by this site", async () => {
    const listing = (await json(`${site.url}/api/news_events/news?page=1&perPage=20`)) as { data: { image: { url: string } | null }[] }
    const image = listing.data.find((item) => item.image)?.image
    expect(image?.url).toMatch(/^\/cms\/api\/[a-z-]+\/file\//)
    const original = await fetch(`${site.url}${image?.url}`)
    expect(original.status).toBe(200)
    expect(original.headers.get('content-type')).toMatch(/^image\//)
    const resized = await fetch(`${site.url}/_next/image?url=${encodeURIComponent(image?.url ?? '')}&w=640&q=75`, {
      headers: { accept: 'image/webp' },
    })
    expect(resized.status).toBe(200)
    expect(resized.headers.get('content-type')).toBe('image/webp')
  })

  it.skipIf(lacks('chromium'))('a visitor pages through a listing in Chromium and sees the upstream’s stories', async () => {
    const browser = await chromium.launch({
      // The system's Chromium, else Playwright's own (scripts/test.mjs fetches it where it can).
      executablePath: systemChromium() ?? undefined,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    })
    try {
      const page = await browser.newPage()
      const calls: string[] = []
      page.on('request', (request) => calls.push(new URL(request.url()).host))
      await page.goto(`${site.url}/news`, { waitUntil: 'networkidle' })
      const status = page.getByRole('status').filter({ hasText: /results/ })
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
      await page.waitForURL(/page=2/)
      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^\d+ results, page 2 of \d+$/)
      expect(await status.textContent()).not.toMatch(/^0 results/)
      const titles = await page.locator('main article').allTextContents()
      expect(titles.length).toBeGreaterThan(0)
      // Every request went to this site.
      expect(new Set(calls)).toEqual(new Set([new URL(site.url).host]))
    } finally {
      await browser.close()
    }
  })

  it('cached reads stay in memory: restarts do not pile up entries on disk', async () => {
    // Both servers have cached many reads by now; without REDIS_URL the cache is each process's memory (lib/cache/handler.mjs).
    // (The build leaves what it read, from its empty database, in fetch-cache; nothing is written there after it.)
    const next = path.join(import.meta.dirname, '../../.next')
    const built = statSync(path.join(next, 'prerender-manifest.json')).mtimeMs
    const fetchCache = path.join(next, 'cache/fetch-cache')
    const written = existsSync(fetchCache) ? readdirSync(fetchCache).filter((f) => statSync(path.join(fetchCache, f)).mtimeMs > built) : []
    expect(written).toEqual([])
  })

  it('with the upstream down, answers are 503 with Retry-After or 404, never 500', async () => {
    await upstream.stop()
    for (const target of [
      '/news/no-such-story',
      '/api/news_events/news?page=9&perPage=3',
      '/cms/api/media/file/any-picture.jpg',
      '/people',
    ]) {
      const response = await fetch(`${site.url}${target}`)
      await response.arrayBuffer()
      expect([404, 503], target).toContain(response.status)
      if (response.status === 503) expect(response.headers.get('retry-after'), target).toMatch(/^\d+$/)
    }
    const api = await fetch(`${site.url}/api/news_events/news?page=8&perPage=3`)
    expect(api.status).toBe(503)
    expect(await api.json()).toMatchObject({ error: { code: 'unavailable' } })
    const health = await fetch(`${site.url}/health`)
    expect(health.status).toBe(503)
    expect(((await health.json()) as { checks: { upstream: string } }).checks.upstream).not.toBe('ok')
  })
})

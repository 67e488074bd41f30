/**
 * `npm run bench`: requests per second and latency of the site, as visitors
 * and a CDN see it, with autocannon at 32 connections.
 *
 *  1. `next start` on a freshly seeded database: the home page, a listing, a
 *     news story, a contract read and the search JSON (each warmed first, so
 *     the data cache is filled), against two references: a prerendered route
 *     of the same app (/ping: Next.js's own ceiling) and a bare Node server
 *     answering the home page's bytes (in its own process).
 *  2. The same pages through the nginx recipe (deploy/nginx.conf) on loopback.
 *     And the uploaded images the contract names, in turn, from the app and
 *     through nginx, with nginx's cache hit ratio for them (its X-Cache-Status:
 *     each file's first request is a miss, the rest should be hits).
 *  3. nginx balancing two app servers on the same database: pages, and a listing
 *     page nginx does not keep (every request reaches a server).
 *  4. The first server's memory (RSS) after 100,000 mixed requests.
 *
 * Needs the production build (`npm run build`) and, for parts 2 and 3, nginx.
 * BENCH_DURATION sets seconds per run (default 10); BENCH_MIXED the requests of part 4; BENCH_PORT the first of
 * the five ports it listens on (default 3242).
 */
import { readFileSync } from 'node:fs'
import { spawn } from 'node:child_process'

import autocannon from 'autocannon'

import { nginxBinary, startNginx } from '../deploy/local-nginx.mjs'
import { startApp } from './server'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = 32
// BENCH_PORT moves the five servers (default 3242 to 3246), for a machine where those are taken.
const firstPort = Number(process.env.BENCH_PORT ?? 3242)
const ports = { app: firstPort, bare: firstPort + 1, nginx: firstPort + 2, second: firstPort + 3, pair: firstPort + 4 }
const mixedRequests = Number(process.env.BENCH_MIXED ?? 100_000)

/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(
  url: string,
  headers: Record<string, string> = {},
  requests?: Parameters<typeof autocannon>[0]['requests'],
): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers, requests })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/**
 * The bare Node reference: a server answering the home page's bytes, in a process of its own
 * (in this one it would share a core's event loop with the load it is measured by).
 */
async function startBareServer(body: Buffer) {
  // The body comes on standard input (an environment variable would be too long for it).
  const code = `const chunks = []
    process.stdin.on('data', (chunk) => chunks.push(chunk)).on('end', () => {
      const body = Buffer.concat(chunks)
      require('node:http').createServer((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
        res.end(body)
      }).listen(${ports.bare}, '127.0.0.1', () => console.log('ready'))
    })`
  const child = spawn(process.execPath, ['-e', code], { stdio: ['pipe', 'pipe', 'inherit'] })
  child.stdin.end(body)
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve())
    child.once('exit', () => reject(new Error('the bare Node server exited')))
  })
  return child
}

/** The uploaded images (originals) the contract's news, events and people name, each once. */
async function imagePaths(base: string): Promise<string[]> {
  const calls = ['/api/news_events/all?perPage=100', '/api/events?perPage=100', '/api/peoples?perPage=100']
  const found = await Promise.all(calls.map(async (call) => (await (await fetch(`${base}${call}`)).json()).data))
  const urls = found
    .flat()
    .flatMap((item: { image?: { url: string } | null; photo?: { url: string } | null }) =>
      [item.image?.url, item.photo?.url].filter((url): url is string => typeof url === 'string' && url.startsWith('/cms/api/media/file/')),
    )
  return [...new Set(urls)]
}

/** The uploaded images in turn, counting nginx's cache status of each answer: its figures and the share of hits. */
async function loadImages(url: string, paths: string[]): Promise<Figures & { hits: number; answers: number }> {
  const statuses = new Map<string, number>()
  const onResponse = (_status: number, _body: string, _context: unknown, headers: Record<string, string | string[]>) => {
    const status = String(Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-cache-status')?.[1] ?? 'none')
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  const figures = await load(
    url,
    {},
    paths.map((path) => ({ method: 'GET' as const, path, onResponse })),
  )
  return { ...figures, hits: statuses.get('HIT') ?? 0, answers: [...statuses.values()].reduce((a, b) => a + b, 0) }
}

async function main() {
  const app = await startApp('bench', ports.app)
  try {
    const story = (await (await fetch(`${app.url}/api/news_events/news?perPage=1`)).json()).data[0].url as string
    const pages: { name: string; path: string; headers?: Record<string, string> }[] = [
      { name: 'home page', path: '/' },
      { name: 'listing (/news)', path: '/news' },
      { name: 'news story', path: story },
      { name: 'contract read', path: '/api/news_events/news?page=2&perPage=10' },
      { name: 'search JSON', path: '/search?query=malaria', headers: { 'X-Requested-With': 'XMLHttpRequest' } },
    ]
    // Warm up: fill the data cache and let the JIT settle.
    for (const p of pages) for (let i = 0; i < 20; i++) await (await fetch(`${app.url}${p.path}`, { headers: p.headers })).arrayBuffer()

    const bare = await startBareServer(Buffer.from(await (await fetch(`${app.url}/`)).arrayBuffer()))

    console.log(`autocannon: ${connections} connections, ${duration} s per run\n`)
    const ceiling = await load(`${app.url}/ping`)
    const bareFigures = await load(`http://127.0.0.1:${ports.bare}/`)
    const rows: string[][] = [['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx', 'vs Next ceiling', 'vs bare Node']]
    const row = (name: string, f: Figures) => [
      name,
      f.rps.toFixed(0),
      String(f.p50),
      String(f.p99),
      String(f.errors),
      String(f.non2xx),
      `${((f.rps / ceiling.rps) * 100).toFixed(0)}%`,
      `${((f.rps / bareFigures.rps) * 100).toFixed(0)}%`,
    ]
    rows.push(row('reference: prerendered /ping (Next.js ceiling)', ceiling), row('reference: bare Node, home page bytes', bareFigures))
    for (const p of pages) rows.push(row(`next start: ${p.name}`, await load(`${app.url}${p.path}`, p.headers)))
    const images = await imagePaths(app.url)
    rows.push(row(`next start: ${images.length} uploaded images in turn`, await loadImages(app.url, images)))
    let imageCache = 'nginx: not installed'

    if (nginxBinary()) {
      const nginx = await startNginx({ listenPort: ports.nginx, appPort: ports.app })
      try {
        for (const p of pages) {
          await fetch(`${nginx.url}${p.path}`, { headers: p.headers })
          rows.push(row(`nginx: ${p.name}`, await load(`${nginx.url}${p.path}`, p.headers)))
        }
        // From an empty cache: each file's first answer is a MISS.
        const cached = await loadImages(nginx.url, images)
        rows.push(row(`nginx: ${images.length} uploaded images in turn`, cached))
        imageCache = `${((cached.hits / cached.answers) * 100).toFixed(1)}% hits (${cached.hits.toLocaleString('en')} of ${cached.answers.toLocaleString('en')} answers, ${images.length} files)`
      } finally {
        await nginx.stop()
      }
      const second = await startApp('bench', ports.second, { shared: true })
      const pair = await startNginx({ listenPort: ports.pair, appPorts: [ports.app, ports.second] })
      try {
        // A signed-in editor's requests (the CMS cookie) are never kept by nginx: each reaches a server, which serves its cached page.
        const editor = { Cookie: 'payload-token=bench' }
        const spread = [...pages.slice(0, 3), { name: 'home page, editor cookie (past nginx)', path: '/', headers: editor }]
        for (const p of spread) {
          await fetch(`${pair.url}${p.path}`, { headers: p.headers })
          rows.push(row(`nginx, two servers: ${p.name}`, await load(`${pair.url}${p.path}`, p.headers)))
        }
      } finally {
        await pair.stop()
        second.stop()
      }
    } else rows.push(['nginx: not installed (apt-get install nginx-light)', '', '', '', '', '', '', ''])
    bare.kill()

    // Memory: the first server after many mixed requests (pages, listings with queries, contract, search).
    const rssBefore = rssMb(app.pid)
    const mixed = [...pages, { name: 'listing query', path: '/publications?page=2' }, { name: 'missing page', path: '/no-such-page' }]
    await autocannon({
      url: app.url,
      connections,
      amount: mixedRequests,
      requests: mixed.map((p) => ({ method: 'GET' as const, path: p.path, headers: p.headers })),
    })
    const rss = rssMb(app.pid)

    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
    for (const r of rows) console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
    console.log(
      `\nRSS of the first server: ${rssBefore.toFixed(0)} MB after the runs above, ${rss.toFixed(0)} MB after ${mixedRequests.toLocaleString('en')} more mixed requests (aim: under 600 MB)`,
    )
    console.log(`nginx's cache for the uploaded images: ${imageCache}`)
    console.log(
      'Aims: home, /news and a story at 90% or more of the Next.js ceiling; through nginx, 60% or more of bare Node (images too); no errors.',
    )
  } finally {
    app.stop()
  }
}

await main()
process.exit(0)

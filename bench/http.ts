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
 *  3. nginx balancing two app servers on the same database: pages, and a listing
 *     page nginx does not keep (every request reaches a server).
 *  4. The first server's memory (RSS) after 100,000 mixed requests.
 *
 * Needs the production build (`npm run build`) and, for parts 2 and 3, nginx.
 * BENCH_DURATION sets seconds per run (default 10); BENCH_MIXED the requests of part 4.
 */
import { readFileSync } from 'node:fs'
import { spawn } from 'node:child_process'

import autocannon from 'autocannon'

import { nginxBinary, startNginx } from '../deploy/local-nginx.mjs'
import { startApp } from './server'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = 32
const ports = { app: 3242, bare: 3243, nginx: 3244, second: 3245, pair: 3246 }
const mixedRequests = Number(process.env.BENCH_MIXED ?? 100_000)

/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid: number) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

type Figures = { rps: number; p50: number; p99: number; errors: number; non2xx: number }

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, headers })
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

    if (nginxBinary()) {
      const nginx = await startNginx({ listenPort: ports.nginx, appPort: ports.app })
      try {
        for (const p of pages) {
          await fetch(`${nginx.url}${p.path}`, { headers: p.headers })
          rows.push(row(`nginx: ${p.name}`, await load(`${nginx.url}${p.path}`, p.headers)))
        }
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
    console.log('Aims: home, /news and a story at 90% or more of the Next.js ceiling; through nginx, 60% or more of bare Node; no errors.')
  } finally {
    app.stop()
  }
}

await main()
process.exit(0)

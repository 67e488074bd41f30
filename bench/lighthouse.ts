/**
 * `npm run lighthouse`: Lighthouse (mobile preset) with Debian's Chromium on
 * the home page, a listing, a news story, an event and a person of `next start`
 * on a freshly seeded database, each run LIGHTHOUSE_RUNS times (default 3).
 * Prints the median run's four category scores, CLS and the bytes of
 * JavaScript each page loads (the run with the median performance score), and
 * the median LCP of the runs.
 * Needs the production build (`npm run build`).
 * CHROME_PATH picks another browser (default /usr/bin/chromium), LIGHTHOUSE_PORT
 * the server's port (default 3245; nginx takes the next two). Then the same
 * pages through the HTTPS recipe (deploy/nginx-https.conf, TLS and HTTP/2) with
 * a self-signed certificate, as visitors reach a deployed site. Below each
 * table: every best-practices audit that lost points, per page.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { nginxBinary, selfSignedCertificate, startNginx } from '../deploy/local-nginx.mjs'
import { startApp } from './server'

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3245)
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

type Page = [name: string, address: string]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Lighthouse on each page of `base`, `runs` times: the median run's row per page (the run with the median
 * performance score; LCP is the median of all runs' LCP, as the score's runs can tie), and the best-practices
 * audits that lost points. Each page is asked of the server (`origin`) first, as a second visitor finds it.
 */
async function measure(chromePort: number, base: string, origin: string, pages: Page[]) {
  const deductions: string[] = []
  const rows: string[][] = [['page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'CLS', 'JS bytes']]
  for (const [name, address] of pages) {
    await fetch(`${origin}${address}`)
    const results = []
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${address}`, { port: chromePort, output: 'json', logLevel: 'error' })
      if (!result) throw new Error(`Lighthouse returned nothing for ${address}`)
      results.push(result.lhr)
    }
    const byPerformance = results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
    const { categories, audits } = byPerformance[Math.floor(byPerformance.length / 2)]
    const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100))
    for (const ref of categories['best-practices']?.auditRefs ?? []) {
      const audit = audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) deductions.push(`${name}: ${audit.id} (${audit.title})`)
    }
    const scripts = (
      audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items?.find((i) => i.resourceType === 'script')
    rows.push([
      name,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      String(Math.round(median(results.map((run) => run.audits['largest-contentful-paint']?.numericValue ?? 0)))),
      (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      String(scripts?.transferSize ?? 0),
    ])
  }
  return { rows, deductions }
}

function print(title: string, { rows, deductions }: Awaited<ReturnType<typeof measure>>) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  console.log(`${title}\n`)
  for (const r of rows) console.log(r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
  console.log(deductions.length ? `\nBest practices lost on:\n${deductions.join('\n')}\n` : '\nBest practices: no audit lost points.\n')
}

async function main() {
  const app = await startApp('bench-lighthouse', port)
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // The HTTPS recipe's certificate is self-signed.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--ignore-certificate-errors'],
  })
  try {
    const first = async (call: string) => (await (await fetch(`${app.url}${call}`)).json()).data[0].url as string
    const pages: Page[] = [
      ['home page', '/'],
      ['listing (/news)', '/news'],
      ['news story', await first('/api/news_events/news?perPage=1')],
      ['event', await first('/api/events?perPage=1')],
      ['person', await first('/api/peoples?perPage=1')],
    ]
    print(
      'Lighthouse, mobile preset (simulated slow 4G, mid-range phone): next start (HTTP/1.1)',
      await measure(chrome.port, app.url, app.url, pages),
    )
    if (nginxBinary()) {
      const nginx = await startNginx({ listenPort: port + 1, appPort: port, https: { port: port + 2, ...selfSignedCertificate() } })
      try {
        print(
          'The same through the HTTPS recipe (deploy/nginx-https.conf: TLS, HTTP/2), as deployed',
          await measure(chrome.port, nginx.httpsUrl ?? '', app.url, pages),
        )
      } finally {
        await nginx.stop()
      }
    } else console.log('nginx is not installed (apt-get install nginx-light): no figures through the HTTPS recipe.\n')
    console.log('Aim: 100 in every category, LCP 1,200 ms or less.')
  } finally {
    chrome.kill()
    app.stop()
  }
}

await main()
process.exit(0)

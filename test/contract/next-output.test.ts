import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isChunkLoadError } from '@/lib/edge/enhance.mjs'
import { withoutFramework } from '@/lib/edge/html.mjs'
import { hydrateAttribute } from '@/lib/edge/hydrate.mjs'
import * as nextOutput from '@/lib/edge/nextOutput.mjs'

import { type RunningServer, startNextAlone } from '../support/server'

/**
 * The canary of a Next.js upgrade: each assumption the edge makes about
 * Next.js's output (lib/edge/nextOutput.mjs) checked, by its name, against
 * the real build: pages as Next.js's handler answers them with nothing in
 * front (test/support/next-alone.mjs), the build's files and settings. A
 * failure names the assumption that no longer holds.
 */

type Assumption = keyof typeof nextOutput
const root = path.resolve(import.meta.dirname, '../..')
const checked = new Set<Assumption>()

/** One test per assumption (or a few that stand together), named after them. */
function assumption(names: Assumption[], check: () => void | Promise<void>) {
  for (const name of names) checked.add(name)
  it(names.join(', '), async () => {
    try {
      await check()
    } catch (error) {
      throw new Error(
        `Next.js's output no longer matches ${names.map((name) => `\`${name}\``).join(', ')} in lib/edge/nextOutput.mjs: ${(error as Error).message}`,
        { cause: error },
      )
    }
  })
}

/** Fails with what was found when `holds` is false. */
function expectThat(holds: boolean, found: string) {
  if (!holds) throw new Error(found)
}

let next: RunningServer
/** Pages as Next.js answers them: a cached listing with a part React runs when used, a form, the home page, the 404 page, a story rendered on demand, a page rendered per request. */
const pages: Record<string, string> = {}
const get = (address: string, headers: Record<string, string> = {}) => fetch(`${next.url}${address}`, { headers, redirect: 'manual' })

beforeAll(async () => {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) }
  // Next.js's own cache in this process only: the first render of a page is this server's.
  delete env.REDIS_URL
  next = await startNextAlone(env)
  const story = (await (await get('/api/news_events/news?perPage=1')).json()).data[0].url as string
  for (const address of ['/news', '/contact-us', '/', '/no-such-page', story, '/verify-staff'])
    pages[address] = await (await get(address)).text()
})
afterAll(async () => {
  await next?.stop()
})

const tagsOf = (page: string, name: 'script' | 'link') => page.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []
const inlineScripts = (page: string) =>
  [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !m[1].includes(' src=')).map((m) => m[2])
/** The addresses of a page's script and stylesheet files. */
const fileAddresses = (page: string) =>
  [...page.matchAll(/<(?:script|link)\b[^>]*? (?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((url) => /\.(js|css)(\?|$)/.test(url))
const each = (check: (page: string, address: string) => void) => {
  for (const [address, page] of Object.entries(pages)) check(page, address)
}

describe('Next.js’s output, as the edge assumes it', () => {
  assumption(['staticPrefix'], () => {
    each((page, address) => {
      const files = fileAddresses(page)
      expectThat(files.length > 0, `${address} names no script or stylesheet file`)
      for (const url of files)
        expectThat(url.startsWith(nextOutput.staticPrefix), `${address} names ${url}, not under ${nextOutput.staticPrefix}`)
    })
  })

  assumption(['staticDir'], () => {
    each((page, address) => {
      for (const url of fileAddresses(page).filter((url) => url.startsWith(nextOutput.staticPrefix))) {
        const file = path.join(root, nextOutput.staticDir, url.slice(nextOutput.staticPrefix.length).split('?')[0])
        expectThat(existsSync(file), `${url} (in ${address}) is not at ${file}`)
        expectThat(
          existsSync(`${file}.br`),
          `${url} has no precompressed copy (${file}.br): npm run build makes one for each file in ${nextOutput.staticDir}`,
        )
      }
    })
  })

  /** Script tags with a file. */
  const scriptFiles = (page: string) => tagsOf(page, 'script').filter((tag) => tag.includes(' src='))

  assumption(['scriptPrefix'], () => {
    each((page, address) => {
      const scripts = scriptFiles(page)
      expectThat(scripts.length > 0, `${address} has no script files`)
      for (const tag of scripts)
        expectThat(tag.includes(` src="${nextOutput.scriptPrefix}`), `${address}: ${tag} is not under ${nextOutput.scriptPrefix}`)
    })
  })

  assumption(['scriptTag'], () => {
    each((page, address) => {
      // The framework's scripts (a legacy one for old browsers aside) load async, written as the edge finds them.
      const framework = scriptFiles(page).filter((tag) => !/nomodule/i.test(tag))
      expectThat(framework.length > 0, `${address} has no framework scripts but a legacy one`)
      for (const tag of framework) {
        expectThat(tag.includes(nextOutput.scriptTag.source), `${address}: ${tag} has no${nextOutput.scriptTag.source}…`)
        expectThat(tag.includes(nextOutput.scriptTag.async), `${address}: ${tag} has no${nextOutput.scriptTag.async}`)
      }
    })
  })

  assumption(['scriptPreload'], () => {
    each((page, address) => {
      for (const tag of tagsOf(page, 'link').filter((tag) => /\.js"/.test(tag)))
        expectThat(
          tag.includes(nextOutput.scriptPreload.rel) && tag.includes(nextOutput.scriptPreload.as),
          `${address}: ${tag} is not written with${nextOutput.scriptPreload.rel} and${nextOutput.scriptPreload.as}`,
        )
    })
  })

  assumption(['flightScript'], () => {
    each((page, address) => {
      const flight = inlineScripts(page).filter((body) => body.includes('__next_f'))
      expectThat(flight.length > 0, `${address} has no inline script that holds the page for the framework (__next_f)`)
      for (const body of flight)
        expectThat(
          nextOutput.flightScript.test(body),
          `${address}: <script>${body.slice(0, 80)}… does not match ${nextOutput.flightScript}`,
        )
      // So a page without the framework holds none of it.
      expectThat(!withoutFramework(page).includes('__next_f'), `${address} without the framework still holds __next_f`)
    })
  })

  assumption(['turbopackScript'], () => {
    each((page, address) => {
      for (const body of inlineScripts(page).filter((script) => script.includes('TURBOPACK')))
        expectThat(
          nextOutput.turbopackScript.test(body),
          `${address}: <script>${body.slice(0, 80)}… does not match ${nextOutput.turbopackScript}`,
        )
      const left = withoutFramework(page)
      for (const trace of ['TURBOPACK', ` src="${nextOutput.scriptPrefix}`, nextOutput.scriptPreload.as])
        expectThat(!left.includes(trace), `${address} without the framework still holds ${trace}`)
    })
  })

  assumption(['tagNames'], () => {
    each((page, address) => {
      for (const body of inlineScripts(page))
        for (const name of nextOutput.tagNames)
          expectThat(!body.toLowerCase().includes(name), `an inline script of ${address} holds a raw ${name}: ${body.slice(0, 80)}…`)
    })
  })

  assumption(['headTags'], () => {
    each((page, address) => {
      const { open, close } = nextOutput.headTags
      expectThat(page.split(open).length === 2 && page.split(close).length === 2, `${address} has not one ${open} and one ${close}`)
      expectThat(page.indexOf(open) < page.indexOf(close), `${address}: ${close} before ${open}`)
    })
  })

  assumption(['attribute', 'attributeStart'], () => {
    const { attribute, attributeStart } = nextOutput
    expectThat(
      pages['/contact-us'].includes(attribute(hydrateAttribute, '')),
      `the form's mark is not written ${attribute(hydrateAttribute, '')}`,
    )
    expectThat(
      pages['/news'].includes(attributeStart(hydrateAttribute, 'when-')),
      `the listing's mark is not written ${attribute(hydrateAttribute, 'when-used')}`,
    )
    expectThat(
      pages['/no-such-page'].includes(attribute('data-http-status', '404')),
      `the 404 page's mark is not written ${attribute('data-http-status', '404')}`,
    )
    expectThat(pages['/news'].includes(attribute('async', '')), 'no attribute written async=""')
  })

  assumption(['htmlType'], async () => {
    const page = await get('/news')
    expectThat(nextOutput.htmlType.test(page.headers.get('content-type') ?? ''), `a page is ${page.headers.get('content-type')}`)
    const data = await get('/news', { rsc: '1' })
    expectThat(!nextOutput.htmlType.test(data.headers.get('content-type') ?? ''), `a page's data is ${data.headers.get('content-type')}`)
  })

  assumption(['pageHeadOpeners'], async () => {
    for (const address of ['/news', '/verify-staff', '/no-such-page']) await (await get(address)).text()
    const calls = next
      .log()
      .split('\n')
      .filter((line) => line.startsWith('[calls] '))
      .map((line) => JSON.parse(line.slice('[calls] '.length)) as { url: string; calls: string[] })
      .filter(({ url }) => ['/news', '/verify-staff', '/no-such-page'].includes(url))
    expectThat(calls.length >= 3, `no calls recorded: ${next.log().slice(-500)}`)
    for (const { url, calls: made } of calls)
      expectThat(nextOutput.pageHeadOpeners.includes(made[0]), `${url} was answered with ${made.join(', ')}: its head went out first`)
  })

  assumption(['nonceRequestHeaders'], async () => {
    for (const header of nextOutput.nonceRequestHeaders) {
      const page = await (await get('/verify-staff', { [header]: "script-src 'nonce-canary'" })).text()
      expectThat(page.includes('nonce="canary"'), `a nonce in the request's ${header} is not written into the page`)
    }
  })

  assumption(['rewriteHeader'], async () => {
    const answer = await get('/search?query=malaria', { 'x-requested-with': 'XMLHttpRequest' })
    expectThat(
      answer.headers.get(nextOutput.rewriteHeader) !== null,
      `a rewritten answer has no ${nextOutput.rewriteHeader}: ${[...answer.headers.keys()]}`,
    )
  })

  assumption(['repeatedHeader'], async () => {
    // A redirect of the seeded content (/about), rendered for the first time as it is cached, then from the cache.
    const first = (await get('/about')).headers.get(nextOutput.repeatedHeader) ?? ''
    expectThat(first.split(',').length === 2, `a redirect rendered as it is cached had ${nextOutput.repeatedHeader}: ${first}`)
    const again = (await get('/about')).headers.get(nextOutput.repeatedHeader) ?? ''
    expectThat(again !== '' && !again.includes(','), `a redirect from the cache had ${nextOutput.repeatedHeader}: ${again}`)
  })

  assumption(['chunkLoadErrorName'], () => {
    const dir = path.join(root, nextOutput.staticDir, 'chunks')
    const named = readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .some((file) => readFileSync(path.join(dir, file), 'utf8').includes(`"${nextOutput.chunkLoadErrorName}"`))
    expectThat(named, `no script of the build names its errors "${nextOutput.chunkLoadErrorName}"`)
    expectThat(
      isChunkLoadError(Object.assign(new Error('Failed to load chunk'), { name: nextOutput.chunkLoadErrorName })),
      'not recognised',
    )
  })

  assumption(['buildSettingsFile', 'buildSettings'], () => {
    const { config } = JSON.parse(readFileSync(path.join(root, nextOutput.buildSettingsFile), 'utf8'))
    expectThat(typeof config.assetPrefix === 'string' && typeof config.basePath === 'string', `no assetPrefix and basePath in its config`)
    expect(nextOutput.buildSettings(root)).toEqual({ assetPrefix: '', basePath: '' })
  })

  it('checks every assumption named in lib/edge/nextOutput.mjs', () => {
    expect(Object.keys(nextOutput).filter((name) => !checked.has(name as Assumption))).toEqual([])
  })
})

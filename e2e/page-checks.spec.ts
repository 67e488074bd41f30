import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { z } from 'zod'

import { lacks } from '../test/support/requirements.mjs'
import { axeViolations } from './axe'
import { expect, gotoHydrated, test } from './fixtures'
import { pageTypes } from './pageTypes'

/**
 * Every page type (e2e/pageTypes.ts) against the two automatic checks:
 * axe (WCAG 2.2 A/AA and best practice) at a desktop and a phone width, and
 * the Nu Html Checker on the HTML the server sends.
 */

const viewports = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]

test.describe('accessibility (axe): no violations', () => {
  // The slowest group of the suite, and each test only reads: shared out between the workers.
  test.describe.configure({ mode: 'parallel' })
  for (const type of pageTypes) {
    test(type.name, async ({ page, expectedErrors }) => {
      test.setTimeout(90_000)
      if (type.status === 404) expectedErrors.push(/^404 /)
      const response = await gotoHydrated(page, await type.path(page.request))
      expect(response?.status()).toBe(type.status ?? 200)
      for (const viewport of viewports) {
        await page.setViewportSize(viewport)
        expect(await axeViolations(page), `${viewport.width}×${viewport.height}`).toEqual([])
      }
    })
  }
})

const vnuJar = path.join(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar')
const VnuMessage = z.object({
  type: z.string(),
  subType: z.string().optional(),
  url: z.string().optional(),
  lastLine: z.number().optional(),
  message: z.string(),
  extract: z.string().optional(),
})
const VnuReport = z.object({ messages: z.array(VnuMessage) })

test('valid HTML (Nu Html Checker): no errors on any page type', async ({ request }) => {
  test.skip(lacks('java'), 'Java is missing')
  test.setTimeout(180_000)
  const dir = mkdtempSync(path.join(tmpdir(), 'html-check-'))
  try {
    const names = new Map<string, string>()
    for (const [index, type] of pageTypes.entries()) {
      const pagePath = await type.path(request)
      const response = await request.get(pagePath, { maxRedirects: 0 })
      expect(response.status(), `${type.name}: ${pagePath}`).toBe(type.status ?? 200)
      const file = path.join(dir, `${index}.html`)
      writeFileSync(file, await response.text())
      names.set(`file:${file}`, `${type.name} (${pagePath})`)
    }
    // One run for all pages: the checker's start-up is most of its time.
    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...[...names.keys()].map((u) => u.slice(5))], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    expect(run.error).toBeUndefined()
    const { messages } = VnuReport.parse(JSON.parse(run.stdout))
    const describe = (m: z.infer<typeof VnuMessage>) =>
      `${names.get(m.url ?? '') ?? m.url} line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim()}]` : ''}`
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning')
    // Warnings are reported, not failed: they include advice on valid markup (e.g. a redundant role).
    if (warnings.length) console.log(`HTML checker warnings:\n${warnings.map(describe).join('\n')}`)
    expect(messages.filter((m) => m.type === 'error' || m.type === 'non-document-error').map(describe)).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/**
 * The browser waits for every stylesheet in the head before it paints, so each page links one
 * (app/(site)/layout.tsx imports them all): a component that imports its own CSS would add a
 * second file to the pages that use it.
 */
test('one stylesheet on every page type', async ({ request }) => {
  for (const type of pageTypes) {
    const pagePath = await type.path(request)
    const html = await (await request.get(pagePath)).text()
    const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1])
    expect(stylesheets, `${type.name}: ${pagePath}`).toHaveLength(1)
  }
})

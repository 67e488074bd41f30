import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The README and docs/*.md: the README stays short, every relative link leads
 * to a file (and, with a #fragment, to a heading of it), every `npm run …`
 * names a script of package.json, and each docs file opens with a contents list
 * of its sections.
 */
const root = path.resolve(import.meta.dirname, '../..')
const docsDir = path.join(root, 'docs')
const docs = readdirSync(docsDir)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`)
const markdownFiles = ['README.md', ...docs]
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The text without fenced code blocks (their lines become empty, so line numbers hold). */
function withoutFences(markdown: string): string {
  let fence: string | null = null
  return markdown
    .split('\n')
    .map((line) => {
      const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1]
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null
        return ''
      }
      if (marker) {
        fence = marker
        return ''
      }
      return line
    })
    .join('\n')
}

/** Prose only: no fenced blocks and no code spans (a span may hold brackets that are not links). */
const prose = (markdown: string) => withoutFences(markdown).replace(/(`+)[\s\S]*?\1/g, '')

/** GitHub's anchor for a heading: lower case, code marks and punctuation dropped, each space a hyphen. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

type Heading = { level: number; text: string; anchor: string }

/** Every heading outside code, with its anchor; a repeated anchor gets -1, -2… as on GitHub. */
function headingsOf(markdown: string): Heading[] {
  const seen = new Map<string, number>()
  const headings: Heading[] = []
  for (const line of withoutFences(markdown).split('\n')) {
    const match = line.match(/^(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/)
    if (!match) continue
    const base = anchorOf(match[2])
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    headings.push({ level: match[1].length, text: match[2], anchor: count ? `${base}-${count}` : base })
  }
  return headings
}

/** Inline links and images `[text](target "title")` in prose. */
function linksOf(markdown: string): string[] {
  return [...prose(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1])
}

/** What is wrong with one link of `file`, or null. External addresses (a scheme such as https:, mailto:) are not checked. */
function brokenLink(file: string, target: string): string | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(target)) return null
  const hash = target.indexOf('#')
  const filePart = hash < 0 ? target : target.slice(0, hash)
  const fragment = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1))
  const resolved = filePart ? path.resolve(path.dirname(path.join(root, file)), decodeURIComponent(filePart)) : path.join(root, file)
  if (!existsSync(resolved)) return `${target}: no such file`
  if (fragment === null) return null
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) return `${target}: a #fragment needs a Markdown file`
  const anchors = headingsOf(readFileSync(resolved, 'utf8')).map((h) => h.anchor)
  return anchors.includes(fragment) ? null : `${target}: no heading with the anchor #${fragment}`
}

describe('docs anchors', () => {
  it.each([
    ['Running the tests', 'running-the-tests'],
    ["On another server's content (upstream mode)", 'on-another-servers-content-upstream-mode'],
    ['The contract (`/api/*`)', 'the-contract-api'],
    ['Caching, health checks and outages', 'caching-health-checks-and-outages'],
    ['Getting into /admin the first time', 'getting-into-admin-the-first-time'],
  ])('%s → #%s', (heading, anchor) => {
    expect(anchorOf(heading)).toBe(anchor)
  })
})

describe('README', () => {
  it('is at most 200 lines', () => {
    expect(read('README.md').trimEnd().split('\n').length).toBeLessThanOrEqual(200)
  })
})

describe.each(markdownFiles)('%s', (file) => {
  const text = read(file)

  it('links only to files and headings that exist', () => {
    const links = linksOf(text)
    if (file !== 'README.md') expect(links.length).toBeGreaterThan(0)
    const broken = links.map((target) => brokenLink(file, target)).filter(Boolean)
    expect(broken).toEqual([])
  })

  it('names only npm scripts that package.json has', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    const named = new Set<string>()
    for (const m of text.matchAll(/\bnpm run ([\w:.-]*\w)/g)) named.add(m[1])
    for (const m of text.matchAll(/\bnpm (test|start)\b/g)) named.add(m[1])
    const missing = [...named].filter((name) => !Object.hasOwn(scripts, name))
    expect(missing).toEqual([])
  })
})

describe.each(docs)('%s', (file) => {
  const text = read(file)
  const headings = headingsOf(text)

  it('starts with an H1', () => {
    expect(text.split('\n')[0]).toMatch(/^# \S/)
    expect(headings.filter((h) => h.level === 1)).toHaveLength(1)
  })

  it('has a Contents list, before its first section, linking every H2 in order', () => {
    const lines = withoutFences(text).split('\n')
    const start = lines.findIndex((line) => /^(\*\*Contents\*\*|Contents):?$/.test(line.trim()))
    expect(start, 'a "Contents" line').toBeGreaterThan(0)
    const firstSection = lines.findIndex((line) => /^##\s/.test(line))
    expect(start).toBeLessThan(firstSection < 0 ? Infinity : firstSection)
    const items: string[] = []
    for (const line of lines.slice(start + 1)) {
      if (!line.trim() && !items.length) continue
      if (!/^\s*[-*] /.test(line)) break
      items.push(line)
    }
    const listed = items.map((item) => item.match(/\]\(#([^)\s]+)\)/)?.[1] ?? `(no link: ${item.trim()})`)
    const sections = headings.filter((h) => h.level === 2).map((h) => h.anchor)
    expect(sections.length).toBeGreaterThan(0)
    expect(listed).toEqual(sections)
  })
})

import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { FLIGHT_HEADERS, NEXT_RSC_UNION_QUERY, NEXT_URL } from 'next/dist/client/components/app-router-headers'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { endpoints } from '@/lib/contract'

/**
 * The nginx recipe's cache key (deploy/snippets/) against what the code reads:
 * a query parameter that a page, the contract or Next.js's image optimizer reads
 * and the key leaves out would let one address be stored as another. The
 * behaviour itself runs in test/contract/nginx.test.ts, through real nginx.
 */
const root = path.resolve(import.meta.dirname, '../..')
const recipe = (file: string) => readFileSync(path.join(root, 'deploy', file), 'utf8')
const httpPart = recipe('snippets/institute-http.conf')
const sitePart = recipe('snippets/institute-site.conf')

/** A location's body in the site snippet, or the server level (everything before the first location). */
const block = (location?: string) =>
  location
    ? (new RegExp(`^location ${location.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\{([\\s\\S]*?)^\\}`, 'm').exec(sitePart)?.[1] ?? '')
    : sitePart.slice(0, sitePart.search(/^location /m))
/** The parameters a proxy_cache_key holds, in order. */
const keyed = (body: string) => {
  const key = /^\s*proxy_cache_key "([^"]+)";/m.exec(body)?.[1] ?? ''
  return [...key.matchAll(/\$institute_arg_(\w+)/g)].map((m) => m[1])
}
const pageKey = keyed(block())
const imageKey = keyed(block('= /_next/image'))

/** A map's body in the http snippet. */
const mapBody = (variable: string) => new RegExp(`^map \\S+ \\$${variable}\\s+\\{([\\s\\S]*?)\\}\\s*$`, 'm').exec(httpPart)?.[1] ?? ''
/** A map's regular expressions with their values, as JavaScript RegExps (the recipe's PCRE is the common subset). */
const mapRules = (variable: string) =>
  [...mapBody(variable).matchAll(/(?:"~(\*?)([^"]+)"|~(\*?)(\S+))\s+([^;]+);/g)].map((m) => ({
    pattern: new RegExp(m[2] ?? m[4], (m[1] ?? m[3]) ? 'i' : ''),
    value: m[5].trim(),
  }))
/** The value a map gives `input`: the first rule that matches (captures filled in), or its default. */
function mapValue(variable: string, input: string): string {
  for (const { pattern, value } of mapRules(variable)) {
    const match = pattern.exec(input)
    if (match) return value.replace(/\$(\d)/g, (_, i: string) => match[Number(i)] ?? '')
  }
  return /^\s*default\s+(\S+);/m.exec(mapBody(variable))?.[1] ?? ''
}

// --- What the code reads -------------------------------------------------------

/** The query parameters of the contract's GET calls, from their zod schemas. */
const contractParams = Object.values(endpoints)
  .filter((endpoint) => endpoint.method === 'GET')
  .flatMap((endpoint) => (endpoint.query instanceof z.ZodObject ? Object.keys(endpoint.query.shape) : ['(not an object schema)']))

/** The route of a folder under app/, with each [param] filled in, e.g. /verify-staff/example. */
const routeOf = (dir: string) =>
  '/' +
  path
    .relative(path.join(root, 'app'), dir)
    .split(path.sep)
    .filter((segment) => segment && !/^\(.+\)$/.test(segment))
    .map((segment) => (/^\[.+\]$/.test(segment) ? 'example' : segment))
    .join('/')
const privateRoutes = mapRules('institute_private').map((rule) => rule.pattern)
const cmsRoutes = /^\/(admin|cms)(\/|$)/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const route = full.startsWith(path.join(root, 'app')) ? routeOf(full) : ''
      // Never cached: what these read does not need to be in the key.
      return privateRoutes.some((re) => re.test(route)) || cmsRoutes.test(route) ? [] : sourceFiles(full)
    }
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/**
 * The query parameters one source file reads: the names read off `await searchParams`
 * (a page's prop: `raw.page`, `raw['page']`, `const { page } = …`) and, where it
 * reads the address in the browser (useSearchParams(), or the listing's useQuery()), every `.get('…')`. A use it cannot name (`...rest`,
 * passing the whole object on) is reported, so the test cannot be dodged.
 */
function queryReads(file: string): { names: string[]; unclear: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const names: string[] = []
  const unclear: string[] = []
  const where = (node: ts.Node) => `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const nameOf = (node: ts.Node | undefined) => (node && (ts.isIdentifier(node) || ts.isStringLiteral(node)) ? node.text : null)
  const hooks = /\b(useSearchParams|useQuery)\(/.test(source.text)

  const readsOf = (variable: ts.Identifier) => {
    const visitUse = (node: ts.Node) => {
      if (ts.isIdentifier(node) && node !== variable && node.text === variable.text) {
        const parent = node.parent
        const name = ts.isPropertyAccessExpression(parent)
          ? nameOf(parent.name)
          : ts.isElementAccessExpression(parent)
            ? nameOf(parent.argumentExpression)
            : null
        if (name) names.push(name)
        else unclear.push(where(node))
      }
      ts.forEachChild(node, visitUse)
    }
    visitUse(source)
  }

  const visit = (node: ts.Node) => {
    if (ts.isAwaitExpression(node) && nameOf(node.expression) === 'searchParams') {
      const declaration = node.parent
      if (ts.isVariableDeclaration(declaration) && ts.isObjectBindingPattern(declaration.name)) {
        for (const element of declaration.name.elements) {
          const name = element.dotDotDotToken ? null : nameOf(element.propertyName ?? element.name)
          if (name) names.push(name)
          else unclear.push(where(element))
        }
      } else if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) readsOf(declaration.name)
      else unclear.push(where(node))
    }
    if (
      hooks &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['get', 'getAll', 'has'].includes(node.expression.name.text)
    ) {
      const name = nameOf(node.arguments[0])
      if (name) names.push(name)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { names, unclear }
}

const scanned = [...sourceFiles(path.join(root, 'app')), ...sourceFiles(path.join(root, 'components'))].map(queryReads)
const pageParams = scanned.flatMap((s) => s.names)

/** What Next.js's image optimizer reads (/_next/image?url=…&w=…&q=…). */
const imageOptimizer = readFileSync(path.join(root, 'node_modules/next/dist/server/image-optimizer.js'), 'utf8')
const imageParams = (/const \{ ([\w, ]+) \} = query;/.exec(imageOptimizer)?.[1] ?? '').split(/,\s*/).filter(Boolean)

const missing = (needed: string[], key: string[]) => [...new Set(needed)].filter((name) => !key.includes(name)).sort()
const unused = (key: string[], needed: string[]) => key.filter((name) => !needed.includes(name))

describe('the cache key holds every query parameter the site reads', () => {
  it('finds what the code reads (the scan works)', () => {
    expect(scanned.flatMap((s) => s.unclear)).toEqual([])
    // The listings and the search page, and the contract's paged lists.
    expect(pageParams).toEqual(expect.arrayContaining(['page', 'search', 'year', 'q', 'type']))
    expect(contractParams).toEqual(expect.arrayContaining(['page', 'perPage', 'search', 'year']))
    expect(imageParams).toEqual(['url', 'w', 'q'])
  })

  it('every parameter a public page reads is in the key', () => {
    expect(missing(pageParams, pageKey)).toEqual([])
  })

  it("every parameter of the contract's GET calls (cached too) is in the key", () => {
    expect(missing(contractParams, pageKey)).toEqual([])
  })

  it("the image optimizer's parameters are in the images' key", () => {
    expect(missing(imageParams, imageKey)).toEqual([])
  })

  it('the key holds nothing the site does not read (a page with another parameter is not cached)', () => {
    expect(unused(pageKey, [...pageParams, ...contractParams])).toEqual([])
    expect(unused(imageKey, imageParams)).toEqual([])
  })
})

describe('each keyed parameter is read as the app reads it', () => {
  const allKeyed = [...new Set([...pageKey, ...imageKey])]

  it.each(allKeyed)('%s: the first, exactly as sent, case-sensitive', (name) => {
    const read = (args: string) => mapValue(`institute_arg_${name}`, args)
    expect(read(`${name}=2`)).toBe(`${name}=2`)
    expect(read(`a=1&${name}=x%20y&b=2`)).toBe(`${name}=x%20y`)
    expect(read(`${name}=`)).toBe(`${name}=`)
    expect(read(name)).toBe(name)
    expect(read(`${name}=1&${name}=2`)).toBe(`${name}=1`)
    expect(read(`${name.toUpperCase()}=2`)).toBe('')
    expect(read(`x${name}=2&${name}x=3`)).toBe('')
    expect(read('')).toBe('')
  })

  it.each(allKeyed)('%s given twice, or with an escaped name, is never cached', (name) => {
    const unkeyable = (args: string) => mapValue('institute_unkeyable_query', args)
    expect(unkeyable(`${name}=1&x=2&${name}=3`)).toBe('1')
    expect(unkeyable(`${name}&${name}`)).toBe('1')
    expect(unkeyable(`%${name.charCodeAt(0).toString(16)}${name.slice(1)}=2`)).toBe('1')
    expect(unkeyable(`${name}=1&x${name}=3&${name}x=4`)).toBe('0')
  })

  it('a page asked with a parameter outside its key is not cached', () => {
    const foreign = (args: string) => mapValue('institute_foreign_args', args)
    expect(foreign('')).toBe('0')
    expect(foreign(pageKey.map((name) => `${name}=1`).join('&'))).toBe('0')
    expect(foreign('page=2&&search=')).toBe('0')
    expect(foreign('page=2&utm_source=x')).toBe('1')
    expect(foreign('PAGE=2')).toBe('1')
    expect(foreign('pages=2')).toBe('1')
  })

  it('paths nginx decodes or merges are never cached', () => {
    const unkeyable = (uri: string) => mapValue('institute_unkeyable_path', uri)
    for (const uri of ['/news', '/news?x=%41', '/news?next=//x', '/a.b/c', '/_next/static/chunks/a.js'])
      expect(unkeyable(uri), uri).toBe('0')
    for (const uri of ['/%6Eews', '//news', '/a//b', '/a/./b', '/a/../news', '/a/..', '/a/.?x=1']) expect(unkeyable(uri), uri).toBe('1')
  })
})

describe("the framework's page-data requests never touch the cache", () => {
  const headers = [...(/^map "([^"]+)" \$institute_page_data/m.exec(httpPart)?.[1] ?? '').matchAll(/\$http_(\w+)/g)].map((m) =>
    m[1].replace(/_/g, '-'),
  )

  it.each([...FLIGHT_HEADERS, NEXT_URL])('header %s', (header) => {
    expect(headers).toContain(header)
  })

  it(`query parameter ${NEXT_RSC_UNION_QUERY}`, () => {
    expect(mapValue('institute_unkeyable_query', `page=2&${NEXT_RSC_UNION_QUERY}=1a2b3`)).toBe('1')
    expect(mapValue('institute_unkeyable_query', NEXT_RSC_UNION_QUERY)).toBe('1')
  })

  it('every cached location bypasses them', () => {
    for (const location of ['/api/', '/']) expect(block(location)).toMatch(/proxy_cache_bypass [^;]*\$institute_page_data/)
  })
})

describe('the recipe is bounded and says little', () => {
  it('the cache has a size limit and forgets unused entries', () => {
    expect(httpPart).toMatch(/^proxy_cache_path \S+ .*\bmax_size=\d+[kmg]\b.*\binactive=\d+[smhd]\b/m)
  })

  it('no version in headers or error pages', () => {
    expect(httpPart).toMatch(/^server_tokens off;/m)
  })

  it('the HTTPS example: TLS 1.2 and 1.3 only, HSTS for two years, plain HTTP redirected', () => {
    const https = recipe('nginx-https.conf')
    expect(https).toMatch(/^\s*ssl_protocols TLSv1\.2 TLSv1\.3;/m)
    expect(https).toMatch(/^\s*add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;/m)
    expect(https).toMatch(/^\s*return 301 https:\/\/\$server_name\$request_uri;/m)
  })
})

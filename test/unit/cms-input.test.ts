import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'

import {
  argumentsProblem,
  documentProblem,
  graphQLBodyProblem,
  guardRest,
  restQueryProblem,
  withoutSuggestions,
} from '@/app/(payload)/cms/guard'
import { isInputFault } from '@/cms/inputFaults'
import { graphQLLimits } from '@/cms/graphQL'
import { readBodyText } from '@/lib/backend/body'
import { IdParams, RoutePattern, endpoints, maxReportedRoutes } from '@/lib/contract'
import { routePatterns } from '@/lib/routes'

describe('reported route lists', () => {
  it("every pattern of the site's route table passes, and the table fits the cap", () => {
    for (const pattern of routePatterns) expect(RoutePattern.safeParse(pattern).success, pattern).toBe(true)
    expect(routePatterns.length).toBeLessThanOrEqual(maxReportedRoutes)
    expect(endpoints.receiveRoutes.body.safeParse({ routes: routePatterns }).success).toBe(true)
  })
})

describe('contract ids', () => {
  it("stop at PostgreSQL's largest integer", () => {
    expect(IdParams.safeParse({ id: '2147483647' }).success).toBe(true)
    expect(IdParams.safeParse({ id: '2147483648' }).error?.issues[0].message).toMatch(/at most 2147483647/)
  })
})

describe('CMS REST queries Payload would fail on are refused', () => {
  it.each([
    ['depth=abc', /depth/],
    ['depth=-1', /depth/],
    ['depth=11', /depth/],
    ['limit=99999999999999999999', /limit/],
    ['page=1e308', /page/],
    ['page[a]=1', /page/],
    ['where=notanobject', /where/],
    ['where[title]=x', /operator/],
    ['where[title][bogus]=x', /unknown operator/],
    ['where[title][near]=1,2', /unknown operator/],
    ['where[title][within]=x', /unknown operator/],
    ['where[title][equals][a]=b', /a value/],
    ['where[slug][greater_than][0]=a&where[slug][greater_than][1]=b', /one value, not a list/],
    ["trash='", /trash/],
    ['where[or]=x', /list of conditions/],
    ['where[and][0]=x', /object of conditions/],
    [Array.from({ length: 201 }, (_, i) => `where[or][${i}][title][equals]=x`).join('&'), /more than 200/],
  ])('%s', (query, message) => {
    expect(restQueryProblem(`?${query}`)).toMatch(message)
  })

  it.each([
    '',
    '?depth=0&limit=10&page=2',
    '?where[title][equals]=x&where[or][0][slug][like]=y&sort=-publishedAt',
    '?where[id][in][0]=1&where[id][in][1]=2',
    '?where[id][not_in][0]=1&trash=true',
    '?where=%7B%22title%22%3A%7B%22equals%22%3A%22x%22%7D%7D',
    '?where[_status][exists]=true&draft=true&locale=en&select[title]=true',
  ])('%s is handed on', (query) => {
    expect(restQueryProblem(query)).toBeUndefined()
  })
})

describe('CMS REST bodies Payload would fail on are refused', () => {
  const handed: Request[] = []
  const route = guardRest(async (request) => {
    handed.push(request)
    return new Response('{}', { status: 200 })
  })
  const post = (type: string, body: string) =>
    route(new Request('http://x.test/cms/api/news', { method: 'POST', headers: { 'content-type': type }, body }), {
      params: Promise.resolve({ slug: ['news'] }),
    })

  it("lets the admin's long queries through: a POST Payload serves as a GET, its query in the body", async () => {
    const query = (body: string) =>
      route(
        new Request('http://x.test/cms/api/media', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
          body,
        }),
        { params: Promise.resolve({ slug: ['media'] }) },
      )
    const before = handed.length
    expect((await query('depth=0&limit=10&where[id][in][0]=1')).status).toBe(200)
    expect(handed.length).toBe(before + 1)
    expect((await query('limit=banana')).status).toBe(400)
    expect(handed.length).toBe(before + 1)
  })

  it.each([
    ['multipart without a boundary', 'multipart/form-data', 'garbage', 400, /boundary/],
    ['multipart that is not', 'multipart/form-data; boundary=b', 'garbage', 400, /boundary/],
    [
      'multipart cut short',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
      400,
      /boundary/,
    ],
    [
      '_payload that is not JSON',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--b--\r\n',
      400,
      /_payload/,
    ],
    ['JSON that is not', 'application/json', '{bad', 400, /JSON object/],
    ['JSON that is no object', 'application/json', 'null', 400, /JSON object/],
    ['a document as text', 'text/plain', 'hello', 415, /JSON/],
    ['a document urlencoded', 'application/x-www-form-urlencoded', '_payload=%7B%7D', 415, /JSON/],
    ['no document at all', 'application/json', '', 400, /JSON object/],
  ])('%s → %i', async (_, type, body, status, message) => {
    const response = await post(type, body)
    expect(response.status).toBe(status)
    expect((await response.json()).errors[0].message).toMatch(message)
  })

  it("a browser's multipart form is handed on: its boundary has capitals", async () => {
    const boundary = '----WebKitFormBoundaryPNSnNJktqWaFdDeL'
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"title":"A story"}\r\n--${boundary}--\r\n`
    expect((await post(`multipart/form-data; boundary=${boundary}`, body)).status).toBe(200)
    const form = new FormData()
    form.set('_payload', JSON.stringify({ title: 'A story' }))
    const request = new Request('http://x.test/cms/api/news', { method: 'POST', body: form })
    expect((await route(request, { params: Promise.resolve({ slug: ['news'] }) })).status).toBe(200)
  })

  it('an action without a body (signing out) is handed on', async () => {
    const request = new Request('http://x.test/cms/api/users/logout', { method: 'POST' })
    expect((await route(request, { params: Promise.resolve({ slug: ['users', 'logout'] }) })).status).toBe(200)
  })

  it('a well-formed multipart body is handed on whole', async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n--b\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"é"}\r\n--b--\r\n'
    expect((await post('multipart/form-data; boundary=b', body)).status).toBe(200)
    expect(await handed.at(-1)?.text()).toBe(body)
  })

  it('a path naming what every object has (__proto__, constructor) is a 404, never handed to Payload', async () => {
    const before = handed.length
    for (const [method, path] of [
      ['GET', '/cms/api/__proto__'],
      ['GET', '/cms/api/constructor/1'],
      ['PATCH', '/cms/api/%5F%5Fproto%5F%5F?where[id][equals]=1'],
      ['DELETE', '/cms/api/news/toString'],
      ['GET', '/cms/api/globals/hasOwnProperty'],
    ]) {
      const answer = await route(new Request(`http://x.test${path}`, { method }), { params: Promise.resolve({ slug: [] }) })
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(await answer.json()).toEqual({ errors: [{ message: 'There is no such CMS API route.' }] })
    }
    expect(handed.length).toBe(before)
  })

  it("Payload's 501 for collections without REST is a 404", async () => {
    const route501 = guardRest(async () => new Response('{}', { status: 501 }))
    expect(
      (await route501(new Request('http://x.test/cms/api/payload-migrations'), { params: Promise.resolve({ slug: [] }) })).status,
    ).toBe(404)
  })
})

describe('CMS GraphQL documents', () => {
  const problem = (query: string) => documentProblem(parse(query))

  it('refuses cyclic fragments without recursing into them', () => {
    expect(problem('query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }')).toMatch(/cycle/)
    expect(problem('fragment A on Query { ...A } query { __typename }')).toMatch(/cycle/)
  })

  it('refuses depth over the limit', () => {
    const nested = (depth: number) => `{ ${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)} }`
    expect(problem(nested(graphQLLimits.maxDepth))).toBeUndefined()
    expect(problem(nested(graphQLLimits.maxDepth + 1))).toMatch(/nested more than/)
  })

  it('counts fields once fragments are spread, without spreading them one by one', () => {
    // Each fragment spreads the next twice: 2^30 fields, measured in 30 steps.
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join(' ')
    const started = Date.now()
    expect(problem(`query { ...F0 } ${fragments} fragment F30 on Query { a }`)).toMatch(/more than 500 fields/)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it('checks the body: JSON, a query string, a document that parses', () => {
    expect(graphQLBodyProblem('{bad')).toMatch(/JSON/)
    expect(graphQLBodyProblem('{"query":1}')).toMatch(/query/)
    expect(graphQLBodyProblem('{"query":"{ a }","variables":"x"}')).toMatch(/variables/)
    expect(graphQLBodyProblem('{"query":"{ a "}')).toMatch(/Syntax Error/)
    expect(graphQLBodyProblem(JSON.stringify({ query: `{ ${'a '.repeat(6000)} }` }))).toMatch(/token/)
    expect(graphQLBodyProblem(JSON.stringify({ query: '{ allNews { docs { id } } }' }))).toBeUndefined()
  })

  it('refuses subscriptions (the schema has none) and list arguments Payload cannot run', () => {
    expect(problem('subscription { x }')).toMatch(/Subscriptions/)
    expect(argumentsProblem(parse('{ allNews(limit: -1, page: -1) { docs { id } } }'))).toMatch(/limit/)
    expect(argumentsProblem(parse('{ allNews(page: 99999999) { docs { id } } }'))).toMatch(/page/)
    expect(argumentsProblem(parse('query($l: Int) { allNews(limit: $l) { docs { id } } }'), { l: -1 })).toMatch(/limit/)
    expect(argumentsProblem(parse('query($l: Int) { allNews(limit: $l, page: 2) { docs { id } } }'), { l: 10 })).toBeUndefined()
    expect(graphQLBodyProblem(JSON.stringify({ query: '{ allNews(limit: -1) { docs { id } } }' }))).toMatch(/limit/)
  })

  it('takes "Did you mean" hints out of messages', () => {
    expect(withoutSuggestions('Cannot query field "Newss" on type "Query". Did you mean "News" or "Menus"?')).toBe(
      'Cannot query field "Newss" on type "Query".',
    )
  })
})

describe('errors from bad input, not from the server', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select "id" from "news" where "id" = ?'), { cause })

  it.each([
    ['an integer key "abc" (libsql)', wrapped(new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments'))],
    ['a date Payload could not read (libsql)', wrapped(new TypeError('undefined cannot be passed as argument to the database'))],
    ['a number out of range (SQLite)', wrapped(Object.assign(new Error('datatype mismatch'), { code: 'SQLITE_MISMATCH' }))],
    [
      'an integer key "abc" (PostgreSQL)',
      wrapped(Object.assign(new Error('invalid input syntax for type integer: "abc"'), { code: '22P02' })),
    ],
    ['a malformed multipart body', new Error('Unexpected end of form')],
    [
      'inside a GraphQL error',
      Object.assign(new Error('x'), { originalError: wrapped(Object.assign(new Error('out of range'), { code: '22003' })) }),
    ],
  ])('%s', (_, error) => {
    expect(isInputFault(error)).toBe(true)
  })

  it.each([
    ['a lost connection', wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))],
    ['a locked database', wrapped(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))],
    ['a missing table', wrapped(Object.assign(new Error('relation "news" does not exist'), { code: '42P01' }))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s stays a server fault', (_, error) => {
    expect(isInputFault(error)).toBe(false)
  })
})

describe('request bodies are read up to a limit', () => {
  const tooLarge = () => new Error('too large')

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    let sent = 0
    const chunk = new Uint8Array(16 * 1024)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const request = new Request('http://x.test/', { method: 'POST', body, duplex: 'half' } as RequestInit)
    await expect(readBodyText(request, 64 * 1024, tooLarge)).rejects.toThrow('too large')
    expect(sent).toBeLessThan(200 * 1024)
  })

  it('refuses a declared length over the limit before reading', async () => {
    const request = new Request('http://x.test/', { method: 'POST', body: 'x', headers: { 'content-length': String(65 * 1024) } })
    await expect(readBodyText(request, 64 * 1024, tooLarge)).rejects.toThrow('too large')
  })

  it('reads a body within the limit', async () => {
    expect(await readBodyText(new Request('http://x.test/', { method: 'POST', body: 'é'.repeat(100) }), 64 * 1024, tooLarge)).toBe(
      'é'.repeat(100),
    )
  })
})

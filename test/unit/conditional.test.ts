import { describe, expect, it } from 'vitest'

import { conditionalResponse, etagOf } from '@/lib/http/conditional'

/** RFC 9110's conditional GET, as feeds, calendars, sitemaps, robots.txt and /api answer it. */
const body = '<feed/>'
const tag = etagOf(body)
const modified = new Date('2026-03-01T10:00:00Z')
const answer = (headers: Record<string, string> = {}, method = 'GET') =>
  conditionalResponse(new Request('http://site.example/feed', { method, headers }), body, {
    headers: { 'Content-Type': 'application/atom+xml', 'Cache-Control': 'public, max-age=0' },
    lastModified: modified,
  })

describe('conditionalResponse', () => {
  it('answers 200 with a strong ETag and Last-Modified', async () => {
    const response = answer()
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(body)
    expect(response.headers.get('etag')).toBe(tag)
    expect(tag).toMatch(/^"[\w-]+"$/)
    expect(response.headers.get('last-modified')).toBe('Sun, 01 Mar 2026 10:00:00 GMT')
  })

  it.each([
    ['the tag', tag],
    ['the tag made weak', `W/${tag}`],
    ['a list holding it', `"a", ${tag}, "b"`],
    ['a list of weak tags holding it', `W/"a",W/${tag}`],
    ['any tag', '*'],
  ])('If-None-Match with %s: 304 without a body, with the validators and the cache policy', async (_, ifNoneMatch) => {
    // Also with the Cache-Control: no-cache that fetch() adds to a conditional request.
    const extras: Record<string, string>[] = [{}, { 'Cache-Control': 'no-cache' }]
    for (const extra of extras) {
      const response = answer({ 'If-None-Match': ifNoneMatch, ...extra })
      expect(response.status).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('etag')).toBe(tag)
      expect(response.headers.get('cache-control')).toBe('public, max-age=0')
    }
  })

  it('another tag: 200, even with a matching If-Modified-Since (If-None-Match wins)', () => {
    expect(answer({ 'If-None-Match': '"other"' }).status).toBe(200)
    expect(answer({ 'If-None-Match': '"other"', 'If-Modified-Since': modified.toUTCString() }).status).toBe(200)
  })

  it('If-Modified-Since alone: 304 from Last-Modified on, 200 before it', () => {
    expect(answer({ 'If-Modified-Since': modified.toUTCString() }).status).toBe(304)
    expect(answer({ 'If-Modified-Since': new Date(modified.getTime() + 60_000).toUTCString() }).status).toBe(304)
    expect(answer({ 'If-Modified-Since': new Date(modified.getTime() - 1000).toUTCString() }).status).toBe(200)
    expect(answer({ 'If-Modified-Since': 'not a date' }).status).toBe(200)
  })

  it('HEAD: the same status and headers without the body', async () => {
    const head = answer({}, 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(head.headers.get('etag')).toBe(tag)
    expect(answer({ 'If-None-Match': tag }, 'HEAD').status).toBe(304)
  })

  it('no Last-Modified without a date of the content', () => {
    const response = conditionalResponse(new Request('http://site.example/robots.txt'), 'User-Agent: *', { headers: {} })
    expect(response.headers.get('last-modified')).toBeNull()
    expect(
      conditionalResponse(new Request('http://site.example/'), 'x', { headers: {}, lastModified: new Date(0) }).headers.has(
        'last-modified',
      ),
    ).toBe(false)
  })
})

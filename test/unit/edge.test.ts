import { describe, expect, it } from 'vitest'

import { parseTrustProxy, resolveClient } from '@/lib/edge/clientAddress.mjs'
import { maxBodyBytes, uploadMaxBytes } from '@/lib/edge/bodyLimit.mjs'
import { refusal } from '@/lib/edge/refuse.mjs'
import { securityHeaders } from '@/lib/edge/securityHeaders.mjs'
import { uploadLimitsFrom } from '@/cms/uploads'

import { observatory } from '../support/observatory'

describe('the client address (TRUST_PROXY)', () => {
  it('trusts nobody by default: a forged X-Forwarded-For changes nothing', () => {
    const nobody = parseTrustProxy(undefined)
    expect(resolveClient(nobody, '203.0.113.7', '198.51.100.1')).toEqual({ client: '203.0.113.7', peerTrusted: false })
    expect(resolveClient(nobody, '203.0.113.7', undefined).client).toBe('203.0.113.7')
    expect(resolveClient(parseTrustProxy('false'), '::ffff:203.0.113.7', '1.2.3.4').client).toBe('203.0.113.7')
  })

  it('with a hop count, takes the address the last trusted proxy saw', () => {
    const one = parseTrustProxy('1')
    // nginx appends the address it saw: whatever the client forged stays to the left.
    expect(resolveClient(one, '127.0.0.1', '10.9.9.9, 198.51.100.23')).toEqual({ client: '198.51.100.23', peerTrusted: true })
    expect(resolveClient(parseTrustProxy('2'), '127.0.0.1', '10.9.9.9, 198.51.100.23, 10.0.0.2').client).toBe('198.51.100.23')
    // Fewer entries than hops: the leftmost is the best there is.
    expect(resolveClient(parseTrustProxy('3'), '127.0.0.1', '198.51.100.23').client).toBe('198.51.100.23')
    // A forged entry that is no address names no client.
    expect(resolveClient(one, '127.0.0.1', 'or 1=1').client).toBe('127.0.0.1')
  })

  it('with a list of proxies, walks from the right past trusted addresses only', () => {
    const list = parseTrustProxy('127.0.0.1, 10.0.0.0/8, ::1')
    expect(resolveClient(list, '127.0.0.1', '198.51.100.23, 10.1.2.3')).toEqual({ client: '198.51.100.23', peerTrusted: true })
    // A client connecting directly is not a proxy: its header is ignored.
    expect(resolveClient(list, '203.0.113.7', '198.51.100.23')).toEqual({ client: '203.0.113.7', peerTrusted: false })
    expect(resolveClient(list, '::1', '2001:db8::5').client).toBe('2001:db8::5')
  })

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY/)
    expect(() => parseTrustProxy('nginx')).toThrow(/TRUST_PROXY/)
  })
})

describe('requests refused at the edge', () => {
  const request = (method: string, url: string, headers: Record<string, string> = {}) => refusal({ method, url, headers })

  it('refuses methods no route answers', () => {
    expect(request('TRACE', '/')).toMatchObject({ status: 405, headers: { Allow: expect.stringContaining('GET') } })
    expect(request('PROPFIND', '/news')?.status).toBe(405)
    for (const method of ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS']) expect(request(method, '/')).toBeUndefined()
  })

  it('refuses paths whose percent-encoding does not decode', () => {
    expect(request('GET', '/news/%E0%A4%A')?.status).toBe(400)
    expect(request('GET', '/%')?.status).toBe(400)
    expect(request('GET', '/news/caf%C3%A9?q=%')).toBeUndefined()
  })

  it('refuses declared bodies over the limit of the path', () => {
    expect(request('POST', '/api/form-submit', { 'content-length': String(2 * 1024 * 1024) })?.status).toBe(413)
    expect(request('POST', '/cms/api/media', { 'content-length': String(2 * 1024 * 1024) })).toBeUndefined()
    expect(maxBodyBytes('/cms/api/media')).toBe(uploadMaxBytes() + 1024 * 1024)
    // The edge lets through what the CMS's own upload check allows, and no more.
    for (const value of [undefined, '', '1', '2.5', '25'])
      expect(uploadMaxBytes({ UPLOAD_MAX_MB: value })).toBe(uploadLimitsFrom({ UPLOAD_MAX_MB: value }).maxBytes)
  })
})

describe('the Observatory scoring', () => {
  const origin = 'https://www.northvale.example'

  it('scores a response without security headers as the review did (10, F)', () => {
    expect(observatory({ headers: new Headers(), origin, redirectsToHttps: false })).toMatchObject({ score: 10, grade: 'F' })
  })

  it('scores the site policy A+ over HTTPS and says what HTTP alone loses', () => {
    const headers = new Headers(securityHeaders({ nonce: 'abc', https: true }))
    const result = observatory({ headers, origin, redirectsToHttps: true, html: '<script src="/_next/static/a.js"></script>' })
    expect(result.grade, JSON.stringify(result.tests, null, 1)).toBe('A+')
    expect(result.score).toBe(110)
    const plain = observatory({
      headers: new Headers(securityHeaders({ nonce: 'abc', https: false })),
      origin: 'http://localhost:3000',
      redirectsToHttps: false,
    })
    expect(plain.tests['strict-transport-security'].result).toBe('hsts-not-implemented-no-https')
    expect(new Headers(securityHeaders({ nonce: 'abc', https: false })).has('strict-transport-security')).toBe(false)
  })

  it('penalises what it should', () => {
    const weak = new Headers(securityHeaders({ nonce: 'abc', https: true }))
    weak.set('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'")
    expect(observatory({ headers: weak, origin, redirectsToHttps: true }).tests['content-security-policy'].modifier).toBe(-20)
    weak.set('set-cookie', 'payload-token=x; Path=/; HttpOnly')
    expect(observatory({ headers: weak, origin, redirectsToHttps: true }).tests.cookies.result).toBe('cookies-session-without-secure-flag')
  })
})

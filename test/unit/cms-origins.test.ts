import { describe, expect, it } from 'vitest'

import { secureCookies, trustedOrigins } from '@/cms/access/origins'

describe('the origins the CMS trusts with a session cookie', () => {
  it('are the listening address when SITE_URL is unset', () => {
    expect(trustedOrigins({ PORT: '8080' })).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'])
    expect(trustedOrigins({})).toContain('http://localhost:3000')
    expect(trustedOrigins({ SITE_URL: '' })).toContain('http://localhost:3000')
  })

  it("are SITE_URL's origin alone when it is set", () => {
    expect(trustedOrigins({ SITE_URL: 'https://www.northvale.example/', PORT: '8080' })).toEqual(['https://www.northvale.example'])
    expect(trustedOrigins({ SITE_URL: 'https://www.northvale.example:8443/institute' })).toEqual(['https://www.northvale.example:8443'])
  })

  it('make cookies Secure only for an https site', () => {
    expect(secureCookies({ SITE_URL: 'https://www.northvale.example' })).toBe(true)
    expect(secureCookies({ SITE_URL: 'http://intranet.example' })).toBe(false)
    expect(secureCookies({})).toBe(false)
  })
})

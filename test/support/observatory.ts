/**
 * A response's security headers scored by the Mozilla HTTP Observatory's rules
 * (its published table of tests and modifiers): start at 100, apply every
 * penalty; bonuses count only when the score without them is at least 90.
 * The grade follows the Observatory's bands (A+ from 100).
 */

export type ObservatoryInput = {
  headers: Headers
  /** The page's HTML, to find scripts loaded from other origins. */
  html?: string
  /** The site's own origin, e.g. https://www.example.org. */
  origin: string
  /** Whether http:// answers with a redirect to https:// on the same host (the TLS front's job). */
  redirectsToHttps: boolean
}

export type ObservatoryResult = { score: number; grade: string; tests: Record<string, { result: string; modifier: number }> }

type Directives = Map<string, string[]>

function parseCsp(value: string): Directives | undefined {
  const directives: Directives = new Map()
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    if (!/^[a-z-]+$/i.test(name) || directives.has(name.toLowerCase())) return undefined
    directives.set(
      name.toLowerCase(),
      sources.map((s) => s.toLowerCase()),
    )
  }
  return directives
}

function csp(headers: Headers): [string, number] {
  const header = headers.get('content-security-policy')
  if (!header) return ['csp-not-implemented', -25]
  const policy = parseCsp(header)
  if (!policy) return ['csp-header-invalid', -25]
  const effective = (name: string) => policy.get(name) ?? policy.get('default-src') ?? ['*']
  const scripts = effective('script-src')
  const objects = effective('object-src')
  const styles = effective('style-src')
  const allowsNonceOrHash = scripts.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s))
  const broad = (sources: string[]) =>
    sources.some((s) => s === '*' || s === 'http:' || s === 'https:' || s === 'data:' || s.startsWith('http://'))
  if ((scripts.includes("'unsafe-inline'") && !allowsNonceOrHash) || broad(scripts) || broad(objects))
    return ['csp-implemented-with-unsafe-inline', -20]
  if (scripts.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10]
  const passive = ['img-src', 'media-src', 'font-src'].flatMap(effective)
  if (passive.some((s) => s === 'http:' || s.startsWith('http://')))
    return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10]
  if (styles.includes("'unsafe-inline'")) return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0]
  if (policy.get('default-src')?.join(' ') === "'none'") return ['csp-implemented-with-no-unsafe-default-src-none', 10]
  return ['csp-implemented-with-no-unsafe', 5]
}

function cookies(headers: Headers, hsts: boolean): [string, number] {
  const all = headers.getSetCookie()
  if (all.length === 0) return ['cookies-not-found', 0]
  const parsed = all.map((cookie) => {
    const [pair, ...attributes] = cookie.split(';').map((p) => p.trim().toLowerCase())
    const name = pair.split('=')[0]
    const has = (attribute: string) => attributes.some((a) => a === attribute || a.startsWith(`${attribute}=`))
    return { session: /sess|token|auth|login/.test(name), secure: has('secure'), httpOnly: has('httponly'), sameSite: has('samesite') }
  })
  if (parsed.some((c) => c.session && !c.secure)) return ['cookies-session-without-secure-flag', hsts ? -5 : -40]
  if (parsed.some((c) => !c.secure)) return ['cookies-without-secure-flag', hsts ? -5 : -20]
  if (parsed.some((c) => c.session && !c.httpOnly)) return ['cookies-session-without-httponly-flag', -10]
  if (parsed.every((c) => c.sameSite)) return ['cookies-secure-with-httponly-sessions-and-samesite', 5]
  return ['cookies-secure-with-httponly-sessions', 0]
}

function hsts(headers: Headers): [string, number] {
  const header = headers.get('strict-transport-security')
  if (!header) return ['hsts-not-implemented', -20]
  const maxAge = /max-age=(\d+)/i.exec(header)
  if (!maxAge) return ['hsts-header-invalid', -20]
  if (Number(maxAge[1]) < 15_768_000) return ['hsts-implemented-max-age-less-than-six-months', -10]
  return /preload/i.test(header) ? ['hsts-preloaded', 5] : ['hsts-implemented-max-age-at-least-six-months', 0]
}

function referrer(headers: Headers): [string, number] {
  const header = headers.get('referrer-policy')
  if (!header) return ['referrer-policy-not-implemented', 0]
  const policy = header.split(',').at(-1)?.trim().toLowerCase() ?? ''
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return ['referrer-policy-private', 5]
  if (policy === 'no-referrer-when-downgrade') return ['referrer-policy-no-referrer-when-downgrade', 0]
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(policy)) return ['referrer-policy-unsafe', -5]
  return ['referrer-policy-header-invalid', -5]
}

function contentTypeOptions(headers: Headers): [string, number] {
  const header = headers.get('x-content-type-options')
  if (!header) return ['x-content-type-options-not-implemented', -5]
  return header.trim().toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', 0] : ['x-content-type-options-header-invalid', -5]
}

function frameOptions(headers: Headers): [string, number] {
  const policy = parseCsp(headers.get('content-security-policy') ?? '')
  const ancestors = policy?.get('frame-ancestors')
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5]
  const header = headers.get('x-frame-options')?.trim().toLowerCase()
  if (!header) return ['x-frame-options-not-implemented', -20]
  return header === 'deny' || header === 'sameorigin' ? ['x-frame-options-sameorigin-or-deny', 0] : ['x-frame-options-header-invalid', -20]
}

function cors(headers: Headers): [string, number] {
  const origin = headers.get('access-control-allow-origin')
  if (!origin) return ['cross-origin-resource-sharing-not-implemented', 0]
  return origin.trim() === '*'
    ? ['cross-origin-resource-sharing-implemented-with-public-access', 0]
    : ['cross-origin-resource-sharing-implemented-with-restricted-access', 0]
}

function subresourceIntegrity(html: string | undefined, origin: string): [string, number] {
  const scripts = [...(html ?? '').matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => ({ tag: m[0], src: new URL(m[1], origin) }))
  const external = scripts.filter((s) => s.src.origin !== origin)
  if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0]
  if (external.length === 0) return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0]
  const secure = external.every((s) => s.src.protocol === 'https:')
  const integrity = external.every((s) => /\bintegrity=/.test(s.tag))
  if (integrity && secure) return ['sri-implemented-and-external-scripts-loaded-securely', 5]
  if (secure) return ['sri-not-implemented-but-external-scripts-loaded-securely', -5]
  return ['sri-not-implemented-and-external-scripts-not-loaded-securely', -50]
}

const grades: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

export function observatory({ headers, html, origin, redirectsToHttps }: ObservatoryInput): ObservatoryResult {
  const https = origin.startsWith('https:')
  const [hstsResult, hstsModifier] = https ? hsts(headers) : ['hsts-not-implemented-no-https', -20]
  const results: Record<string, [string, number]> = {
    'content-security-policy': csp(headers),
    cookies: cookies(headers, hstsModifier === 0 || hstsModifier === 5),
    'cross-origin-resource-sharing': cors(headers),
    redirection: redirectsToHttps ? ['redirection-to-https', 0] : ['redirection-missing', -20],
    'referrer-policy': referrer(headers),
    'strict-transport-security': [hstsResult, hstsModifier],
    'subresource-integrity': subresourceIntegrity(html, origin),
    'x-content-type-options': contentTypeOptions(headers),
    'x-frame-options': frameOptions(headers),
  }
  const modifiers = Object.values(results).map(([, modifier]) => modifier)
  const base = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0)
  const score = Math.max(0, base >= 90 ? base + modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0) : base)
  const grade = grades.find(([minimum]) => score >= minimum)?.[1] ?? 'F'
  return {
    score,
    grade,
    tests: Object.fromEntries(Object.entries(results).map(([name, [result, modifier]]) => [name, { result, modifier }])),
  }
}

// @ts-check

/**
 * The security headers of every response, in one place (server.mjs sends
 * them). Scripts run only with the response's nonce, which Next.js puts on
 * its own script tags (it reads it from the request's policy); styles may be
 * inline (React's style attributes, Payload's admin).
 */

/** Two years: the HSTS preload list's minimum is one. */
const hstsSeconds = 63_072_000

/**
 * @param {{ nonce: string, https: boolean, dev?: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ nonce, https, dev = false }) {
  const directives = [
    "default-src 'self'",
    // Development only: React's debugging evaluates code, and hot reloading talks over a WebSocket.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the site itself may frame a page: /admin's live preview shows the draft beside the editor.
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

/**
 * @param {{ nonce: string, https: boolean, dev?: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ nonce, https, dev = false }) {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ nonce, https, dev }),
    ...(https ? { 'Strict-Transport-Security': `max-age=${hstsSeconds}; includeSubDomains` } : {}),
    'X-Content-Type-Options': 'nosniff',
    // Browsers that predate frame-ancestors.
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

// @ts-check
import { randomBytes } from 'node:crypto'

import { videoPlayerOrigins } from '../video.mjs'

/**
 * The security headers of every response, in one place (the edge's first step
 * sets them). Scripts run only with the response's nonce, which the edge
 * writes into pages' tags (html.mjs); styles may be inline (React's style
 * attributes, Payload's admin).
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
    // Frames: the site itself (/admin's live preview), and the video players a visitor chooses to play (lib/video.mjs).
    `frame-src 'self' ${videoPlayerOrigins.join(' ')}`,
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
    'Permissions-Policy': `accelerometer=(), autoplay=(self ${videoPlayerOrigins.map((origin) => `"${origin}"`).join(' ')}), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()`,
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * The step: a fresh nonce for this response, and the headers, set before
 * anything answers (a refusal carries them too); the application may add to
 * them.
 * @param {{ https: boolean, dev?: boolean }} options
 * @returns {import('./pipeline.mjs').Step}
 */
export function sendSecurityHeaders({ https, dev = false }) {
  return (exchange, next) => {
    exchange.nonce = randomBytes(16).toString('base64')
    for (const [name, value] of Object.entries(securityHeaders({ nonce: exchange.nonce, https, dev }))) exchange.res.setHeader(name, value)
    return next()
  }
}

// @ts-check
/**
 * Where the application's code finds the cache's expiry by tag.
 *
 * Next.js's `revalidateTag()` works only inside a request, but changes also
 * come from timers and the jobs queue (scheduled publishing, embargoes). So the
 * cache handler (lib/cache/handler.mjs), which Next.js loads outside its
 * bundler, puts its own expiry here when Next.js creates it, and the bundled
 * code (lib/cache/expire.ts) calls it. A process-wide symbol is the one thing
 * both module graphs share. Absent outside a Next.js server (seed script,
 * tests): there is no cache there.
 */
const key = Symbol.for('institute-website.cache.expireTags')

/** @typedef {(tags: string[]) => Promise<void>} ExpireTags */

/** @param {ExpireTags} expire */
export function provideExpiry(expire) {
  Object.defineProperty(globalThis, key, { value: expire, configurable: true })
}

/** @returns {ExpireTags | undefined} */
export function cacheExpiry() {
  return Reflect.get(globalThis, key)
}

// @ts-check
/**
 * Headers Next.js writes that an answer should not carry: where the proxy
 * (proxy.ts) rewrote the request to is the server's business, not the
 * client's; and a redirect has one Location, though Next.js writes it twice
 * when the page is rendered as it is cached.
 */
import { repeatedHeader, rewriteHeader } from './nextOutput.mjs'

/**
 * The step: both put right just before the head goes out.
 * @type {import('./pipeline.mjs').Step}
 */
export function tidyNextHeaders({ res, addStage }, next) {
  addStage(() => ({
    head() {
      res.removeHeader(rewriteHeader)
      const repeated = res.getHeader(repeatedHeader)
      if (Array.isArray(repeated)) res.setHeader(repeatedHeader, /** @type {string} */ (repeated.at(-1)))
    },
  }))
  return next()
}

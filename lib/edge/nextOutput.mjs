// @ts-check
/**
 * Every detail of Next.js's output (and of React's HTML, which Next.js sends)
 * that the server's edge relies on, named once. Nothing here is a public API
 * of Next.js: each is what the build makes today, and a new version may change
 * it. test/contract/next-output.test.ts checks each, by its name, against the
 * real build (its prerendered pages, its files, Next.js's handler running
 * alone), so an upgrade that changes one fails there, naming it, instead of
 * quietly turning off what the edge does with it.
 *
 * Upgrading Next.js: run `npm run build`, then that test; for a failed
 * assumption, fix its value here (and what uses it), or the edge's step.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The address of the build's own files (scripts, styles, fonts): the edge serves them precompressed and finds the framework's scripts in pages by it. */
export const staticPrefix = '/_next/static/'

/** Where those files are in the build, under the project (`staticPrefix` + a file's path there is its address). */
export const staticDir = '.next/static'

/** The address of the framework's script files: a page's tags that name one are the framework's. */
export const scriptPrefix = `${staticPrefix}chunks/`

/**
 * How React writes an attribute in a tag: a space, the name, `="value"` (an empty
 * value too: `async=""`). The edge finds marks and attributes in a page's bytes by it.
 * @param {string} name
 * @param {string} value
 */
export const attribute = (name, value) => ` ${name}="${value}"`
/** The same, up to a value's start. @param {string} name @param {string} start */
export const attributeStart = (name, start) => ` ${name}="${start}`

/** A framework script tag is `<script src="/_next/static/chunks/…" async="">`: the edge renames `src` to load it later and drops `async`. */
export const scriptTag = { source: attributeStart('src', staticPrefix), async: attribute('async', '') }

/** A framework script's preload is `<link rel="preload" as="script" …>`: left out where its script loads later, or not at all. */
export const scriptPreload = { rel: attribute('rel', 'preload'), as: attribute('as', 'script') }

/** The page's copy for the framework (the RSC payload) is written by inline scripts that start `self.__next_f` or `(self.__next_f`. */
export const flightScript = /^\(?self\.__next_f/

/** Turbopack's list of the page's script files is an inline script that starts `(globalThis["TURBOPACK"]`. */
export const turbopackScript = /^\(?\(?globalThis\["TURBOPACK"\]/

/**
 * Text in a page never holds a raw `<script` or `<link` outside a tag: React escapes `<` in text and
 * attributes, and Next.js's inline scripts write it `\u003c`. The edge finds these tags by their name alone.
 */
export const tagNames = ['<script', '<link']

/** A page's head is written `<head>` (no attributes) … `</head>`, once: the edge puts the site's two tags at its start and its end. */
export const headTags = { open: '<head>', close: '</head>' }

/** Pages are answered `text/html` (the page data for client navigations `text/x-component`): only the former are finished. */
export const htmlType = /^text\/html\b/i

/**
 * Next.js sends a page's head with its first bytes (`flushHeaders`, or the
 * first write or end), never with writeHead before them: the edge holds the
 * head back until it knows the page (the 404 page's mark sets the status).
 */
export const pageHeadOpeners = ['flushHeaders', 'write', 'end']

/**
 * Next.js takes a script nonce from these request headers and writes it into
 * its tags: the edge removes them, so that a page rendered once for everyone
 * never holds one visitor's nonce (the edge writes each response's own).
 */
export const nonceRequestHeaders = ['content-security-policy', 'content-security-policy-report-only']

/** Next.js tells the client where the proxy (proxy.ts) rewrote a request to, in this response header. */
export const rewriteHeader = 'x-middleware-rewrite'

/** Next.js writes a redirect's `Location` twice when the page is rendered as it is cached; a response has one. */
export const repeatedHeader = 'location'

/** Turbopack names the error of a script file that failed to load (gone after a deploy) so: the site's script reloads the page once. */
export const chunkLoadErrorName = 'ChunkLoadError'

/**
 * The build's settings, as the build wrote them for its server. `assetPrefix`
 * (files from another origin) and `basePath` (the site under a path) change
 * every address above: the server refuses to start with either.
 */
export const buildSettingsFile = '.next/required-server-files.json'

/**
 * The build's `assetPrefix` and `basePath` (empty when unset).
 * @param {string} root the project's folder
 * @returns {{ assetPrefix: string, basePath: string }}
 */
export function buildSettings(root) {
  const file = path.join(root, buildSettingsFile)
  if (!existsSync(file)) throw new Error(`No build settings at ${file}: build first (npm run build).`)
  const { config } = JSON.parse(readFileSync(file, 'utf8'))
  return { assetPrefix: config.assetPrefix ?? '', basePath: config.basePath ?? '' }
}

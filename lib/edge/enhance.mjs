import { createHash } from 'node:crypto'

import { videoPlayerOrigins } from '../video.mjs'
import { chunkLoadErrorName, staticPrefix } from './nextOutput.mjs'

/**
 * The site's behaviours in the browser, one small script on every page
 * (named in each page's head by lib/edge/html.mjs, served by server.mjs as a
 * file of its own, cached for good under a name made from its text). Pages are
 * whole as server-rendered HTML; reading pages load no framework at all, so
 * what a visitor does on them is handled here, through events on the
 * document, the same on pages where React is alive (listings, forms):
 *
 * - the main navigation: its sections are <details> (one open at a time by
 *   their shared name); Escape closes the open one and returns focus to its
 *   heading, then the phone menu; a click or focus outside closes them; the
 *   phone's menu button opens and closes the menu (aria-expanded);
 * - the current section and page marked in the navigation (aria-current);
 * - the listen button (speech synthesis), the copy-link button and the
 *   copy buttons of formatted references (`data-copy-text-of`: the element's id);
 * - links that carry the page's current filters (`data-with-query`: the query
 *   parameters to copy), such as a listing's citation downloads after the
 *   visitor filtered the list in place;
 * - after each navigation (a page load, or a listing changing its address):
 *   speech stopped, and the list of route patterns posted to the server
 *   (spec §2 and §7; failures ignored), with the script marker of spec §1;
 *   after a page load, once the page has loaded;
 * - a video preview in a body (lib/video.mjs): its play button puts in the
 *   provider's player, the first request to that host (`enhanceVideos`);
 * - a script chunk missing after a deploy: the page reloads once;
 * - the typeface, fetched once a visitor's first page has loaded, used from
 *   the first paint of every page after (`typefaceInUse`).
 *
 * The functions here are written into the page as their source text: each
 * uses only its arguments, the browser, and the functions and the constants
 * (`chunkLoadErrorName`, `scriptHeaders`, `videoPlayerOrigins`) that `enhanceScript` writes before them.
 */

/** The path part of a menu address on this site; null for other sites, anchors and `#`. */
export function sitePath(url) {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const path = url.split(/[?#]/)[0]
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/**
 * How a menu address relates to the path: `page` the page itself, `true` a page under it, or neither.
 * @param {string} url
 * @param {string} pathname
 * @returns {'page' | 'true' | undefined}
 */
export function linkCurrent(url, pathname) {
  const path = sitePath(url)
  if (path === null) return undefined
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (here === path) return 'page'
  // The home page contains every path; it is current only as itself.
  if (path !== '/' && here.startsWith(`${path}/`)) return 'true'
  return undefined
}

/**
 * The top-level item whose section holds the path, and how: `page` when the
 * item's own address is the page, `true` when one of its links is the page or
 * a parent of it (a story under /news sits in the section that links /news).
 * One item at most: the closest match wins (an exact address over a parent,
 * a longer parent over a shorter one), then the first in menu order.
 * @param {{ url: string, children: { url: string }[] }[]} items
 * @param {string} pathname
 * @returns {{ index: number, current: 'page' | 'true' } | null}
 */
export function currentSection(items, pathname) {
  let best = null
  for (const [index, item] of items.entries()) {
    let score = 0
    let current = 'true'
    for (const [url, own] of [[item.url, true], ...item.children.map((c) => [c.url, false])]) {
      const match = linkCurrent(url, pathname)
      if (!match) continue
      // Exact matches outrank parents; among parents, the longer (closer) address wins.
      const s = match === 'page' ? 100_000 + (own ? 1 : 0) : (sitePath(url) ?? '').length
      if (s > score) {
        score = s
        current = match === 'page' && own ? 'page' : 'true'
      }
    }
    if (score > 0 && (!best || score > best.score)) best = { index, current, score }
  }
  return best ? { index: best.index, current: best.current } : null
}

/** True for an error that says a script chunk could not be loaded (gone after a deploy): the framework's, or the browser's for a module. */
export function isChunkLoadError(reason) {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '')
  return (
    text.includes(chunkLoadErrorName) ||
    /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(text)
  )
}

/**
 * The typeface (app/(site)/fonts.ts) from a visitor's second page on, so that
 * no text ever moves: a first page is drawn in the metric-matched stand-in
 * from start to end; once it has loaded, `fetchTypeface` has the browser fetch
 * the typeface's file and the tab remembers it; each later page names it from
 * its first paint (`typefaceScript`, at the start of its head: `data-typeface`
 * for globals.css), the file then in the browser's cache.
 */
export function typefaceInUse() {
  try {
    if (sessionStorage.getItem('typeface')) document.documentElement.setAttribute('data-typeface', '')
  } catch {
    // No storage: every page in the stand-in.
  }
}

/** Fetches the typeface (its family is first in the `--font-source-sans` variable) and remembers that the browser holds it. */
export function fetchTypeface() {
  const root = document.documentElement
  const family = getComputedStyle(root).getPropertyValue('--font-source-sans').split(',')[0]?.trim()
  if (!family || root.hasAttribute('data-typeface')) return
  document.fonts
    .load(`1em ${family}`)
    .then((faces) => faces.length && sessionStorage.setItem('typeface', '1'))
    .catch(() => {})
}

/** Script calls carry the marker of spec §1. */
const scriptHeaders = { 'X-Requested-With': 'XMLHttpRequest' }

/**
 * The main navigation: one section open at a time, Escape, a click or focus
 * outside closes it, the phone's menu button. Returns what marks the current
 * section and page.
 */
export function enhanceNavigation() {
  const header = () => document.getElementById('site-header')
  const nav = () => document.getElementById('main-nav')
  const toggle = () => document.querySelector('[aria-controls="main-nav"]')
  const openSection = () => nav()?.querySelector('details[open]') ?? null
  const menuOpen = () => header()?.dataset.menu === 'open'
  const setMenu = (open) => {
    header()?.setAttribute('data-menu', open ? 'open' : 'closed')
    toggle()?.setAttribute('aria-expanded', String(open))
    if (!open) openSection()?.removeAttribute('open')
  }

  // Focus moved by a press (mouse or touch) is left to the click that follows: closing a
  // section on the phone moves what is below it, and the click would land elsewhere.
  let pressing = false
  const closeOutside = (target, isClick) => {
    if (!(target instanceof Node)) return
    const open = openSection()
    // A click on another section's heading is left to it (it opens its own section).
    const otherHeading = isClick && target instanceof Element && target.closest('#main-nav summary')
    if (open && !open.contains(target) && !otherHeading) open.removeAttribute('open')
    if (menuOpen() && !nav()?.contains(target) && !toggle()?.contains(target)) setMenu(false)
  }
  document.addEventListener(
    'keydown',
    (event) => {
      pressing = false
      if (event.key !== 'Escape') return
      const open = openSection()
      if (open) {
        open.removeAttribute('open')
        open.querySelector('summary')?.focus()
      } else if (menuOpen()) {
        setMenu(false)
        toggle()?.focus()
      }
    },
    true,
  )
  document.addEventListener('pointerdown', () => (pressing = true), true)
  document.addEventListener('pointercancel', () => (pressing = false), true)
  document.addEventListener('focusin', (event) => pressing || closeOutside(event.target, false), true)
  document.addEventListener(
    'click',
    (event) => {
      pressing = false
      closeOutside(event.target, true)
      if (event.target instanceof Element && event.target.closest('[aria-controls="main-nav"]')) setMenu(!menuOpen())
    },
    true,
  )

  /** The navigation's own idea of the page shown: its section and its link marked aria-current. */
  return function markCurrent() {
    const list = nav()?.querySelector(':scope > ul')
    if (!list) return
    const here = window.location.pathname
    const entries = Array.from(list.children, (item) => {
      const links = Array.from(item.querySelectorAll('a[href]'))
      const own = links.find((link) => link.hasAttribute('data-own'))
      return {
        top: item.querySelector(':scope > a, :scope > details > summary'),
        links,
        url: own?.getAttribute('href') ?? '',
        children: links.filter((link) => link !== own).map((link) => ({ url: link.getAttribute('href') ?? '' })),
      }
    })
    const section = currentSection(entries, here)
    for (const [index, entry] of entries.entries()) {
      if (section?.index === index) entry.top?.setAttribute('aria-current', section.current)
      else entry.top?.removeAttribute('aria-current')
      for (const link of entry.links) {
        if (link === entry.top) continue
        const current = linkCurrent(link.getAttribute('href') ?? '', here)
        if (current) link.setAttribute('aria-current', current)
        else link.removeAttribute('aria-current')
      }
    }
  }
}

/** The listen button (speech synthesis, when the browser has it) and the copy-link button. Returns what stops speech. */
export function enhanceButtons(speech) {
  /** The live region after a button, which says what happened. */
  const say = (button, message) => {
    const status = button.parentElement?.querySelector('[role="status"]')
    if (status) status.textContent = message ? ` ${message}` : ''
  }
  const showListening = (button, speaking) => {
    button.setAttribute('aria-pressed', String(speaking))
    button.textContent = speaking ? 'Stop listening' : 'Listen to this page'
  }
  const stopSpeech = () => {
    speech?.cancel()
    for (const button of document.querySelectorAll('[data-listen-for]')) showListening(button, false)
  }
  const listenTo = (button) => {
    // Voices may load late: ask at the press, not when the page loads.
    if (!speech || typeof SpeechSynthesisUtterance === 'undefined' || speech.getVoices().length === 0) {
      return say(button, 'Listening is not available in this browser.')
    }
    if (button.getAttribute('aria-pressed') === 'true') return stopSpeech()
    const target = document.getElementById(button.dataset.listenFor ?? '')
    const parts = target ? Array.from(target.querySelectorAll('[data-listen]'), (el) => el.innerText.trim()) : []
    const utterance = new SpeechSynthesisUtterance(parts.filter(Boolean).join('\n\n'))
    utterance.lang = document.documentElement.lang || 'en'
    utterance.onend = utterance.onerror = () => showListening(button, false)
    speech.cancel()
    speech.speak(utterance)
    say(button, '')
    showListening(button, true)
  }
  const copyLink = async (button) => {
    const url = button.dataset.copyUrl ?? window.location.href
    try {
      await navigator.clipboard.writeText(url)
      say(button, 'Link copied.')
    } catch {
      say(button, `Copy this address: ${url}`)
    }
  }
  const copyText = async (button) => {
    const source = document.getElementById(button.dataset.copyTextOf ?? '')
    const text = source?.innerText.trim() ?? ''
    try {
      if (!text) throw new Error('nothing to copy')
      await navigator.clipboard.writeText(text)
      say(button, 'Copied.')
    } catch {
      say(button, 'Select the text and copy it.')
    }
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const listen = target?.closest('[data-listen-for]')
      if (listen) return listenTo(listen)
      const copy = target?.closest('[data-copy-url]')
      if (copy) return copyLink(copy)
      const copyOf = target?.closest('[data-copy-text-of]')
      if (copyOf) return copyText(copyOf)
      const withQuery = target?.closest('a[data-with-query]')
      if (withQuery) {
        const here = new URLSearchParams(window.location.search)
        const url = new URL(withQuery.href)
        for (const name of (withQuery.dataset.withQuery ?? '').split(' ').filter(Boolean)) {
          const value = here.get(name)
          if (value) url.searchParams.set(name, value)
          else url.searchParams.delete(name)
        }
        withQuery.href = url.toString()
      }
    },
    true,
  )
  window.addEventListener('pagehide', () => speech?.cancel())
  return stopSpeech
}

/**
 * Video previews: a press on the play button replaces the preview with the
 * player (an address at one of `videoPlayerOrigins` only), which then gets
 * the focus. Nothing is asked of the provider before.
 */
export function enhanceVideos() {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-video-play]') : null
    const frame = button?.closest('[data-video-src]')
    if (!(frame instanceof HTMLElement)) return
    const src = frame.dataset.videoSrc ?? ''
    let origin = ''
    try {
      origin = new URL(src).origin
    } catch {
      return
    }
    if (!videoPlayerOrigins.includes(origin)) return
    const player = document.createElement('iframe')
    player.src = src
    player.title = frame.dataset.videoTitle || 'Video'
    player.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media'
    player.allowFullscreen = true
    player.referrerPolicy = 'strict-origin-when-cross-origin'
    frame.replaceChildren(player)
    frame.setAttribute('data-playing', '')
    player.focus()
  })
}

/** A script chunk gone after a deploy: the page reloads once, then lets the error page show. */
export function reloadOnceOnChunkError() {
  const reloadFlag = 'chunk-reload-at'
  const reloadOnce = (reason) => {
    if (!isChunkLoadError(reason)) return
    const last = Number(sessionStorage.getItem(reloadFlag) ?? 0)
    if (Date.now() - last < 60_000) return // already reloaded: let the error page show
    sessionStorage.setItem(reloadFlag, String(Date.now()))
    window.location.reload()
  }
  window.addEventListener('error', (event) => reloadOnce(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => reloadOnce(event.reason))
}

export function enhance() {
  const speech = 'speechSynthesis' in window ? window.speechSynthesis : null
  const markCurrent = enhanceNavigation()
  const stopSpeech = enhanceButtons(speech)
  enhanceVideos()
  reloadOnceOnChunkError()

  // —— After each navigation ——
  const navigated = () => {
    stopSpeech()
    const patterns = document.getElementById('route-patterns')
    fetch('/api/receive-routes', {
      method: 'POST',
      headers: { ...scriptHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ routes: JSON.parse(patterns?.textContent || '[]') }),
      keepalive: true,
    })
      // Read the (tiny) answer so the request completes; failures are ignored (spec §8).
      .then((response) => response.arrayBuffer())
      .catch(() => {})
  }
  // A listing that changes its address in place (components/listing/PagedListing.tsx): the top of the new list.
  const navigatedInPage = () => {
    window.scrollTo(0, 0)
    navigated()
  }
  window.addEventListener('listing:address-changed', navigatedInPage)
  window.addEventListener('popstate', navigatedInPage)

  const ready = () => {
    // Some browsers load their voices only once asked: ask now, so they are there by the first press.
    speech?.getVoices()
    markCurrent()
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready)
  else ready()
  // The route list and the typeface once the page has loaded, been painted and left the browser idle: they
  // never compete with the page's own files. (A fast page can load before its first paint.) The typeface a
  // second later still: the page's largest picture, decoded off the main thread, can be painted after that.
  const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 50))
  const loaded = () =>
    requestAnimationFrame(() =>
      whenIdle(() => {
        navigated()
        setTimeout(fetchTypeface, 1000)
      }),
    )
  if (document.readyState === 'complete') loaded()
  else window.addEventListener('load', loaded)
}

/** The script's text, as the browser runs it. */
export const enhanceScript = `{const chunkLoadErrorName = ${JSON.stringify(chunkLoadErrorName)}\nconst scriptHeaders = ${JSON.stringify(scriptHeaders)}\nconst videoPlayerOrigins = ${JSON.stringify(videoPlayerOrigins)}\n${[
  sitePath,
  linkCurrent,
  currentSection,
  isChunkLoadError,
  fetchTypeface,
  enhanceNavigation,
  enhanceButtons,
  enhanceVideos,
  reloadOnceOnChunkError,
  enhance,
].join('\n')}\nenhance()}`

/** Written at the start of each page's head, before its styles: the typeface from the first paint once remembered. */
export const typefaceScript = `{${typefaceInUse}\ntypefaceInUse()}`

/** Its address: the text's hash in the name, so a new version is a new file and an old one can be kept for a year. */
export const enhanceScriptPath = `${staticPrefix}site/enhance.${createHash('sha256').update(enhanceScript).digest('hex').slice(0, 12)}.js`

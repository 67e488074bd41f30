'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { clientFetch } from '@/lib/client/fetch'
import { routePatterns } from '@/lib/routes'

const reloadFlag = 'chunk-reload-at'

/** A script chunk that no longer exists after a deploy: reload once to get the new build. */
function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? '')
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
    text,
  )
}

function reloadOnceForChunkError(reason: unknown) {
  if (!isChunkLoadError(reason)) return
  const last = Number(sessionStorage.getItem(reloadFlag) ?? 0)
  if (Date.now() - last < 60_000) return // already reloaded: let the error page show
  sessionStorage.setItem(reloadFlag, String(Date.now()))
  window.location.reload()
}

/**
 * After every navigation (spec §2): stop any speech, scroll to the top and
 * report the route patterns to the server (failures ignored). When the page
 * first comes alive it leaves the scroll where it is: the page was shown, and
 * could be scrolled, before its scripts ran (lib/edge/html.mjs).
 */
export function NavigationEffects() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const navigated = useRef(false)

  useEffect(() => {
    if ('speechSynthesis' in window) window.speechSynthesis.cancel()
    if (navigated.current) window.scrollTo(0, 0)
    navigated.current = true
    clientFetch('/api/receive-routes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ routes: routePatterns }),
      keepalive: true,
    })
      // Read the (tiny) answer so the request completes; failures are ignored (spec §8).
      .then((response) => response.arrayBuffer())
      .catch(() => {})
  }, [pathname, search])

  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadOnceForChunkError(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => reloadOnceForChunkError(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  return null
}

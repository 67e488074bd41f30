/**
 * Every request React's components make to our server goes through here, so
 * each carries the script marker of spec §1 (X-Requested-With: XMLHttpRequest);
 * the page's own script (lib/edge/enhance.mjs) sends the same header.
 */
const scriptHeaders = { 'X-Requested-With': 'XMLHttpRequest' } as const

export function clientFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  for (const [key, value] of Object.entries(scriptHeaders)) headers.set(key, value)
  return fetch(input, { ...init, headers })
}

/** SWR fetcher: JSON or a thrown error carrying the server's message. */
export async function jsonFetcher<T>(url: string): Promise<T> {
  const response = await clientFetch(url, { headers: { Accept: 'application/json' } })
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new Error(body?.error?.message ?? `Request failed (${response.status})`)
  return body as T
}

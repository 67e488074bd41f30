import { readFileSync, readdirSync } from 'node:fs'
import { type IncomingMessage, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * A local stand-in for the ORCID public API (v3.0) that replays the recorded
 * answers in test/fixtures/orcid (see its README): `GET /v3.0/{orcid}/works`
 * as JSON. An iD in `busy` is refused with 429 and Retry-After, one in
 * `failing` with 503, until taken out. Every request is kept (`requests`).
 * On `port` when given, else any free one.
 */
const fixtures = path.join(process.cwd(), 'test/fixtures/orcid')

export async function startFakeOrcidServer(port = 0) {
  const answers = new Map(
    readdirSync(fixtures)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), path.join(fixtures, file)]),
  )
  const requests: string[] = []
  const busy = new Set<string>()
  const failing = new Set<string>()
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push(req.url ?? '')
    const orcid = new URL(req.url ?? '/', 'http://fake').pathname.match(/^\/v3\.0\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/works$/)?.[1]
    if (!orcid || !(req.headers.accept ?? '').includes('application/json')) {
      res.writeHead(406, { 'Content-Type': 'application/json' })
      return res.end('{"error-desc":"Ask for /v3.0/{orcid}/works as application/json."}')
    }
    if (busy.has(orcid)) {
      res.writeHead(429, { 'Retry-After': '60', 'Content-Type': 'text/plain' })
      return res.end('Too Many Requests')
    }
    if (failing.has(orcid)) {
      res.writeHead(503, { 'Content-Type': 'text/plain' })
      return res.end('Service Unavailable')
    }
    const file = answers.get(orcid)
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'application/json' })
      return res.end(`{"response-code":404,"developer-message":"404 Not Found: The resource was not found. ORCID iD ${orcid} not found"}`)
    }
    res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8' })
    res.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3.0`,
    requests,
    busy,
    failing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

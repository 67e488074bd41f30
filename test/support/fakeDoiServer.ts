import { readFileSync, readdirSync } from 'node:fs'
import { type IncomingMessage, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/**
 * A local stand-in for Crossref and DataCite that replays the recorded answers
 * in test/fixtures/doi (see its README): `/crossref/works/{doi}` and
 * `/datacite/dois/{doi}`. `10.5555/nvh.slow` never answers; `10.5555/nvh.busy`
 * is refused with 429 and Retry-After. Every request is kept (`requests`).
 * On `port` when given (the end-to-end tests' fixed address), else any free one.
 */
const fixtures = path.join(process.cwd(), 'test/fixtures/doi')
const recorded = (service: 'crossref' | 'datacite') =>
  new Map(
    readdirSync(path.join(fixtures, service)).map((file) => [
      file.replace(/\.json$/, '').replace('_', '/'),
      path.join(fixtures, service, file),
    ]),
  )

export async function startFakeDoiServer(port = 0) {
  const answers = { crossref: recorded('crossref'), datacite: recorded('datacite') }
  const requests: string[] = []
  const server: Server = createServer((req: IncomingMessage, res) => {
    requests.push(req.url ?? '')
    const url = new URL(req.url ?? '/', 'http://fake')
    const match = url.pathname.match(/^\/(crossref)\/works\/(.+)$|^\/(datacite)\/dois\/(.+)$/)
    const service = (match?.[1] ?? match?.[3]) as 'crossref' | 'datacite' | undefined
    const doi = decodeURIComponent(match?.[2] ?? match?.[4] ?? '').toLowerCase()
    if (doi === '10.5555/nvh.slow') return // never answers: the caller's timeout ends it
    if (doi === '10.5555/nvh.busy') {
      res.writeHead(429, { 'Retry-After': '30', 'Content-Type': 'text/plain' })
      return res.end('Too Many Requests')
    }
    const file = service ? answers[service].get(doi) : undefined
    if (!file) {
      res.writeHead(404, { 'Content-Type': service === 'crossref' ? 'text/plain' : 'application/json' })
      return res.end(
        service === 'crossref'
          ? 'Resource not found.'
          : '{"errors":[{"status":"404","title":"The resource you are looking for doesn\'t exist."}]}',
      )
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    crossref: `${base}/crossref`,
    datacite: `${base}/datacite`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

import { type IncomingMessage, type Server, type ServerResponse, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

import { type Step, pipeline } from '@/lib/edge/pipeline.mjs'

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A server running `steps` (the edge, or a part of it) in front of `handle`, as server.mjs runs them; stopped by `close`. */
export async function edgeServer(steps: Step[], handle: (req: IncomingMessage, res: ServerResponse) => unknown) {
  const server: Server = createServer(pipeline(steps, handle))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** A raw request (fetch would decode the body and choose its own Accept-Encoding). */
    ask(
      path: string,
      { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
    ) {
      return new Promise<Answer>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
          const chunks: Buffer[] = []
          res
            .on('data', (chunk: Buffer) => chunks.push(chunk))
            .on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        req.on('error', reject)
        req.end(body)
      })
    },
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

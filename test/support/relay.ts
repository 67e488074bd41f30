import { type Server, type Socket, connect, createServer } from 'node:net'

import { freePort } from './server'

/** A TCP relay to a service: `cut()` drops every connection and refuses new ones until `restore()`. */
export type Relay = { port: number; cut(): void; restore(): Promise<void>; close(): Promise<void> }

/**
 * A relay on a free loopback port to `target`'s host and port (`defaultPort` when it names none), for playing
 * a service's outage (the database, Redis) without stopping the service that other tests use.
 */
export async function relayTo(target: URL, defaultPort: number): Promise<Relay> {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | undefined
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || defaultPort), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', () => resolve())
    })
  await listen()
  const stop = () => {
    server?.close()
    server = undefined
    for (const socket of sockets) socket.destroy()
  }
  return { port, cut: stop, restore: listen, close: async () => stop() }
}

import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * `log` is what the server printed so far (stdout and stderr); `signal` sends one to the process without
 * waiting; `exited` resolves when it has exited.
 */
export type RunningServer = {
  url: string
  log: () => string
  stop: () => Promise<void>
  signal: (name: NodeJS.Signals) => void
  exited: () => Promise<void>
}

/**
 * Starts the production build (`server.mjs`, as `npm start` does) on a loopback port (`port`, else a free one)
 * with the given environment.
 */
export function startProductionServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  return startServer((port) => ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], env, port)
}

/** Starts Next.js's own handler on the production build with nothing in front (test/support/next-alone.mjs). */
export function startNextAlone(env: Record<string, string>): Promise<RunningServer> {
  return startServer((port) => ['test/support/next-alone.mjs', String(port)], env)
}

async function startServer(args: (port: number) => string[], env: Record<string, string>, given?: number): Promise<RunningServer> {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first (npm test does).')
  const port = given ?? (await freePort())
  const child: ChildProcess = spawn(process.execPath, args(port), {
    cwd: root,
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`)
    try {
      const response = await fetch(`${url}/api/settings`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  if (Date.now() >= deadline) throw new Error(`the server did not answer within 60 s: ${output}`)
  const exited = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
    })
  return {
    url,
    log: () => output,
    signal: (name) => void child.kill(name),
    exited,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

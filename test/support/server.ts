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

/** `log`: what the server printed so far. */
export type RunningServer = { url: string; stop: () => Promise<void>; log: () => string }

/** Starts the production build (`next start`) on a free loopback port with the given environment. */
export async function startProductionServer(env: Record<string, string>): Promise<RunningServer> {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first (npm test does).')
  const port = await freePort()
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
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
    if (child.exitCode !== null) throw new Error(`next start exited: ${output}`)
    try {
      const response = await fetch(`${url}/api/settings`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  if (Date.now() >= deadline) throw new Error(`next start did not answer within 60 s: ${output}`)
  return {
    url,
    log: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

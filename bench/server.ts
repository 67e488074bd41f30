import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

export type App = { url: string; pid: number; stop: () => void }

/**
 * Starts the production build on a fresh, seeded SQLite database under data/<name>;
 * with `shared`, one more server on that database (already seeded), as a second app server.
 */
export async function startApp(name: string, port: number, { shared = false } = {}): Promise<App> {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first.')
  const dataDir = path.join(root, 'data', name)
  if (!shared) rmSync(dataDir, { recursive: true, force: true })
  const child: ChildProcess = spawn(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${dataDir}/site.db`,
      PAYLOAD_SECRET: 'bench',
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the server exited')
    try {
      if ((await fetch(`${url}/api/settings`)).ok) return { url, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGTERM')
  throw new Error('the server did not answer within 150 s')
}

import { availableParallelism } from 'node:os'
import path from 'node:path'

/**
 * The end-to-end tests run in several workers, each against a server of its
 * own on a database of its own (seeded at start), so that one worker's edits
 * never show in another's pages. The config starts them all; a test reaches
 * its worker's through `baseURL` (e2e/fixtures.ts).
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()))

const firstPort = Number(process.env.E2E_PORT ?? 3210)

/** The server of the worker with this parallel index (0 … e2eWorkers − 1). */
export function e2eServer(index: number) {
  const port = firstPort + index
  const dataDir = path.join(import.meta.dirname, `../data/test-e2e-${index}`)
  return { port, url: `http://127.0.0.1:${port}`, dataDir, databaseUrl: `file:${dataDir}/site.db` }
}

/**
 * The local stand-ins for outside services (test/support: Crossref and DataCite), one
 * process for every worker on the port after the workers' servers (e2e/fakeServices.ts).
 */
export const fakeServicesPort = firstPort + e2eWorkers

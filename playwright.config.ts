import { defineConfig, devices } from '@playwright/test'

import { administrator } from './e2e/administrator'
import { e2eServer, e2eWorkers, fakeServicesPort } from './e2e/servers'
import { systemChromium } from './test/support/requirements.mjs'

/**
 * End-to-end tests drive the system's Chromium where there is one (Debian's:
 * Playwright cannot download its own browser everywhere), else Playwright's
 * own, against the production build: one server per worker, each on a freshly
 * seeded database of its own (e2e/servers.ts).
 */
const chromium = systemChromium()

export default defineConfig({
  testDir: 'e2e',
  // A file's tests run in order, in one worker; the files are shared out between the workers.
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  reporter: 'list',
  // The fake outside services the servers call (e2e/fakeServices.ts).
  globalSetup: './e2e/fakeServices.ts',
  // Generous for a busy two-core machine: /admin's pages are heavy, and two workers share the cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // Each worker's own server: e2e/fixtures.ts sets it from the worker's index.
    baseURL: e2eServer(0).url,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(chromium && { executablePath: chromium }),
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: Array.from({ length: e2eWorkers }, (_, index) => e2eServer(index)).map(({ port, url, dataDir, databaseUrl }) => ({
    // A fresh database each run: a copy of the one `npm test` seeded once (scripts/test.mjs), else an empty one,
    // migrated and seeded on first start.
    command: [
      `rm -rf "${dataDir}"`,
      ...(process.env.SEEDED_SQLITE_DIR ? [`cp -R "${process.env.SEEDED_SQLITE_DIR}" "${dataDir}"`] : []),
      `node server.mjs -p ${port} -H 127.0.0.1`,
    ].join(' && '),
    url: `${url}/api/settings`,
    // Migrated and seeded on first start, beside the other suites' seeds (npm test runs them side by side).
    timeout: 420_000,
    reuseExistingServer: false,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      // e2e/interactive.spec.ts signs expired proofs with the same secret.
      PAYLOAD_SECRET: 'e2e-tests',
      // Links in the site's messages (confirmation, unsubscribe) point at the server under test.
      SITE_URL: url,
      // The CMS's first administrator, created at start (e2e/fixtures.ts signs in with it).
      ADMIN_EMAIL: administrator.email,
      ADMIN_PASSWORD: administrator.password,
      NODE_ENV: 'production',
      // The tests play the proxy in front: each test names its own client in X-Forwarded-For (e2e/fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
      // Every test browses from one address: the per-visitor limit of route-list reports would refuse some.
      RATE_LIMIT_ROUTES: '10000/60',
      // Playwright's request client keeps idle connections with no timeout of its own: a call made after a test's
      // pause in the browser must not meet one the server is closing (server.mjs).
      KEEP_ALIVE_SECONDS: '300',
      // "Add from DOI" looks DOIs up in the recorded answers (test/fixtures/doi), never on the internet.
      CROSSREF_API_URL: `http://127.0.0.1:${fakeServicesPort}/crossref`,
      DATACITE_API_URL: `http://127.0.0.1:${fakeServicesPort}/datacite`,
      // No scheduled ORCID sync: it would ask ORCID about the seeded people.
      ORCID_SYNC_DAYS: '0',
    },
  })),
})

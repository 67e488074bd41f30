import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { administrator } from './e2e/administrator'

/**
 * End-to-end tests drive Debian's Chromium (Playwright cannot download its own
 * browser here) against the production build on a freshly seeded database.
 */
const port = Number(process.env.E2E_PORT ?? 3210)
const dataDir = path.join(import.meta.dirname, 'data/test-e2e')

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    // A fresh database each run: removed, then migrated and seeded on first start.
    command: `rm -rf ${dataDir} && node server.mjs -p ${port} -H 127.0.0.1`,
    url: `http://127.0.0.1:${port}/api/settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: `file:${dataDir}/site.db`,
      // e2e/interactive.spec.ts signs expired proofs with the same secret.
      PAYLOAD_SECRET: 'e2e-tests',
      // Links in the site's messages (confirmation, unsubscribe) point at the server under test.
      SITE_URL: `http://127.0.0.1:${port}`,
      // The CMS's first administrator, created at start (e2e/fixtures.ts signs in with it).
      ADMIN_EMAIL: administrator.email,
      ADMIN_PASSWORD: administrator.password,
      NODE_ENV: 'production',
      // The tests play the proxy in front: each test names its own client in X-Forwarded-For (e2e/fixtures.ts).
      TRUST_PROXY: '127.0.0.1',
      // Every test browses from one address: the per-visitor limit of route-list reports would refuse some.
      RATE_LIMIT_ROUTES: '10000/60',
    },
  },
})

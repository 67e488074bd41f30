import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { contractDatabases } from './test/support/databases.ts'

const root = import.meta.dirname

/** Contract files that load the CMS with settings of their own (in the environment, before the first import). */
const ownConfiguration = ['test/contract/s3-storage.test.ts']

const shared = {
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'cms/payload.config.ts'),
      '@': root,
      // Only Next.js's bundler knows the react-server condition; in tests the guard is a no-op.
      'server-only': path.join(root, 'test/support/empty.ts'),
    },
  },
}

export default defineConfig({
  test: {
    projects: [
      {
        // Plain modules, without Payload (what needs the CMS's loaded config is in test/contract), and no state kept
        // between files: one module graph for all the files (isolate: false) halves the suite's time.
        resolve: {
          alias: [
            { find: /^(payload|@payload-config)$/, replacement: path.join(root, 'test/support/without-payload.ts') },
            ...Object.entries(shared.resolve.alias).map(([find, replacement]) => ({ find, replacement })),
          ],
        },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Some start real HTTP servers or processes; they run beside the other suites (npm test), on a busy machine.
          testTimeout: 30_000,
        },
      },
      // The contract suite runs once per database: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
      ...contractDatabases().flatMap((db) => {
        // The nginx recipe, the server's edge, Next.js's output and the upstream mode do not depend on the database:
        // they are checked once, with SQLite. Several servers share one PostgreSQL (and Redis): SQLite is one
        // server's database; the search index's row layout is PostgreSQL's. Waiting for another process's write
        // lock is SQLite's alone.
        const elsewhere =
          db.name === 'sqlite'
            ? ['test/contract/scale-out.test.ts', 'test/contract/search-rows-postgres.test.ts']
            : [
                'test/contract/sqlite-lock.test.ts',
                'test/contract/nginx.test.ts',
                'test/contract/edge.test.ts',
                'test/contract/next-output.test.ts',
                'test/contract/upstream-mode.test.ts',
                'test/contract/readiness.test.ts',
              ]
        const test = {
          environment: 'node',
          // The servers the tests start never sync ORCID on a schedule (test/contract/orcid.test.ts runs the jobs itself).
          env: { ...db.env, CONTRACT_DB: db.name, ORCID_SYNC_DAYS: '0' },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        } as const
        return [
          {
            ...shared,
            test: {
              ...test,
              name: `contract-${db.name}`,
              include: ['test/contract/**/*.test.ts'],
              exclude: [...elsewhere, ...ownConfiguration],
              globalSetup: ['test/support/seeded-database.ts'],
              // One module graph, and so one CMS, for all the files: loading the CMS's configuration and starting
              // it once instead of once a file saves seconds a file. Each file still cleans up what it changes.
              isolate: false,
              sequence: { groupOrder: 0 },
            },
          },
          {
            ...shared,
            test: {
              ...test,
              // The files that load the CMS with settings of their own: each in a module graph of its own, after
              // the others (on the same database).
              name: `contract-${db.name}-own-configuration`,
              include: ownConfiguration,
              exclude: elsewhere,
              sequence: { groupOrder: 1 },
            },
          },
        ]
      }),
    ],
  },
})

import { defineConfig } from 'vitest/config'

/**
 * The container image's test alone (`npm run test:container`): not a project of the main configuration, so
 * neither `npm test` nor a bare `npx vitest run` builds the image.
 */
export default defineConfig({
  test: {
    include: ['test/container/**/*.test.ts'],
    environment: 'node',
    // Building the image: minutes (npm ci and next build inside it).
    hookTimeout: 1_800_000,
    testTimeout: 60_000,
  },
})

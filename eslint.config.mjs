import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'cms/migrations/**',
      'cms/payload-types.ts',
      'app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    // Links between the site's pages are plain <a>: a page load (lib/edge/html.mjs: reading pages carry no framework).
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Link the site’s pages with a plain <a> (a page load).' }] },
      ],
    },
  },
  {
    // Small units: a function says one thing. (A test file's describe blocks group its tests and are left out.)
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['test/**', 'e2e/**'],
    rules: { 'max-lines-per-function': ['error', 120] },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Each Playwright worker has a server of its own (e2e/servers.ts): the project's baseURL is the first worker's.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='baseURL'][object.property.name='use']",
          message: 'Use the `baseURL` fixture: it is this worker’s server (e2e/fixtures.ts).',
        },
      ],
    },
  },
]

export default config

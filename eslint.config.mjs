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
    // One link for the site (components/SiteLink.tsx: prefetches on intent, not on sight).
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['components/SiteLink.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: 'Use SiteLink from components/SiteLink.' }] }],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]

export default config

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Articles } from './collections/Articles'
import { Events } from './collections/Events'
import { Leaders } from './collections/Leaders'
import { Media } from './collections/Media'
import { News } from './collections/News'
import { People } from './collections/People'
import { Protocols } from './collections/Protocols'
import { Publications } from './collections/Publications'
import * as reference from './collections/Reference'
import { FormSubmissions, RoutePatterns } from './collections/Submissions'
import { Tenders } from './collections/Tenders'
import { Users } from './collections/Users'
import { databaseAdapter } from './database'
import { FrontPageSettings } from './globals/FrontPageSettings'
import { Settings } from './globals/Settings'
import { onInit } from './init'
import { cmsSecret } from './secret'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: cmsSecret(),
  serverURL: process.env.SITE_URL ?? '',
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' | Institute CMS' },
  },
  // /api belongs to the public contract; the CMS's own REST and GraphQL live under /cms.
  routes: { admin: '/admin', api: '/cms/api', graphQL: '/cms/graphql', graphQLPlayground: '/cms/graphql-playground' },
  collections: [
    News,
    Events,
    People,
    Publications,
    Protocols,
    Tenders,
    Leaders,
    Articles,
    Media,
    ...Object.values(reference),
    FormSubmissions,
    RoutePatterns,
    Users,
  ],
  globals: [Settings, FrontPageSettings],
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit,
})

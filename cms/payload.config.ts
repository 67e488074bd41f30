import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { BlocksFeature, LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type CollectionConfig } from 'payload'
import sharp from 'sharp'

import { Achievements } from './collections/Achievements'
import { Awards } from './collections/Awards'
import { CarouselImages } from './collections/CarouselImages'
import { Collaborations } from './collections/Collaborations'
import { Countries } from './collections/Countries'
import { Divisions } from './collections/Divisions'
import { Donates } from './collections/Donates'
import { Donors } from './collections/Donors'
import { formBuilder } from './collections/Forms'
import { GlobalMarkers } from './collections/GlobalMarkers'
import { HighlightTopics } from './collections/HighlightTopics'
import { Highlights } from './collections/Highlights'
import { Items } from './collections/Items'
import { Media } from './collections/Media'
import { MediaResources } from './collections/MediaResources'
import { Menus } from './collections/Menus'
import { NewsletterDeliveries, NewsletterIssues } from './collections/NewsletterIssues'
import { Outbox } from './collections/Outbox'
import { PinnedSearches } from './collections/PinnedSearches'
import { SearchSynonyms } from './collections/SearchSynonyms'
import { QuickLinks } from './collections/QuickLinks'
import { RoutePatterns } from './collections/RoutePatterns'
import { SearchTerms } from './collections/SearchTerms'
import { Staff } from './collections/Staff'
import { StaffPortraits } from './collections/StaffPortraits'
import { Subscribers } from './collections/Subscribers'
import { Testimonials } from './collections/Testimonials'
import { UsedTokens } from './collections/UsedTokens'
import { OrcidWorks } from './collections/OrcidWorks'
import { orcidTasks } from './orcidSync'
import { Users } from './collections/Users'
import { linkableCollections } from '../content'
import { contentCollections, contentDemos } from '../content/server'
import { isEditor } from './access'
import { explainedImports } from './admin/imports'
import { readableJsonFields } from './admin/readableJson'
import { trustedOrigins } from './access/origins'
import { answerInputFaults, cmsLogger } from './apiErrors'
import { dataDir } from './data-dir'
import { databaseAdapter } from './database'
import { FrontPageSettings } from './globals/FrontPageSettings'
import { Settings } from './globals/Settings'
import { withGlobalRevalidation, withRevalidation } from './hooks/revalidate'
import { withSettingsAudit } from './hooks/audit'
import { AuditLog } from './collections/AuditLog'
import { graphQLConfig } from './graphQL'
import { livePreviewBreakpoints } from './preview'
import { withRedirectOnRename } from './hooks/redirects'
import { withSearchIndexHooks } from './hooks/searchIndex'
import { defaultTimeZone } from '../lib/time'
import { outboxEmailAdapter } from '../lib/mail'
import { onInit } from './init'
import { plainLabels } from './plugins/labels'
import { redirects } from './plugins/redirects'
import { keepSidebarFields, seo } from './plugins/seo'
import { fileStorage } from './plugins/storage'
import { videoBlock } from './fields/videoBlock'
import { cmsSecret } from './secret'
import { uploadRequestOptions } from './uploads'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: cmsSecret(),
  serverURL: process.env.SITE_URL ?? '',
  // A signed-in editor's cookie counts only on requests from the site's own origin, and only it may read answers.
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, '..') },
    meta: { titleSuffix: ' | Institute CMS' },
    // Payload's default is Gravatar: every admin page would send a hash of the editor's e-mail to a third party.
    avatar: 'default',
    // Each previewable collection and the home page give their own address (cms/preview.ts).
    livePreview: { breakpoints: livePreviewBreakpoints },
    components: {
      beforeDashboard: ['/cms/admin/ReviewQueue#ReviewQueue'],
      // The newsroom's calendar: scheduled, embargoed and published items and events by month or week.
      views: {
        calendar: { Component: '/cms/admin/Calendar#Calendar', path: '/calendar' },
        // Payload's sign-in form with the second step of two-factor sign-in (cms/twoFactor.ts).
        login: { Component: '/cms/admin/SignIn#SignInView' },
      },
      afterNavLinks: ['/cms/admin/Calendar#CalendarLink'],
    },
    // The Schedule drawer offers the institute's own zone first (lib/time), beside Payload's usual list.
    timezones: {
      supportedTimezones: ({ defaultTimezones }) =>
        defaultTimezones.some((zone) => zone.value === defaultTimeZone)
          ? defaultTimezones
          : [
              { label: `${defaultTimeZone.split('/').pop()?.replace(/_/g, ' ')} (the institute)`, value: defaultTimeZone },
              ...defaultTimezones,
            ],
      defaultTimezone: defaultTimeZone,
    },
  },
  // Uploads over the byte limit are refused while the request is read (the pixel limit: cms/media/oversize.ts).
  upload: uploadRequestOptions,
  // /api belongs to the public contract; the CMS's own REST and GraphQL live under /cms.
  routes: { admin: '/admin', api: '/cms/api', graphQL: '/cms/graphql', graphQLPlayground: '/cms/graphql-playground' },
  graphQL: graphQLConfig,
  // Bad input to those APIs answers 400 and logs one line; real faults stay 500 with their stack.
  hooks: { afterError: [answerInputFaults] },
  logger: cmsLogger,
  // Every change expires the cached reads that depend on it; searchable content also updates the search index.
  collections: [
    // The content types' own (content/server.ts): news, events, people, publications, protocols, research themes, tenders, leaders, pages.
    ...contentCollections,
    Media,
    Achievements,
    Awards,
    CarouselImages,
    Collaborations,
    Countries,
    Divisions,
    Donates,
    Donors,
    GlobalMarkers,
    HighlightTopics,
    Highlights,
    Items,
    MediaResources,
    Menus,
    PinnedSearches,
    SearchSynonyms,
    QuickLinks,
    Testimonials,
    OrcidWorks,
    Subscribers,
    NewsletterIssues,
    NewsletterDeliveries,
    Outbox,
    Staff,
    StaffPortraits,
    UsedTokens,
    SearchTerms,
    RoutePatterns,
    Users,
  ]
    .map(withSearchIndexHooks)
    .map(withRevalidation)
    .map(withRedirectOnRename)
    // Who did what (cms/hooks/audit.ts): no cache or search index depends on it.
    .concat(AuditLog),
  // Background work beside scheduled publishing (cms/jobs.ts runs the queue): the ORCID sync (cms/orcidSync.ts).
  jobs: { tasks: orcidTasks },
  globals: [Settings, FrontPageSettings].map(withGlobalRevalidation).map(withSettingsAudit),
  // Payload's editor, with one block of our own: a video shown as a click-to-load preview (cms/fields/videoBlock.ts).
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      // Links to documents reach the types with pages of their own, as menus and redirects do.
      ...defaultFeatures.map((feature) => (feature.key === 'link' ? LinkFeature({ enabledCollections: linkableCollections }) : feature)),
      BlocksFeature({ blocks: [videoBlock] }),
    ],
  }),
  db: databaseAdapter(),
  sharp,
  telemetry: false,
  typescript: {
    outputFile: path.resolve(dirname, 'payload-types.ts'),
    // Regenerated while developing (`npm run dev`) only. Elsewhere each start of the CMS outside production (a
    // seed, every test file of the contract suites) would start a whole `payload generate:types` process beside
    // it; `npm run generate:types` writes the file, and the drift check fails when it is stale.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  onInit: onInit(contentDemos),
  // Payload's own messages (password resets) through the site's outbox and SMTP.
  email: outboxEmailAdapter,
  plugins: [
    // CSV export for editors (staff) and CSV import of the staff registry.
    // Runs synchronously in the request: no job runner to operate.
    // Forms editors build, and their submissions (cms/collections/Forms.ts); before the others, which see their collections.
    formBuilder,
    // The plugin's collections join after the list above: changing a form expires the cached reads that show it too.
    (config) => ({ ...config, collections: config.collections?.map((c) => (c.slug === 'forms' ? withRevalidation(c) : c)) }),
    importExportPlugin({
      collections: [
        // Form submissions have their own CSV export, one column per form field (cms/admin/SubmissionsExport.tsx), and
        // subscribers theirs, for administrators, by topic (cms/subscribersCsv.ts).
        { slug: 'staff', import: { disableJobsQueue: true }, export: { disableJobsQueue: true, format: 'csv' } },
      ],
      overrideExportCollection: ({ collection }) => editorFiles(collection, 'exports'),
      // Imports say which columns they need and why a row failed (cms/admin/imports.ts).
      overrideImportCollection: ({ collection }) => explainedImports(editorFiles(collection, 'imports'), [Staff]),
    }),
    readableJsonFields,
    // SEO fields on the registry's linkable types and the front page; redirects, managed and automatic.
    seo,
    keepSidebarFields,
    redirects,
    // Uploaded files in an S3-compatible bucket when S3_BUCKET is set, else in DATA_DIR; after the plugins that add upload collections.
    fileStorage,
    // Last: every field the plugins added gets a label in plain words too.
    plainLabels,
  ],
})

/** Import and export files are editors' business, kept beside the media (in DATA_DIR, or in the bucket: cms/plugins/storage.ts). */
function editorFiles(collection: CollectionConfig, folder: string): CollectionConfig {
  return {
    ...collection,
    access: { ...collection.access, read: isEditor, create: isEditor, delete: isEditor },
    admin: { ...collection.admin, group: 'Administration' },
    upload: { ...(typeof collection.upload === 'object' ? collection.upload : {}), staticDir: path.join(dataDir, folder) },
  }
}

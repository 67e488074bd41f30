import { type CollectionBeforeOperationHook, type CollectionSlug, type Endpoint, headersWithCors, restoreVersionOperation } from 'payload'

/**
 * Two fixes to how Payload 3.90 writes the version history of a collection
 * with drafts (the editorial collections).
 *
 * Unpublishing. /admin's Unpublish asks for `unpublishAllLocales`, and Payload
 * then overwrites the latest version in place instead of adding one: the
 * version that was live becomes a draft in the history, and nothing there
 * says the story was ever published. The site has no locales, so the flag
 * means nothing more than "unpublish": without it, unpublishing adds a new
 * draft version and the published one stays in the history as it was.
 */
export const keepPublishedHistory: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || req.payload.config.localization || !('unpublishAllLocales' in args)) return args
  return { ...args, unpublishAllLocales: false }
}

/**
 * Restoring a version. Payload copies the version onto the document with the
 * version's status; /admin offers "restore as draft" only for published
 * versions. Restoring an older draft of a live story therefore unpublished it
 * without a word. Here a draft version is always restored as a draft (the new
 * current draft, to review and publish): the published story stays live.
 * Everything else is Payload's own restore operation, with its access rules.
 */
export const restoreDraftVersionsAsDrafts: Endpoint = {
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    const collection = String(req.routeParams?.collection) as CollectionSlug
    const id = String(req.routeParams?.id)
    const depth = Number(req.searchParams.get('depth') ?? 0)
    const { version } = await req.payload.findVersionByID({ collection, id, depth: 0, overrideAccess: false, req, trash: true })
    const draft = req.searchParams.get('draft') === 'true' || (version as { _status?: string })._status !== 'published'
    // The operation itself: Payload's Local API `restoreVersion` drops the `draft` option.
    const doc = await restoreVersionOperation({
      collection: req.payload.collections[collection],
      id,
      draft,
      depth: Number.isInteger(depth) && depth >= 0 && depth <= 10 ? depth : 0,
      overrideAccess: false,
      req,
    })
    return Response.json(
      { ...doc, message: req.t('version:restoredSuccessfully') },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}

import { type Access, APIError, type CollectionConfig, type FieldAccess, type PayloadRequest, type Where } from 'payload'

/**
 * Roles a signed-in CMS user can have. Contributors write drafts and submit
 * them for review; editors publish and manage all content; admins also
 * manage users and the site settings.
 */
export const roles = ['admin', 'editor', 'contributor'] as const
export type Role = (typeof roles)[number]
export const roleLabels: Record<Role, string> = {
  admin: 'Administrator (users, settings and all content)',
  editor: 'Editor (publishes and manages content)',
  contributor: 'Contributor (writes drafts, submits them for review)',
}

const userHasRole = (user: PayloadRequest['user'], role: Role) => Boolean(user?.roles?.includes(role))
const hasRole = (req: PayloadRequest, role: Role) => userHasRole(req.user, role)

export const anyone: Access = () => true
/** No one through /admin or an API: only the backend, which overrides access, does this. */
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
export const isEditor: Access = ({ req }) => canPublish(req)
export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin')
/** Anyone signed in to the CMS, whatever their role. */
export const isStaff = (req: PayloadRequest) => roles.some((role) => hasRole(req, role))
/** Whether this signed-in user (or nobody) may publish: editors and administrators. */
export const userCanPublish = (user: PayloadRequest['user']) => userHasRole(user, 'admin') || userHasRole(user, 'editor')
export const canPublish = (req: PayloadRequest) => userCanPublish(req.user)
export const isContributor: Access = ({ req }) => isStaff(req)

/**
 * Writing editorial content: editors and admins freely; contributors only
 * drafts, and they do not move anything to the trash (Payload asks this with
 * `_status: 'published'` or `deletedAt` to decide whether to offer Publish or
 * Delete, and with the data of every save).
 */
export const writesDrafts: Access = ({ req, data }) =>
  canPublish(req) || (isStaff(req) && data?._status !== 'published' && !data?.deletedAt)

/**
 * The field an editorial collection's publication date lives in: a published
 * document dated in the future stays hidden from the public until that moment
 * (an embargo), then appears by itself (see cms/jobs.ts).
 */
export const publicationDateField = 'publishedAt'

/** Whether a collection's documents wait for their publication date (drafts and a `publishedAt` field). */
export const hasEmbargo = (config: Pick<CollectionConfig, 'fields'>) =>
  config.fields.some((field) => 'name' in field && field.name === publicationDateField)

/**
 * What the public may read of an editorial collection: published, never in the
 * trash (even asked for with `?trash=true`), and, where it has a publication
 * date, not embargoed.
 */
export const publicWhere = (embargoed: boolean, now = new Date()): Where => ({
  and: [
    { _status: { equals: 'published' } },
    { deletedAt: { exists: false } },
    ...(embargoed ? [{ [publicationDateField]: { less_than_equal: now.toISOString() } }] : []),
  ],
})

/**
 * Public readers see published documents only (none in the trash, none
 * before its publication date); anyone signed in to the CMS also sees drafts.
 * Every public read goes through this rule: the backend never overrides access.
 * Only for collections with drafts and trash (`editorial`).
 */
export const publishedOrStaff =
  (embargoed: boolean): Access =>
  ({ req }) =>
    isStaff(req) ? true : publicWhere(embargoed)

/**
 * What the site's backend (lib/backend) passes as `context` on its public reads:
 * they still go through every access rule, and may also fill in the images of
 * the published documents they read (see Media).
 */
export const siteReadContext = { siteRead: true } as const
export const isSiteRead = (req: PayloadRequest) => req.context?.siteRead === true

/** Editors may read themselves and (admins) everyone. */
export const selfOrAdmin: Access = ({ req }) => (hasRole(req, 'admin') ? true : req.user ? { id: { equals: req.user.id } } : false)

/**
 * Records only the backend writes (form posts, sent mail, search counts):
 * editors read them, admins may delete them, nobody edits them in /admin.
 */
export const writtenByBackend = { read: isEditor, create: nobody, update: nobody, delete: isAdmin }

/**
 * A refusal Payload answers with this status, message and `code`. The data is
 * needed: in the production bundle Payload's error classes lose their names,
 * and an error with neither is answered "An unknown error occurred."
 */
export const refusal = (status: 403 | 429, code: string, message: string) => new APIError(message, status, { code }, true)

import { type Access, APIError, type FieldAccess, type PayloadRequest, type Where } from 'payload'

/** Roles a signed-in CMS user can have. Admins also manage users. */
export const roles = ['admin', 'editor'] as const
type Role = (typeof roles)[number]

type WithRoles = { roles?: Role[] | null }

const hasRole = (req: PayloadRequest, role: Role) => Boolean((req.user as WithRoles | null)?.roles?.includes(role))

export const anyone: Access = () => true
/** No one through /admin or an API: only the backend, which overrides access, does this. */
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
export const isEditor: Access = ({ req }) => hasRole(req, 'admin') || hasRole(req, 'editor')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin')

/**
 * Public readers see published documents only, never one in the trash (even
 * when they ask for the trash with `?trash=true`); editors also see drafts.
 * Every public read goes through this rule: the backend never overrides access.
 * Only for collections with drafts and trash (`editorial`).
 */
const publicDocuments: Where = { and: [{ _status: { equals: 'published' } }, { deletedAt: { exists: false } }] }
export const publishedOrEditor: Access = ({ req }) => (hasRole(req, 'admin') || hasRole(req, 'editor') ? true : publicDocuments)

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

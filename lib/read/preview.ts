import { AsyncLocalStorage } from 'node:async_hooks'

import type { TypedUser } from 'payload'

import { siteReadContext } from '../../cms/access'

/**
 * Who the backend reads for. Normally the public: published documents only,
 * through every access rule. While a signed-in CMS user previews drafts
 * (lib/upstream/preview.ts), the reads in that call run as that user, drafts
 * included — still through the access rules, never overriding them.
 */
const previewer = new AsyncLocalStorage<TypedUser>()

export const readingAs = <T>(user: TypedUser, read: () => Promise<T>): Promise<T> => previewer.run(user, read)

export function readOptions() {
  const user = previewer.getStore()
  return user
    ? { overrideAccess: false, draft: true, user, context: siteReadContext }
    : { overrideAccess: false, draft: false, context: siteReadContext }
}

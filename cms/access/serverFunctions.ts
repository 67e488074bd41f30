import type { PayloadRequest } from 'payload'

import { userCanPublish } from '.'

/**
 * Payload's admin server functions (app/(payload)/layout.tsx) check only that
 * the caller may use /admin. Scheduling is publishing: without this check a
 * contributor could schedule a publication, or cancel (delete) an editor's
 * scheduled one, by calling the function directly. Only editors and
 * administrators may call these.
 */
const publishingFunctions = new Set(['schedule-publish'])

/** Whether a server function needs the caller's roles checked first. */
export const isPublishingFunction = (name: string) => publishingFunctions.has(name)

/** The answer the admin shows when this user may not call this server function; null when they may. */
export function serverFunctionRefusal(name: string, user: PayloadRequest['user']): { error: string } | null {
  if (!isPublishingFunction(name) || userCanPublish(user)) return null
  return { error: 'Only editors and administrators can schedule publishing or cancel a schedule.' }
}

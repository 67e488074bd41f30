import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { TypedUser } from 'payload'
import { cache } from 'react'

import { cms } from '../backend/cms'

/**
 * The CMS user previewing drafts on this request: draft mode is on (turned on
 * by /cms/preview) and the request carries a valid CMS session. Otherwise
 * null: a draft-mode cookie alone shows nothing unpublished. Once per request.
 */
export const previewer = cache(async (): Promise<TypedUser | null> => {
  let enabled: boolean
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    return null // not in a request (build, scripts)
  }
  if (!enabled) return null
  const { user } = await (await cms()).auth({ headers: await headers() })
  return user ?? null
})

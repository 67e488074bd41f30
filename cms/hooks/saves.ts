import type { PayloadRequest } from 'payload'

/**
 * What kind of save a request to the CMS's REST API is, from its query (Payload
 * parses `?draft=true` into a boolean, or leaves the text).
 */
const truthy = (value: unknown) => value === true || value === 'true'

/** `?draft=true`: a draft save, as opposed to publishing or unpublishing. */
export const isDraftSave = (req: PayloadRequest) => truthy(req.query?.draft)

/** `?autosave=true`: /admin saving as the editor types. */
export const isAutosave = (req: PayloadRequest) => truthy(req.query?.autosave)

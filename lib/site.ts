import 'server-only'

import { cache } from 'react'

import { upstream } from './upstream'

/** Site settings, read once per request and shared by layout, metadata and pages. */
export const getSettings = cache(async () => (await upstream('settings')).data)

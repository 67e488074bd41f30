import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The CMS instance (connected, migrated, seeded on first use). Cached per process by Payload. */
export const cms = (): Promise<Payload> => getPayload({ config })

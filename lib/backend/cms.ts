import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The CMS instance (connected, migrated, seeded on first use). Cached per process by Payload. */
export const cms = (): Promise<Payload> => getPayload({ config })

/** The institute's name, as the editors set it: in messages the site sends. */
export async function productName(): Promise<string> {
  return (await (await cms()).findGlobal({ slug: 'settings', depth: 0 })).productName
}

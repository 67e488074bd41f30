import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardGraphQL } from '../guard'

/** The CMS's GraphQL API: bodies, depth, size and fragment cycles are checked before Payload runs a query. */
export const POST = guardGraphQL(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)

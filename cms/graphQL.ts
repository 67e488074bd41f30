/**
 * Limits of the CMS's GraphQL API (/cms/graphql, used by no page: the admin
 * uses REST). The route checks depth, size and fragment cycles before Payload
 * sees a query (app/(payload)/cms/guard.ts); Payload's complexity rule applies
 * maxComplexity after that. Introspection stays off in production.
 */
export const graphQLLimits = {
  /** Nested selections below the operation: `{ allNews { docs { division { title } } } }` is 4. */
  maxDepth: 10,
  /** Fields a query selects once its fragments are spread: the same number as Payload's complexity limit. */
  maxComplexity: 500,
  /** Tokens in a query document, checked while parsing. */
  maxTokens: 5000,
  /** Bytes of a request body. */
  maxBodyBytes: 64 * 1024,
} as const

export const graphQLConfig = {
  maxComplexity: graphQLLimits.maxComplexity,
  disableIntrospectionInProduction: true,
  disablePlaygroundInProduction: true,
}

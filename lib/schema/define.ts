import { z } from 'zod'

/**
 * The building blocks of the contract's calls (lib/contract/endpoints.ts and
 * each content type's own calls, content/<type>/index.ts): a call's shape and
 * the common response shapes.
 */

export const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item })
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), perPage: z.number().int(), currentPage: z.number().int() })

export const NoParams = z.object({})
export const NoQuery = z.object({})

export type EndpointDef = {
  method: 'GET' | 'POST'
  path: string
  params: z.ZodType<object, Record<string, string>>
  query: z.ZodType<object, Record<string, string>>
  body?: z.ZodType
  response: z.ZodType
}

export const get = <P extends EndpointDef['params'], Q extends EndpointDef['query'], Res extends z.ZodType>(
  path: string,
  response: Res,
  params: P,
  query: Q,
) => ({ method: 'GET' as const, path, params, query, response })

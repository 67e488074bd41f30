import { type DocumentNode, type FragmentDefinitionNode, GraphQLError, Kind, type SelectionSetNode, parse, visit } from 'graphql'
import { validOperatorSet } from 'payload/shared'
import * as qs from 'qs-esm'

import { graphQLLimits } from '@/cms/graphQL'
import { readBodyText } from '@/lib/backend/body'

/**
 * Checks in front of the CMS's REST and GraphQL handlers: input Payload would
 * fail on with a 500 (or a stack overflow) is refused here with a 4xx and a
 * plain message. Everything else goes to Payload unchanged.
 */

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const refuse = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

// ---------------------------------------------------------------- REST

/** What Payload's list parameters accept (REST query and GraphQL arguments): whole numbers from 0 to these. */
const numberParams = { depth: 10, limit: 10_000, page: 1_000_000 } as const
const numberProblem = (name: keyof typeof numberParams) => `\`${name}\` must be a whole number from 0 to ${numberParams[name]}.`
/** Operators of geographic (point) fields: the CMS model has none, and on other fields Payload fails on them. */
const pointOperators = new Set(['near', 'within', 'intersects'])
const maxWhereConditions = 200

/** The query string as Payload reads it (qs, the same options). */
const parseQuery = (search: string): Record<string, unknown> =>
  qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true })

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The `where` operators that take a list of values. */
const listOperators = new Set(['in', 'not_in', 'all'])

function checkWhere(where: unknown, budget = { conditions: 0 }): void {
  if (!isPlainObject(where)) throw new Refusal(400, '`where` must be an object of conditions, e.g. where[title][equals]=Malaria.')
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : undefined
      if (!items) throw new Refusal(400, `where[${key}] must be a list of conditions.`)
      for (const item of items) checkWhere(item, budget)
      continue
    }
    if (!isPlainObject(value)) throw new Refusal(400, `where[${key}] must name an operator, e.g. where[${key}][equals]=….`)
    for (const [operator, operand] of Object.entries(value)) {
      if (++budget.conditions > maxWhereConditions) throw new Refusal(400, `\`where\` has more than ${maxWhereConditions} conditions.`)
      if (!validOperatorSet.has(operator as never) || pointOperators.has(operator))
        throw new Refusal(400, `where[${key}][${operator}]: unknown operator.`)
      // Only the set operators take a list; a list given to any other makes Payload fail with a 500.
      if (Array.isArray(operand) && !listOperators.has(operator))
        throw new Refusal(400, `where[${key}][${operator}] takes one value, not a list.`)
      const values = Array.isArray(operand) ? operand : [operand]
      if (values.some((v) => v !== null && typeof v === 'object'))
        throw new Refusal(400, `where[${key}][${operator}] must be a value or a list of values.`)
    }
  }
}

/** The problem with a REST request's query string, if it has one Payload would not answer with a 4xx itself. */
export function restQueryProblem(search: string): string | undefined {
  try {
    const query = parseQuery(search)
    for (const [name, max] of Object.entries(numberParams)) {
      const value = query[name]
      if (value === undefined) continue
      if (typeof value !== 'string' || !/^\d{1,7}$/.test(value) || Number(value) > max)
        throw new Refusal(400, numberProblem(name as keyof typeof numberParams))
    }
    if (query.trash !== undefined && query.trash !== 'true' && query.trash !== 'false')
      throw new Refusal(400, '`trash` must be true or false.')
    if (query.where !== undefined) {
      let where = query.where
      // Payload also takes `where` as JSON text.
      if (typeof where === 'string') {
        try {
          where = JSON.parse(where)
        } catch {
          throw new Refusal(400, '`where` must be an object of conditions, e.g. where[title][equals]=Malaria.')
        }
      }
      checkWhere(where)
    }
    return undefined
  } catch (error) {
    if (error instanceof Refusal) return error.message
    throw error
  }
}

type RestHandler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * What a write carries. Payload reads JSON objects and multipart forms (a
 * file with the document's data as JSON in `_payload`); a create or an update
 * with anything else, a multipart body that is not one, or `_payload` that is
 * not a JSON object makes it fail with a 500, so those are refused here.
 */
async function writeBodyProblem(request: Request): Promise<Refusal | undefined> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return undefined
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  const bytes = Buffer.from(await request.clone().arrayBuffer())
  const segments = new URL(request.url).pathname.split('/').slice(3).filter(Boolean)
  // A create (/cms/api/news), an update (/cms/api/news/1, /cms/api/news?where…) or a global's (/cms/api/globals/settings).
  const documentWrite = segments.length === 1 || (segments.length === 2 && (request.method !== 'POST' || segments[0] === 'globals'))
  if (bytes.length === 0) return documentWrite ? new Refusal(400, 'Send the document as a JSON object.') : undefined
  if (type.startsWith('application/json')) {
    try {
      if (isPlainObject(JSON.parse(bytes.toString('utf8')))) return undefined
    } catch {
      // refused below
    }
    return new Refusal(400, 'The body must be a JSON object.')
  }
  // The boundary is case-sensitive (browsers' have capitals): read it from the header as sent.
  if (type.startsWith('multipart/form-data')) return multipartProblem(request.headers.get('content-type') ?? '', bytes.toString('latin1'))
  return new Refusal(415, 'Send JSON (application/json) or a multipart form (multipart/form-data).')
}

function multipartProblem(type: string, body: string): Refusal | undefined {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(type)
  if (!boundary) return new Refusal(400, 'The multipart body needs a boundary in its Content-Type.')
  const delimiter = `--${boundary[1] ?? boundary[2]}`
  if (!body.startsWith(delimiter) || !body.includes(`\r\n${delimiter}--`))
    return new Refusal(400, 'The multipart body is malformed: it must start and end with its boundary.')
  for (const part of body.split(`\r\n${delimiter}`).slice(0, -1)) {
    const headersEnd = part.indexOf('\r\n\r\n')
    if (headersEnd === -1) return new Refusal(400, 'The multipart body is malformed: a part has no headers.')
    if (!/content-disposition:\s*form-data;[^\r\n]*\bname="_payload"/i.test(part.slice(0, headersEnd))) continue
    try {
      if (isPlainObject(JSON.parse(Buffer.from(part.slice(headersEnd + 4), 'latin1').toString('utf8')))) continue
    } catch {
      // refused below
    }
    return new Refusal(400, 'The `_payload` field must be a JSON object.')
  }
  return undefined
}

/** Payload's method override: a POST that Payload serves as a GET (handleEndpoints). */
const isReadOverPost = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' || request.headers.get('x-http-method-override') === 'GET')

/**
 * Names every plain object has (`__proto__`, `constructor`, `toString`…): Payload finds a collection or a global
 * by looking its slug up in an object, and one of these names finds the object's own machinery and fails with a
 * 500. No collection, global or route of the CMS is named so.
 */
const objectNames = new Set(Object.getOwnPropertyNames(Object.prototype))
const namesObjectMachinery = (pathname: string) =>
  pathname.split('/').some((segment) => {
    try {
      return objectNames.has(decodeURIComponent(segment))
    } catch {
      return false
    }
  })

export const guardRest =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    if (namesObjectMachinery(new URL(request.url).pathname)) return refuse(404, 'There is no such CMS API route.')
    const problem = restQueryProblem(new URL(request.url).search)
    if (problem) return refuse(400, problem)
    if (isReadOverPost(request)) {
      // The admin sends long queries (its relationship and upload pickers) as a POST whose body is the query string.
      const query = (request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
        ? await request.clone().text()
        : ''
      const queryProblem = query ? restQueryProblem(`?${query}`) : undefined
      if (queryProblem) return refuse(400, queryProblem)
    } else {
      const refusal = await writeBodyProblem(request)
      if (refusal) return refuse(refusal.status, refusal.message)
    }
    const response = await handler(request, args)
    // Payload answers 501 for collections it serves no REST for (its migrations): for a caller, there is nothing there.
    return response.status === 501 ? refuse(404, 'There is no such CMS API route.') : response
  }

// ---------------------------------------------------------------- GraphQL

/**
 * Depth and size of every operation once its fragments are spread, or the
 * refusal: fragments are measured once each (a fragment spread twice in each
 * of twenty fragments costs twenty steps, not a million), and a fragment that
 * spreads itself is refused before anything recursive looks at it.
 */
export function documentProblem(document: DocumentNode, limits = graphQLLimits): string | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const measured = new Map<string, { depth: number; fields: number }>()
  const measuring = new Set<string>()

  const measure = (set: SelectionSetNode | undefined): { depth: number; fields: number } => {
    let depth = 0
    let fields = 0
    for (const selection of set?.selections ?? []) {
      let inner: { depth: number; fields: number }
      if (selection.kind === Kind.FIELD) {
        const below = measure(selection.selectionSet)
        inner = { depth: below.depth + 1, fields: below.fields + 1 }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet)
      } else {
        const name = selection.name.value
        if (measuring.has(name)) throw new Refusal(400, `Fragment "${name}" spreads itself: fragments must not form a cycle.`)
        const fragment = fragments.get(name)
        // An unknown fragment is GraphQL's own validation error.
        if (!fragment) continue
        let known = measured.get(name)
        if (!known) {
          measuring.add(name)
          known = measure(fragment.selectionSet)
          measuring.delete(name)
          measured.set(name, known)
        }
        inner = known
      }
      depth = Math.max(depth, inner.depth)
      fields += inner.fields
      if (depth > limits.maxDepth) throw new Refusal(400, `The query is nested more than ${limits.maxDepth} levels deep.`)
      if (fields > limits.maxComplexity) throw new Refusal(400, `The query selects more than ${limits.maxComplexity} fields.`)
    }
    return { depth, fields }
  }

  try {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'subscription')
        throw new Refusal(400, 'Subscriptions are not supported.')
      if (definition.kind === Kind.OPERATION_DEFINITION) measure(definition.selectionSet)
      // Fragments no operation uses are still checked for cycles.
      else if (definition.kind === Kind.FRAGMENT_DEFINITION && !measured.has(definition.name.value)) {
        measuring.add(definition.name.value)
        measured.set(definition.name.value, measure(definition.selectionSet))
        measuring.delete(definition.name.value)
      }
    }
    return undefined
  } catch (error) {
    if (error instanceof Refusal) return error.message
    throw error
  }
}

/** `limit` and `page` arguments, written in the query or given as variables, in the range Payload can run. */
export function argumentsProblem(document: DocumentNode, variables: Record<string, unknown> = {}): string | undefined {
  let problem: string | undefined
  visit(document, {
    Argument(node) {
      const name = node.name.value
      if (problem || (name !== 'limit' && name !== 'page')) return
      const value =
        node.value.kind === Kind.INT
          ? Number(node.value.value)
          : node.value.kind === Kind.VARIABLE
            ? variables[node.value.name.value]
            : undefined
      if (typeof value === 'number' && !(Number.isInteger(value) && value >= 0 && value <= numberParams[name]))
        problem = numberProblem(name)
    },
  })
  return problem
}

/** GraphQL's "Did you mean …?" hints name fields and types of the schema, which introspection being off is meant to keep private. */
export const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean [^?]*\?/g, '')

/** The problem with a GraphQL request body, or the body to hand on. */
export function graphQLBodyProblem(text: string): string | undefined {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return 'The body must be JSON: {"query": "…", "variables": {…}}.'
  }
  if (!isPlainObject(body) || typeof body.query !== 'string') return 'The body must be a JSON object with a "query" string.'
  if (body.variables !== undefined && body.variables !== null && !isPlainObject(body.variables)) return '"variables" must be an object.'
  if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string')
    return '"operationName" must be a string.'
  let document: DocumentNode
  try {
    document = parse(body.query, { maxTokens: graphQLLimits.maxTokens, noLocation: true })
  } catch (error) {
    if (error instanceof GraphQLError) return withoutSuggestions(error.message)
    // A parser that runs out of stack on absurd nesting: the query is refused all the same.
    if (error instanceof RangeError) return 'The query is nested too deeply.'
    throw error
  }
  return documentProblem(document) ?? argumentsProblem(document, isPlainObject(body.variables) ? body.variables : {})
}

/** Payload's answer with the hints taken out of its error messages. */
async function hideSuggestions(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response
  const text = await response.text()
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, { status: response.status, headers })
  }
  if (isPlainObject(body) && Array.isArray(body.errors))
    body.errors = body.errors.map((error: unknown) =>
      isPlainObject(error) && typeof error.message === 'string' ? { ...error, message: withoutSuggestions(error.message) } : error,
    )
  return new Response(JSON.stringify(body), { status: response.status, headers })
}

type GraphQLHandler = (request: Request) => Promise<Response>

export const guardGraphQL =
  (handler: GraphQLHandler): GraphQLHandler =>
  async (request) => {
    if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json'))
      return refuse(415, 'Send the query as JSON (Content-Type: application/json).')
    let text: string
    try {
      text = await readBodyText(
        request,
        graphQLLimits.maxBodyBytes,
        () => new Refusal(413, `The body must be at most ${graphQLLimits.maxBodyBytes} bytes.`),
      )
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.status, error.message)
      throw error
    }
    const problem = graphQLBodyProblem(text)
    if (problem) return refuse(400, problem)
    const headers = new Headers(request.headers)
    headers.delete('content-length')
    headers.delete('transfer-encoding')
    return hideSuggestions(await handler(new Request(request.url, { method: 'POST', headers, body: text })))
  }

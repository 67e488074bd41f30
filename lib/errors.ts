import { z } from 'zod'

/** The error body of every contract response that is not 2xx. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Form errors: field name → what to fix, shown beside each field. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBody>

/** An error a visitor or a caller caused, or an outage (503), with the HTTP status it maps to. */
export class ContractError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 415 | 429 | 503,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ContractError'
  }
}

export const notFound = (what: string) => new ContractError(404, 'not_found', `${what} was not found.`)

/** Readable text from a zod error: "page: page starts at 1; year: …". */
export function describeZodError(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ')
}

import type { AfterErrorHook } from 'payload'

import { loggerDestination, loggerOptions } from '../lib/edge/logging.mjs'

import { chain, isInputFault } from './inputFaults'

/**
 * How the CMS's REST and GraphQL APIs (/cms/api, /cms/graphql) answer and log
 * errors. Bad input is the caller's fault: 400, one line in the log. A real
 * fault of the server stays a 500 with its stack.
 */

/** The status Payload gives an error (its own errors carry one; GraphQL wraps them). */
function statusOf(error: unknown): number | undefined {
  for (const e of chain(error)) if (typeof e.status === 'number') return e.status
  return undefined
}

/** The innermost message, on one line and short: never the SQL of a failed query. */
function shortMessage(error: unknown): string {
  let message = 'Error'
  for (const e of chain(error)) if (typeof e.message === 'string' && e.message) message = e.message
  message = message.replace(/\s+/g, ' ').trim()
  return message.length > 200 ? `${message.slice(0, 200)}…` : message
}

export const inputFaultMessage = 'The request has a value of the wrong type, form or size.'

/** Errors from the caller's input answer 400 with a plain message instead of 500. */
export const answerInputFaults: AfterErrorHook = ({ error, graphqlResult }) => {
  if (!isInputFault(error)) return
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message: inputFaultMessage, extensions: { statusCode: 400 } } }
  return { status: 400, response: { errors: [{ message: inputFaultMessage }] } }
}

/**
 * Payload's logger: the server's own options (lib/edge/logging.mjs: JSON lines
 * off a terminal, each with the id of the request it was written for), except
 * that a refused request (status below 500, or bad input) is one info line, not
 * the error with its stack and, for a failed query, its SQL.
 */
export const cmsLogger = {
  destination: loggerDestination,
  options: {
    ...loggerOptions,
    hooks: {
      logMethod(this: { info: (message: string) => void }, args: unknown[], method: (...args: unknown[]) => void) {
        const [first] = args
        const error = first && typeof first === 'object' && 'err' in first ? first.err : undefined
        if (error) {
          const status = statusOf(error)
          if ((status !== undefined && status < 500) || isInputFault(error)) {
            this.info(`refused (${status !== undefined && status < 500 ? status : 400}): ${shortMessage(error)}`)
            return
          }
        }
        method.apply(this, args)
      },
    },
  },
}

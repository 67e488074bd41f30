import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { z } from 'zod'

import { passwordProblem } from '../../lib/passwords'

/** The password policy (lib/passwords.ts) wherever a password is set: creating an account, changing it, resetting it. */
const operationsSettingAPassword = new Set(['create', 'update', 'resetPassword'])

/** What an operation that sets a password carries: the password, and the words a guesser would try first. */
const SettingAPassword = z.object({ password: z.string(), email: z.string().optional(), name: z.string().nullish() })

/** Before any operation that sets a password: a 400 naming the rule it breaks, and nothing is saved. */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation, collection }) => {
  if (!operationsSettingAPassword.has(operation)) return args
  const setting = SettingAPassword.safeParse('data' in args ? args.data : undefined)
  if (!setting.success) return args // no password in this change
  const { password, email, name } = setting.data
  // The account's own words: its email's local part and domain, and its name, whole and in parts.
  const about = [email ?? '', name ?? '']
    .flatMap((value) => [value, ...value.toLowerCase().split(/[\s@.+_-]+/)])
    .filter((word) => word.length > 2)
  const problem = passwordProblem(password, about)
  if (!problem) return args
  const refused = new ValidationError({ collection: collection.slug, errors: [{ message: problem, path: 'password' }] })
  // The rule itself, not "The following field is invalid: password": /admin shows this message in its notice.
  refused.message = problem
  throw refused
}

import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common'
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en'

/**
 * The CMS's password policy: at least `minimumPasswordLength` characters, and
 * not guessable (zxcvbn's estimate, with the common passwords, English words,
 * keyboard patterns and the account's own email and name as guesses). It holds
 * wherever a password is set: a new account, a changed password, a reset (and
 * the first administrator, from the setup link, ADMIN_PASSWORD or
 * create-admin, all of which create an account).
 */
export const minimumPasswordLength = 12
/** zxcvbn's scores run 0 (too guessable) to 4 (very unguessable); 3 is "safely unguessable" (about 10^10 guesses). */
const minimumScore = 3

let estimator: ZxcvbnFactory | undefined
/**
 * zxcvbn, made on first use: unpacking and ranking its word lists takes a core about a second, which every start
 * of the server (and every process that loads the CMS's config) would otherwise spend before any password is set.
 */
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    translations,
  }))

/** Why this password is refused, in a sentence for the person choosing it; null when it is accepted. */
export function passwordProblem(password: string, about: readonly string[] = []): string | null {
  if (password.length < minimumPasswordLength)
    return `The password must be at least ${minimumPasswordLength} characters long (a few unrelated words make a good one).`
  const { score, feedback } = strength().check(password, about.filter(Boolean))
  if (score >= minimumScore) return null
  const why = feedback.warning ? ` ${feedback.warning}` : ''
  const how = feedback.suggestions.length ? ` ${feedback.suggestions.join(' ')}` : ' Add more words that are less common.'
  return `The password is too easy to guess.${why}${how}`
}

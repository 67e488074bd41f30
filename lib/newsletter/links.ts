import { absoluteUrl } from '../siteUrl'
import { createToken } from '../tokens'

/**
 * The personal links in every message to a subscriber: signed with the
 * address, no account needed. They must keep working for as long as someone
 * may read an old message.
 */
const personalLinkLifetimeMs = 5 * 365 * 24 * 60 * 60 * 1000

/** The unsubscribe page, as a path: one button (a link scanner that opens it changes nothing). */
export const unsubscribePath = (email: string) =>
  `/subscribe/unsubscribe?token=${createToken('unsubscribe', email, personalLinkLifetimeMs)}`
export const unsubscribeLink = (email: string) => absoluteUrl(unsubscribePath(email))

/** The preferences page: the topics this address receives. */
export const preferencesLink = (email: string) =>
  absoluteUrl(`/subscribe/preferences?token=${createToken('subscription-preferences', email, personalLinkLifetimeMs)}`)

/**
 * The one-click unsubscribe of RFC 8058: mail programs POST
 * `List-Unsubscribe=One-Click` to it, without cookies or a page.
 */
export const oneClickLink = (email: string) =>
  absoluteUrl(`/subscribe/one-click?token=${createToken('unsubscribe', email, personalLinkLifetimeMs)}`)

/** The headers that let mail programs offer "Unsubscribe" themselves (RFC 2369, RFC 8058). */
export const unsubscribeHeaders = (email: string): Record<string, string> => ({
  'List-Unsubscribe': `<${oneClickLink(email)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

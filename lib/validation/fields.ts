/**
 * The rules of fields editors fill in, as plain functions: the CMS applies
 * them on save and the unit tests check them. Each answers `true` or a message
 * in plain words.
 */

import { isTimeZone } from '../time'

export type Check = true | string

const siteOrigin = 'https://site.invalid'
/** Whether `path`, resolved as a browser does (backslashes as slashes, tabs dropped), stays on this site. */
const staysOnSite = (path: string) => URL.canParse(path, siteOrigin) && new URL(path, siteOrigin).origin === siteOrigin

/**
 * A path on this site: starts with one slash, no spaces or control characters, never a backslash (browsers
 * read `/\host` as `//host`), and neither it nor its percent-decoded form leads to another host
 * (`//host`, `/%5Chost`, `/%2F%2Fhost`): a redirect or link to it can never leave the site.
 */
export function isSitePath(value: string): boolean {
  if (!/^\/[^\s\x00-\x1f\x7f\\]*$/.test(value) || value.startsWith('//')) return false
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return false
  }
  return !/[\\\x00-\x1f\x7f]/.test(decoded) && !decoded.startsWith('//') && staysOnSite(value) && staysOnSite(decoded)
}

/** A full web address: http or https, with a host. */
export function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/** A link target: a path on this site (/about-us) or a full http(s) address. */
export const checkLink = (value: unknown): Check =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && (isSitePath(value) || isWebUrl(value)))
    ? true
    : 'Enter a path on this site (starting with /, e.g. /about-us) or a full address starting with https:// or http://.'

/** A full web address only (links to other sites: press coverage, registration pages). */
export const checkWebUrl = (value: unknown): Check =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && isWebUrl(value))
    ? true
    : 'Enter a full address starting with https:// or http:// (e.g. https://example.org/page).'

/**
 * An ORCID iD: four groups of four digits, the last character a check digit
 * (0–9 or X) computed with ISO 7064 MOD 11-2 over the other fifteen digits.
 */
export function isOrcid(value: string): boolean {
  const match = /^(\d{4})-(\d{4})-(\d{4})-(\d{3}[\dX])$/.exec(value)
  if (!match) return false
  const digits = match.slice(1).join('')
  return digits[15] === orcidCheckDigit(digits.slice(0, 15))
}

/** ISO 7064 MOD 11-2 check character of an ORCID iD's first fifteen digits. */
export function orcidCheckDigit(fifteenDigits: string): string {
  let total = 0
  for (const digit of fifteenDigits) total = (total + Number(digit)) * 2
  const result = (12 - (total % 11)) % 11
  return result === 10 ? 'X' : String(result)
}

/** An iD shaped like an ORCID iD with its last character replaced by the right check digit. */
export const withOrcidCheckDigit = (id: string) => id.slice(0, -1) + orcidCheckDigit(id.replace(/-/g, '').slice(0, 15))

export const checkOrcid = (value: unknown): Check => {
  if (value === null || value === undefined || value === '') return true
  if (typeof value !== 'string' || !/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/.test(value))
    return 'An ORCID iD is four groups of four digits joined by hyphens, e.g. 0000-0002-1825-0097 (the last may be X).'
  return isOrcid(value) ? true : 'This ORCID iD has a typing error: its last digit does not match the others. Copy it from orcid.org.'
}

/** A DOI: `10.`, a registrant code of four or more digits (possibly dotted), `/`, then the item's suffix. */
export const isDoi = (value: string) => /^10\.\d{4,9}(\.\d+)*\/\S+$/.test(value)

export const checkDoi = (value: unknown): Check =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && isDoi(value))
    ? true
    : 'A DOI starts with 10., then a number, a slash and the rest, e.g. 10.1000/xyz123 (without https://doi.org/).'

/** A later date must not come before an earlier one; both optional. */
export const checkNotBefore = (later: unknown, earlier: unknown, message: string): Check =>
  !later || !earlier || new Date(later as string) >= new Date(earlier as string) ? true : message

/** An IANA time zone name (Africa/Nairobi, Asia/Dhaka, Europe/London, UTC). */
export const checkTimeZone = (value: unknown): Check =>
  value === null || value === undefined || value === '' || (typeof value === 'string' && isTimeZone(value))
    ? true
    : 'Enter a time zone by its IANA name, e.g. Africa/Nairobi, Asia/Dhaka or Europe/London.'

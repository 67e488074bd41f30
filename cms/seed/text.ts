import { slugify } from '../../lib/contract/slug'

/** Letters NFKD does not decompose (ø, ł, æ…), mapped to ASCII before slugifying. */
const special: Record<string, string> = { ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', æ: 'ae', Æ: 'AE', ß: 'ss', đ: 'd', Đ: 'D', ı: 'i', œ: 'oe' }

export function asciiFold(value: string): string {
  return value
    .replace(/[øØłŁæÆßđĐıœ]/g, (c) => special[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
}

export const toSlug = (value: string): string => slugify(asciiFold(value))

/** firstname.lastname@northvale.example, in plain ASCII. */
export function emailFor(name: string): string {
  const parts = asciiFold(name)
    .toLowerCase()
    .replace(/[^a-z\s-]/g, '')
    .split(/\s+/)
    .filter(Boolean)
  const first = parts[0] ?? 'info'
  const last = parts.slice(1).join('-') || 'staff'
  return `${first}.${last}@northvale.example`
}

/** "Amara Okafor" → "Okafor A" (citation style). */
export function citationName(name: string): string {
  const parts = asciiFold(name).split(/\s+/).filter(Boolean)
  const last = parts[parts.length - 1] ?? name
  const initials = parts
    .slice(0, -1)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('')
  return `${last} ${initials}`.trim()
}

export function initials(name: string): string {
  const parts = name.split(/\s+/).filter((p) => /^\p{L}/u.test(p))
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

export const capitalise = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1)

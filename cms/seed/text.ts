import { asciiFold } from '../../lib/slug'

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

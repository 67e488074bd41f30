'use client'
import { useRowLabel } from '@payloadcms/ui'

type AuthorRow = { name?: string | null; orcid?: string | null }

/** An author's row in a publication's byline, named by the author (and ORCID iD) instead of "Author 01". */
export function AuthorRowLabel() {
  const { data, rowNumber } = useRowLabel<AuthorRow>()
  const position = (rowNumber ?? 0) + 1
  const name = data?.name?.trim()
  return <span>{name ? `${position}. ${name}${data?.orcid ? ` (${data.orcid})` : ''}` : `Author ${position}`}</span>
}

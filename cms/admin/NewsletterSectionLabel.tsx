'use client'
import { useRowLabel } from '@payloadcms/ui'

import { topicOptions } from '../../lib/schema/newsletterTopics'

type SectionRow = { title?: string | null; topic?: string | null }

/** A section's row in the newsletter composer, named by its title and topic instead of "Section 01". */
export function NewsletterSectionLabel() {
  const { data, rowNumber } = useRowLabel<SectionRow>()
  const position = (rowNumber ?? 0) + 1
  const title = data?.title?.trim()
  const topic = topicOptions.find((option) => option.value === data?.topic)?.label
  return <span>{title ? `${position}. ${title}${topic ? ` (${topic})` : ''}` : `Section ${position} (no title yet)`}</span>
}

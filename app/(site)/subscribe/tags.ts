import type { NewsletterTag } from '@/lib/schema/newsletterTopics'
import { orEmpty, upstream } from '@/lib/upstream'

/**
 * The research themes and divisions a subscriber may follow, as the CMS lists
 * them (a list that is empty or cannot be read is left out of the form).
 */
export async function newsletterTagLists(): Promise<
  { tag: NewsletterTag; hint: string; options: { id: number | string; label: string }[] }[]
> {
  const [themes, divisions] = await Promise.all([
    orEmpty('research themes', upstream('researchThemes')),
    orEmpty('divisions', upstream('divisions')),
  ])
  const lists = [
    {
      tag: 'themes' as const,
      hint: 'Also every newsletter about these themes of our research.',
      options: themes.data.map((theme) => ({ id: theme.id, label: theme.title })),
    },
    {
      tag: 'divisions' as const,
      hint: 'Also every newsletter about the work of these divisions.',
      options: divisions.data.map((division) => ({ id: division.id, label: division.name })),
    },
  ]
  return lists.filter((list) => list.options.length > 0)
}

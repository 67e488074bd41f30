import { z } from 'zod'

/**
 * What a subscriber can choose to receive, and what an issue is about. Each
 * topic names the published content its sections are filled from.
 * A subscriber with no topic recorded (signed up before topics existed) gets
 * every topic.
 */
export const newsletterTopics = {
  news: { label: 'News and stories', hint: 'News, blogs and features from our research' },
  'press-releases': { label: 'Press releases', hint: 'Announcements for the press' },
  events: { label: 'Events', hint: 'Talks, seminars and open days' },
  publications: { label: 'Publications', hint: 'New papers and reports by our researchers' },
} as const

export type NewsletterTopic = keyof typeof newsletterTopics
export const topicIds = Object.keys(newsletterTopics) as [NewsletterTopic, ...NewsletterTopic[]]
export const Topic = z.enum(topicIds, { error: `A topic is one of: ${topicIds.join(', ')}.` })
export const TopicList = z
  .array(Topic)
  .min(1, 'Choose at least one topic.')
  .max(topicIds.length)
  .transform((topics) => topicIds.filter((id) => topics.includes(id)))

export const topicOptions = topicIds.map((value) => ({ value, label: newsletterTopics[value].label }))

/** The checkbox a form has for each topic (forms post one field per checkbox). */
export const topicField = <T extends NewsletterTopic>(topic: T): `topic-${T}` => `topic-${topic}`

/**
 * Beside the topics, a subscriber may follow research themes and divisions
 * (the CMS's own lists, named by id; each id once). Whether an id names a
 * published theme or a division is the backend's to check.
 */
const tagList = (what: string) =>
  z
    .array(
      z.coerce
        .number({ error: `A ${what} is named by its id, a number.` })
        .int(`A ${what} is named by its id, a whole number.`)
        .positive(`A ${what} is named by its id, a positive number.`),
      {
        error: `Send the ${what}s as a list of ids.`,
      },
    )
    .max(100, `Choose at most 100 ${what}s.`)
    .transform((ids) => [...new Set(ids)])
export const ThemeList = tagList('research theme')
export const DivisionList = tagList('division')

/** What a subscriber follows besides the topics. */
export const newsletterTags = {
  themes: { legend: 'Research themes', field: (id: number | string) => `theme-${id}` },
  divisions: { legend: 'Divisions', field: (id: number | string) => `division-${id}` },
} as const
export type NewsletterTag = keyof typeof newsletterTags

/** The ids of a form's ticked checkboxes of themes or divisions (`theme-<id>: 'on'`). */
export const tickedTags = (entries: Iterable<[string, unknown]>, tag: NewsletterTag): string[] => {
  const prefix = newsletterTags[tag].field('')
  return [...entries].filter(([name, value]) => name.startsWith(prefix) && value === 'on').map(([name]) => name.slice(prefix.length))
}

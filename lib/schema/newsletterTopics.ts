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

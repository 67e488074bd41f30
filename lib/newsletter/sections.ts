import type { Payload, Where } from 'payload'

import type * as CMS from '../../cms/payload-types'
import { event } from '../../content/event'
import { news } from '../../content/news'
import { citedAuthors, publication } from '../../content/publication'
import { type NewsletterTopic, topicIds } from '../schema/newsletterTopics'

/** A section of an issue as it is stored: copied from the record, then the editors' to change. */
export type IssueSection = {
  topic: NewsletterTopic
  title: string
  summary?: string | null
  url: string
  image?: number | null
}

/** At most this many sections per topic: an issue is read, not scrolled. */
const perTopic = 6
/** The first issue looks this far back. */
const firstIssueDays = 30

const mediaId = (image: CMS.News['image']) => (typeof image === 'number' ? image : (image?.id ?? null))

/**
 * Public reads only (no user, access applies): drafts, embargoed and trashed
 * documents never reach a newsletter.
 */
async function published<T>(payload: Payload, collection: 'news' | 'events' | 'publications', where: Where, sort: string, tagged?: Where) {
  const { docs } = await payload.find({
    collection,
    where: tagged ? { and: [where, tagged] } : where,
    sort,
    limit: perTopic,
    depth: 0,
    overrideAccess: false,
  })
  return docs as T[]
}

type Source = (payload: Payload, since: string, now: string, tagged?: Where) => Promise<IssueSection[]>

const newsSections = async (
  payload: Payload,
  topic: NewsletterTopic,
  types: CMS.News['type'][],
  since: string,
  now: string,
  tagged?: Where,
) =>
  (
    await published<CMS.News>(
      payload,
      'news',
      { and: [{ type: { in: types } }, { publishedAt: { greater_than: since } }, { publishedAt: { less_than_equal: now } }] },
      '-publishedAt',
      tagged,
    )
  ).map((n) => ({ topic, title: n.title, summary: n.summary, url: news.url(n), image: mediaId(n.image) }))

/** For each topic, what was published since `since`; with `tagged`, only what is tagged so. */
const sources: Record<NewsletterTopic, Source> = {
  news: (payload, since, now, tagged) => newsSections(payload, 'news', ['news', 'blog', 'feature'], since, now, tagged),
  'press-releases': (payload, since, now, tagged) => newsSections(payload, 'press-releases', ['press-release'], since, now, tagged),
  // Events announced since the last issue that are still to come.
  events: async (payload, since, now, tagged) =>
    (
      await published<CMS.Event>(
        payload,
        'events',
        { and: [{ createdAt: { greater_than: since } }, { startsAt: { greater_than_equal: now } }] },
        'startsAt',
        tagged,
      )
    ).map((e) => ({ topic: 'events', title: e.title, summary: e.summary, url: event.url(e), image: mediaId(e.image) })),
  publications: async (payload, since, now, tagged) =>
    (
      await published<CMS.Publication>(
        payload,
        'publications',
        { and: [{ publishedAt: { greater_than: since } }, { publishedAt: { less_than_equal: now } }] },
        '-publishedAt',
        tagged,
      )
    ).map((p) => ({
      topic: 'publications',
      title: p.title,
      summary: [citedAuthors(p.authors ?? [], Boolean(p.moreAuthors)), p.journal].filter(Boolean).join('. '),
      url: publication.url(p),
      image: null,
    })),
}

/** When the last issue about any of these topics went out (or a month ago). */
export async function lastIssueSent(payload: Payload, topics: readonly NewsletterTopic[], now = new Date()): Promise<string> {
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    where: { and: [{ sentAt: { exists: true } }, { topics: { in: [...topics] } }] },
    sort: '-sentAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.sentAt ?? new Date(now.getTime() - firstIssueDays * 86_400_000).toISOString()
}

/** What an issue is about: its topics, and the research themes and divisions (ids) it also covers. */
export type IssueSubjects = {
  topics: readonly NewsletterTopic[]
  themes?: readonly (number | { id: number })[] | null
  divisions?: readonly (number | { id: number })[] | null
}

const idsOf = (refs: IssueSubjects['themes']) => (refs ?? []).map((ref) => (typeof ref === 'number' ? ref : ref.id))

/**
 * The sections of a new issue: for each of its topics, what was published
 * since the last issue; then, for its themes and divisions, what of every
 * topic was published about them since then (each record once).
 */
export async function fillSections(payload: Payload, subjects: IssueSubjects, now = new Date()): Promise<IssueSection[]> {
  const since = await lastIssueSent(payload, subjects.topics, now)
  const at = now.toISOString()
  const sections: IssueSection[] = []
  for (const topic of subjects.topics) sections.push(...(await sources[topic](payload, since, at)))
  const themes = idsOf(subjects.themes)
  const divisions = idsOf(subjects.divisions)
  const tagged: Where[] = [
    ...(themes.length > 0 ? [{ themes: { in: themes } }] : []),
    ...(divisions.length > 0 ? [{ division: { in: divisions } }] : []),
  ]
  if (tagged.length > 0)
    for (const topic of topicIds) {
      const seen = new Set(sections.map((section) => section.url))
      sections.push(...(await sources[topic](payload, since, at, { or: tagged })).filter((section) => !seen.has(section.url)))
    }
  return sections
}

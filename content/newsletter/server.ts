import type { Payload } from 'payload'

import type * as CMS from '../../cms/payload-types'
import type { Seeder } from '../../cms/seed/helpers'
import { findOne, page, serverSide } from '../../lib/read'
import { image, iso, resolved } from '../map'
import { event } from '../event'
import { news } from '../news'
import { type IssueDetail, type IssueSummary, newsletter } from '.'

/**
 * The archive's reads. The public may read sent issues only (the collection's
 * access rule); the archive asks for them alone too, so an editor previewing
 * the site sees no draft there either. The collection itself, with its
 * composer and sending, is cms/collections/NewsletterIssues.ts.
 */
const sent = { state: { equals: 'sent' } } as const

const issueSummary = (issue: CMS.NewsletterIssue): IssueSummary => ({
  id: issue.id,
  slug: issue.slug ?? '',
  subject: issue.subject,
  intro: issue.intro ?? '',
  sentAt: iso(issue.sentAt ?? issue.updatedAt),
  url: newsletter.url(issue),
})

const issueDetail = (issue: CMS.NewsletterIssue): IssueDetail => ({
  ...issueSummary(issue),
  sections: (issue.sections ?? []).map((section) => ({
    title: section.title,
    summary: section.summary ?? '',
    url: section.url,
    image: image(section.image),
  })),
})

/** Two issues sent before the site opened, made of the demo stories and events, so the archive has something to show. */
async function demoIssues(seed: Seeder) {
  const payload: Payload = seed.payload
  const read = { depth: 0, overrideAccess: false, req: seed.req() } as const
  const { docs: stories } = await payload.find({
    collection: 'news',
    sort: '-publishedAt',
    limit: 6,
    where: { type: { equals: 'news' } },
    ...read,
  })
  const { docs: events } = await payload.find({ collection: 'events', sort: '-startsAt', limit: 2, ...read })
  const section = (topic: 'news' | 'events', doc: CMS.News | CMS.Event, url: string) => ({
    topic,
    title: doc.title,
    summary: doc.summary,
    url,
    image: typeof doc.image === 'number' ? doc.image : (resolved(doc.image)?.id ?? null),
  })
  const issues = [
    {
      slug: 'spring-round-up',
      subject: 'Spring round-up: field seasons open',
      intro: 'Our field teams are back on the road, and the laboratories have had a busy quarter. Here is what we published.',
      sentAt: new Date(Date.now() - 44 * 86_400_000).toISOString(),
      sections: [...stories.slice(3, 6).map((n) => section('news', n, news.url(n)))],
    },
    {
      slug: 'summer-round-up',
      subject: 'Summer round-up: new findings and open days',
      intro: 'New results from our research teams, and the talks and open days coming up. Thank you for reading.',
      sentAt: new Date(Date.now() - 14 * 86_400_000).toISOString(),
      sections: [
        ...stories.slice(0, 3).map((n) => section('news', n, news.url(n))),
        ...events.map((e) => section('events', e, event.url(e))),
      ],
    },
  ]
  for (const issue of issues)
    await seed.ensure('newsletter-issues', 'slug', issue.slug, {
      ...issue,
      topics: ['news', 'events'],
      state: 'sent',
    })
}

export const newsletterServer = serverSide(newsletter.endpoints, {
  handlers: {
    async newsletterIssues({ payload, query }) {
      const { docs, paging } = await page(payload, 'newsletter-issues', query, [sent], '-sentAt', ['subject', 'intro'])
      return { data: (docs as CMS.NewsletterIssue[]).map(issueSummary), ...paging }
    },
    newsletterIssueBySlug: async ({ payload, params }) =>
      issueDetail(await findOne(payload, 'newsletter-issues', { and: [sent, { slug: { equals: params.slug } }] }, 'The newsletter issue')),
  },
  reads: { newsletterIssues: ['newsletter-issues'], newsletterIssueBySlug: ['newsletter-issues'] },
  demo: demoIssues,
})

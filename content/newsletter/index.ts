import { z } from 'zod'

import { NoParams, NoQuery, get, paged } from '../../lib/schema/define'
import { PagedQuery, SlugParams } from '../../lib/schema/params'
import type { ContentType } from '../define'
import { Image, id, isoDate } from '../records'

/** A sent newsletter issue in the archive's list. */
export const IssueSummary = z.object({
  id,
  slug: z.string(),
  subject: z.string(),
  intro: z.string(),
  sentAt: isoDate,
  url: z.string(),
})
export type IssueSummary = z.infer<typeof IssueSummary>

/** A sent issue as its archive page shows it: what every subscriber received, without anyone's own links. */
export const IssueDetail = IssueSummary.extend({
  sections: z.array(z.object({ title: z.string(), summary: z.string(), url: z.string(), image: Image.nullable() })),
})
export type IssueDetail = z.infer<typeof IssueDetail>

/**
 * The newsletter's archive: every issue once it has been sent, at
 * /newsletters/{slug}, newest first. Issues are written and sent in /admin
 * (cms/collections/NewsletterIssues.ts); one not yet sent is nowhere on the site.
 */
export const newsletter = {
  collection: 'newsletter-issues',
  url: ({ slug }) => `/newsletters/${slug ?? ''}`,
  route: { pattern: '/newsletters/:slug', title: 'Newsletter' },
  sitemap: true,
  endpoints: {
    newsletterIssues: get('/api/newsletter_issues', paged(IssueSummary), NoParams, PagedQuery),
    newsletterIssueBySlug: get('/api/newsletter_issue_by_slug/:slug', IssueDetail, SlugParams, NoQuery),
  },
  listings: [
    {
      path: '/newsletters',
      title: 'Newsletters',
      intro: 'Every issue of our newsletter as it was sent, newest first.',
      kind: 'newsletter',
      source: { endpoint: 'newsletterIssues', params: {} },
      perPage: 10,
      searchLabel: 'Search newsletters',
      feed: 'newsletter',
    },
  ],
} as const satisfies ContentType<'newsletter-issues', 'slug'>

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as newsletterAtom } from '@/app/(site)/newsletters/feed.atom/route'
import { GET as newsletterRss } from '@/app/(site)/newsletters/feed.xml/route'
import { GET as sitemap } from '@/app/sitemap.xml/route'
import type * as CMS from '@/cms/payload-types'
import { endpoints } from '@/lib/contract'
import { messageOf } from '@/lib/newsletter/send'
import { renderIssue } from '@/lib/newsletter/message'

import { api } from '../support/api'
import { cmsRest } from '../support/cms'

/**
 * The newsletter's archive: a sent issue is on the site (listing, page, sitemap,
 * feeds, the CMS's REST API) without anyone's own links; one not yet sent
 * (a draft, or one still being sent) is nowhere; an issue appears the moment
 * its sending finishes; a message links its archive page.
 */

let payload: Payload
const stamp = Date.now()
const created: number[] = []

const issue = async (slug: string, state: 'draft' | 'sending' | 'sent', sentAt?: string) => {
  const doc = await payload.create({
    collection: 'newsletter-issues',
    data: {
      slug,
      subject: `Archive ${state} ${stamp}`,
      intro: `The ${state} issue's intro.`,
      topics: ['news'],
      state,
      ...(sentAt ? { sentAt } : {}),
      sections: [{ topic: 'news', title: `A section of the ${state} issue`, summary: 'What it says.', url: '/news' }],
    },
    overrideAccess: true,
    context: { newsletterSender: true },
  })
  created.push(doc.id)
  return doc
}

let sent: CMS.NewsletterIssue
let draft: CMS.NewsletterIssue
let sending: CMS.NewsletterIssue

beforeAll(async () => {
  payload = await getPayload({ config })
  // Sent a minute from now: the newest of all, first in the archive.
  sent = await issue(`archive-sent-${stamp}`, 'sent', new Date(Date.now() + 60_000).toISOString())
  draft = await issue(`archive-draft-${stamp}`, 'draft')
  sending = await issue(`archive-sending-${stamp}`, 'sending')
})

afterAll(async () => {
  await payload.delete({ collection: 'newsletter-issues', where: { id: { in: created } }, overrideAccess: true })
})

const listing = async () => {
  const response = await api('/api/newsletter_issues?perPage=100')
  expect(response.status).toBe(200)
  return endpoints.newsletterIssues.response.parse(response.body)
}
const text = async (response: Response) => {
  expect(response.status).toBe(200)
  return response.text()
}

describe('the archive', () => {
  it('lists sent issues newest first, with the seeded ones, and no issue not yet sent', async () => {
    const { data, total } = await listing()
    const slugs = data.map((i) => i.slug)
    expect(slugs[0]).toBe(sent.slug)
    expect(slugs).toEqual(expect.arrayContaining(['summer-round-up', 'spring-round-up']))
    expect(slugs).not.toContain(draft.slug)
    expect(slugs).not.toContain(sending.slug)
    expect(total).toBe(data.length)
    expect(data.map((i) => i.sentAt)).toEqual(
      data
        .map((i) => i.sentAt)
        .toSorted()
        .reverse(),
    )
    expect(data[0]).toMatchObject({ subject: sent.subject, url: `/newsletters/${sent.slug}`, intro: "The sent issue's intro." })
  })

  it('answers a sent issue with its sections and no personal link; an issue not yet sent is 404', async () => {
    const response = await api(`/api/newsletter_issue_by_slug/${sent.slug}`)
    expect(response.status).toBe(200)
    const detail = endpoints.newsletterIssueBySlug.response.parse(response.body)
    expect(detail.sections).toEqual([{ title: 'A section of the sent issue', summary: 'What it says.', url: '/news', image: null }])
    expect(JSON.stringify(response.body)).not.toMatch(/token|unsubscribe|preferences|sentBy/)
    for (const other of [draft, sending]) {
      const missing = await api(`/api/newsletter_issue_by_slug/${other.slug}`)
      expect(missing.status).toBe(404)
      expect(missing.body.error.message).toMatch(/newsletter issue/i)
    }
  })

  it('the seeded issues link to the site’s own pages', async () => {
    const detail = endpoints.newsletterIssueBySlug.response.parse((await api('/api/newsletter_issue_by_slug/summer-round-up')).body)
    expect(detail.sections.length).toBeGreaterThan(0)
    for (const section of detail.sections) expect(section.url).toMatch(/^\/(news|events)\//)
  })

  it('puts sent issues in the sitemap, not the others', async () => {
    const body = await text(await sitemap(new Request('http://site.test/sitemap.xml')))
    expect(body).toContain(`/newsletters/${sent.slug}</loc>`)
    expect(body).toContain('/newsletters</loc>')
    expect(body).not.toContain(`/newsletters/${draft.slug}<`)
    expect(body).not.toContain(`/newsletters/${sending.slug}<`)
  })

  it('has an RSS and an Atom feed of sent issues, not the others', async () => {
    const rss = await text(await newsletterRss(new Request('http://site.test/newsletters/feed.xml')))
    const atom = await text(await newsletterAtom(new Request('http://site.test/newsletters/feed.atom')))
    for (const feed of [rss, atom]) {
      expect(feed).toContain(`/newsletters/${sent.slug}`)
      expect(feed).toContain(sent.subject)
      expect(feed).not.toContain(draft.subject)
      expect(feed).not.toContain(sending.subject)
    }
    expect(rss).toContain('<rss')
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
  })

  it('the CMS’s REST API shows the public sent issues only, without who sent them', async () => {
    const response = await cmsRest('/cms/api/newsletter-issues?limit=100&depth=0')
    expect(response.status).toBe(200)
    const docs: Record<string, unknown>[] = response.body.docs
    expect(docs.map((d) => d.slug)).toContain(sent.slug)
    expect(docs.every((d) => d.state === 'sent')).toBe(true)
    expect(docs.some((d) => 'sentBy' in d)).toBe(false)
    expect((await cmsRest(`/cms/api/newsletter-issues/${draft.id}`)).status).toBe(404)
  })

  it('an issue appears once its sending finishes', async () => {
    expect((await api(`/api/newsletter_issue_by_slug/${sending.slug}`)).status).toBe(404)
    await payload.update({
      collection: 'newsletter-issues',
      id: sending.id,
      data: { state: 'sent', sentAt: new Date().toISOString() },
      overrideAccess: true,
      context: { newsletterSender: true },
    })
    expect((await api(`/api/newsletter_issue_by_slug/${sending.slug}`)).status).toBe(200)
    expect((await listing()).data.map((i) => i.slug)).toContain(sending.slug)
  })

  it('a message links "View in your browser" to the issue’s archive page', async () => {
    const message = messageOf(sent)
    expect(message.archiveUrl).toMatch(new RegExp(`^https?://[^/]+/newsletters/${sent.slug}$`))
    const { html, text: plain } = await renderIssue(message, 'Northvale')
    expect(html).toMatch(new RegExp(`<a[^>]+href="${message.archiveUrl}"[^>]*>View in your browser</a>`))
    expect(plain).toContain(`/newsletters/${sent.slug}`)
  })
})

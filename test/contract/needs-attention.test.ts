import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { linksIn, needsAttention, sitePathOf } from '@/cms/attention'
import { richTextHtml } from '@/content/map'

/**
 * The dashboard's "Needs attention" (cms/attention.ts): a published story
 * showing an image without alternative text, a published story linking to a
 * draft, and one linking to an address where no page is, are listed; once
 * mended, they are not.
 */

let payload: Payload
const stamp = Date.now()
const made: { collection: 'news' | 'media'; id: number }[] = []

const paragraphWithLink = (fields: Record<string, unknown>) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        children: [
          {
            type: 'link',
            version: 3,
            direction: 'ltr' as const,
            format: '' as const,
            indent: 0,
            fields: { newTab: false, ...fields },
            children: [{ type: 'text', text: 'the earlier story', version: 1, format: 0, detail: 0, mode: 'normal', style: '' }],
          },
        ],
      },
    ],
  },
})

const story = (title: string, extra: Record<string, unknown>) => ({
  title,
  slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${stamp}`,
  type: 'news' as const,
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  summary: `Summary of ${title}.`,
  ...extra,
})

beforeAll(async () => {
  payload = await getPayload({ config })
})

afterAll(async () => {
  for (const { collection, id } of made.reverse())
    await payload.delete({ collection, id, overrideAccess: true, trash: true }).catch(() => {})
})

describe('needs attention', () => {
  it('lists a published story whose image has no alternative text, and one linking to a draft; mended, neither', async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b5563' } })
      .jpeg()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A chart' },
      file: { data: bytes, mimetype: 'image/jpeg', name: `attention-${stamp}.jpg`, size: bytes.length },
      overrideAccess: true,
    })
    made.push({ collection: 'media', id: media.id })
    // An upload from before the rule: its text emptied in the database itself.
    await payload.db.updateOne({ collection: 'media', id: media.id, data: { alt: '' } })

    const pictured = await payload.create({
      collection: 'news',
      data: { ...story('Pictured story', { image: media.id }), _status: 'published' },
      overrideAccess: true,
    })
    made.push({ collection: 'news', id: pictured.id })
    const draft = await payload.create({
      collection: 'news',
      data: { ...story('Unpublished story', {}), _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    made.push({ collection: 'news', id: draft.id })
    const linking = await payload.create({
      collection: 'news',
      data: {
        ...story('Linking story', { body: paragraphWithLink({ linkType: 'internal', doc: { relationTo: 'news', value: draft.id } }) }),
        _status: 'published',
      },
      overrideAccess: true,
    })
    made.push({ collection: 'news', id: linking.id })
    const gone = `/press-releases/no-such-story-${stamp}`
    const misdirected = await payload.create({
      collection: 'news',
      data: { ...story('Misdirected story', { body: paragraphWithLink({ linkType: 'custom', url: gone }) }), _status: 'published' },
      overrideAccess: true,
    })
    made.push({ collection: 'news', id: misdirected.id })

    // As visitors read it: while the linked story is a draft, the link is its words alone.
    const bodyAsRead = async () =>
      richTextHtml((await payload.findByID({ collection: 'news', id: linking.id, depth: 1, overrideAccess: false })).body)
    expect(await bodyAsRead()).toBe('<p>the earlier story</p>')

    const listed = await needsAttention(payload)
    expect(listed).toContainEqual(
      expect.objectContaining({ collection: 'news', id: pictured.id, problem: expect.stringMatching(/no alternative text/) }),
    )
    expect(listed).toContainEqual(
      expect.objectContaining({ collection: 'news', id: linking.id, problem: expect.stringMatching(/document that is not published/) }),
    )
    expect(listed).toContainEqual(
      expect.objectContaining({ collection: 'news', id: misdirected.id, problem: `The link to ${gone} leads to no published page` }),
    )
    // The seeded site links only to pages that are there.
    expect(listed.filter((item) => /link/i.test(item.problem) && ![linking.id, misdirected.id].includes(Number(item.id)))).toEqual([])

    await payload.update({ collection: 'media', id: media.id, data: { decorative: true }, overrideAccess: true })
    await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, overrideAccess: true })
    expect(await bodyAsRead()).toBe(`<p><a href="/news/${draft.slug}">the earlier story</a></p>`)
    // The old address now leads somewhere: a redirect to the story.
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from: gone, to: { type: 'reference', reference: { relationTo: 'news', value: draft.id } } },
      overrideAccess: true,
    })
    const after = await needsAttention(payload)
    await payload.delete({ collection: 'redirects', id: redirect.id, overrideAccess: true })
    expect(
      after.filter((item) => item.collection === 'news' && [pictured.id, linking.id, misdirected.id].includes(Number(item.id))),
    ).toEqual([])
  })

  it('reads the links of rich text, and knows a page of this site from a file, an endpoint or another site', () => {
    expect(linksIn(paragraphWithLink({ linkType: 'custom', url: '/news' }))).toEqual([{ kind: 'address', url: '/news' }])
    expect(linksIn(paragraphWithLink({ linkType: 'internal', doc: { relationTo: 'pages', value: { id: 4 } } }))).toEqual([
      { kind: 'document', relationTo: 'pages', id: 4 },
    ])
    const origin = 'https://institute.example'
    expect(sitePathOf('/press-releases/a-story/?utm=x#top', origin)).toBe('/press-releases/a-story')
    expect(sitePathOf('https://institute.example/events', origin)).toBe('/events')
    expect(sitePathOf('https://elsewhere.example/events', origin)).toBeNull()
    expect(sitePathOf('mailto:press@institute.example', origin)).toBeNull()
    expect(sitePathOf('/feed.xml', origin)).toBeNull()
    expect(sitePathOf('/events/open-day/calendar.ics', origin)).toBeNull()
    expect(sitePathOf('/api/settings', origin)).toBeNull()
    expect(sitePathOf('/cms/api/media/file/chart.png', origin)).toBeNull()
  })
})

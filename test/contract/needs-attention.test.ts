import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { needsAttention } from '@/cms/attention'

/**
 * The dashboard's "Needs attention" (cms/attention.ts): a published story
 * showing an image without alternative text, and a published story linking
 * to a draft, are listed; once mended, they are not.
 */

let payload: Payload
const stamp = Date.now()
const made: { collection: 'news' | 'media'; id: number }[] = []

const paragraphWithLink = (doc: { relationTo: string; value: number }) => ({
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
            fields: { linkType: 'internal', doc, newTab: false },
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
      data: { ...story('Linking story', { body: paragraphWithLink({ relationTo: 'news', value: draft.id }) }), _status: 'published' },
      overrideAccess: true,
    })
    made.push({ collection: 'news', id: linking.id })

    const listed = await needsAttention(payload)
    expect(listed).toContainEqual(
      expect.objectContaining({ collection: 'news', id: pictured.id, problem: expect.stringMatching(/no alternative text/) }),
    )

    await payload.update({ collection: 'media', id: media.id, data: { decorative: true }, overrideAccess: true })
    await payload.update({ collection: 'news', id: draft.id, data: { _status: 'published' }, overrideAccess: true })
    const after = await needsAttention(payload)
    expect(after.filter((item) => item.collection === 'news' && [pictured.id, linking.id].includes(Number(item.id)))).toEqual([])
  })
})

import type { Payload } from 'payload'
import { usesOf } from './media/usage'

/**
 * What the dashboard's "Needs attention" lists for editors: published
 * documents showing an image without alternative text (one not marked
 * decorative: uploads made before the rule, or emptied since).
 */
export type Attention = { collection: string; id: number | string; title: string; problem: string }

/** At most this many of each kind: the list is a prompt, not a report. */
const limit = 50

async function imagesWithoutAlt(payload: Payload): Promise<Attention[]> {
  const { docs } = await payload.find({
    collection: 'media',
    where: {
      and: [
        { or: [{ alt: { equals: '' } }, { alt: { exists: false } }] },
        { decorative: { not_equals: true } },
        { mimeType: { like: 'image/' } },
      ],
    },
    depth: 0,
    limit,
    overrideAccess: true,
  })
  const found: Attention[] = []
  for (const media of docs) {
    for (const use of await usesOf(payload, 'media', media.id)) {
      if (use.where !== 'published') continue
      found.push({
        collection: use.collection,
        id: use.id,
        title: use.title,
        problem: `The image “${media.filename ?? media.id}” has no alternative text`,
      })
    }
  }
  return found
}

export async function needsAttention(payload: Payload): Promise<Attention[]> {
  return imagesWithoutAlt(payload)
}

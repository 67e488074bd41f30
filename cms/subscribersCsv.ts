import type { Endpoint, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { isAdmin } from './access'
import { csvCell } from './submissionsCsv'
import { Topic } from '../lib/schema/newsletterTopics'

/**
 * The subscriber list as CSV, for administrators only (addresses are personal
 * data): every row, or those of one topic, research theme or division and
 * one state (`?topic=events&status=subscribed`, `?theme=3`, `?division=2`:
 * their ids). A subscriber with no topic recorded receives every topic, and is
 * in every topic's list; themes and divisions are named by their titles.
 */
const id = z.coerce.number().int().positive()
const Filter = z.object({
  topic: Topic.optional(),
  theme: id.optional(),
  division: id.optional(),
  status: z.enum(['pending', 'subscribed', 'unsubscribed', 'bounced']).optional(),
})

/** The titles of a collection's documents by id: research themes and divisions are few. */
async function titles(req: PayloadRequest, collection: 'research-themes' | 'divisions') {
  const { docs } = await req.payload.find({ collection, depth: 0, pagination: false, overrideAccess: true })
  return new Map(docs.map((doc) => [doc.id, 'title' in doc ? doc.title : doc.name]))
}
const named = (refs: (number | { id: number })[] | null | undefined, names: Map<number, string>) =>
  (refs ?? []).map((ref) => names.get(typeof ref === 'number' ? ref : ref.id) ?? String(ref)).join('; ')

export const subscribersCsvEndpoint: Endpoint = {
  path: '/csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!(await isAdmin({ req })))
      return Response.json({ errors: [{ message: 'Only administrators export the subscriber list.' }] }, { status: 403 })
    const params = Object.fromEntries(new URL(req.url ?? '', 'http://localhost').searchParams)
    const filter = Filter.safeParse(params)
    if (!filter.success)
      return Response.json(
        {
          errors: [
            {
              message:
                'Filter with topic (news, press-releases, events, publications), theme or division (an id), and status (pending, subscribed, unsubscribed, bounced).',
            },
          ],
        },
        { status: 400 },
      )
    const where: Where[] = []
    if (filter.data.status) where.push({ status: { equals: filter.data.status } })
    if (filter.data.topic) where.push({ or: [{ topics: { in: [filter.data.topic] } }, { topics: { exists: false } }] })
    if (filter.data.theme) where.push({ themes: { in: [filter.data.theme] } })
    if (filter.data.division) where.push({ divisions: { in: [filter.data.division] } })
    const [themeNames, divisionNames] = await Promise.all([titles(req, 'research-themes'), titles(req, 'divisions')])
    const header = [
      'Email',
      'Name',
      'Status',
      'Topics',
      'Research themes',
      'Divisions',
      'Confirmed',
      'Unsubscribed',
      'Refused by its server',
      'Signed up',
    ]
    const lines = [header.map(csvCell).join(',')]
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: 'subscribers',
        where: where.length ? { and: where } : {},
        sort: 'createdAt',
        depth: 0,
        limit: 1000,
        page,
        overrideAccess: true,
      })
      for (const s of result.docs)
        lines.push(
          [
            s.email,
            s.name ?? '',
            s.status,
            (s.topics?.length ? s.topics : ['all']).join(' '),
            named(s.themes, themeNames),
            named(s.divisions, divisionNames),
            s.confirmedAt ?? '',
            s.unsubscribedAt ?? '',
            s.bouncedAt ?? '',
            s.createdAt,
          ]
            .map((cell) => csvCell(String(cell)))
            .join(','),
        )
      if (!result.hasNextPage) break
    }
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="subscribers-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

import type { Endpoint, PayloadRequest, Where } from 'payload'
import { z } from 'zod'

import { isAdmin } from './access'
import { csvCell } from './submissionsCsv'
import { Topic } from '../lib/schema/newsletterTopics'

/**
 * The subscriber list as CSV, for administrators only (addresses are personal
 * data): every row, or those of one topic and one state
 * (`?topic=events&status=subscribed`). A subscriber with no topic recorded
 * receives every topic, and is in every topic's list.
 */
const Filter = z.object({
  topic: Topic.optional(),
  status: z.enum(['pending', 'subscribed', 'unsubscribed', 'bounced']).optional(),
})

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
                'Filter with topic (news, press-releases, events, publications) and status (pending, subscribed, unsubscribed, bounced).',
            },
          ],
        },
        { status: 400 },
      )
    const where: Where[] = []
    if (filter.data.status) where.push({ status: { equals: filter.data.status } })
    if (filter.data.topic) where.push({ or: [{ topics: { in: [filter.data.topic] } }, { topics: { exists: false } }] })
    const header = ['Email', 'Name', 'Status', 'Topics', 'Confirmed', 'Unsubscribed', 'Refused by its server', 'Signed up']
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

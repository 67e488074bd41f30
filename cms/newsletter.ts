import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { canPublish, isStaff } from './access'
import { sendMail } from '../lib/mail'
import { email as emailSchema } from '../lib/forms/schemas'
import { issueMessage, issueNumbers, personalMessage, startSending } from '../lib/newsletter/send'

/**
 * The newsletter issue's own calls in /admin (its sidebar, cms/admin/NewsletterControls.tsx):
 * preview (HTML or plain text), a test send to one address, the numbers, and
 * Send — editors only; contributors draft.
 */

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

const issueId = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** The issue named in the path, as this user may read it; or the answer to give instead. */
async function issueFor(req: PayloadRequest) {
  if (!isStaff(req)) return { refused: refuse(403, 'Sign in to the CMS to work on the newsletter.') }
  const id = issueId(req)
  if (!id) return { refused: refuse(404, 'No such newsletter issue.') }
  const { docs } = await req.payload.find({ collection: 'newsletter-issues', where: { id: { equals: id } }, depth: 0, limit: 1, req })
  return docs[0] ? { issue: docs[0] } : { refused: refuse(404, 'No such newsletter issue.') }
}

const TestSend = z.object({ to: emailSchema })

export const newsletterEndpoints: Endpoint[] = [
  {
    path: '/:id/preview',
    method: 'get',
    handler: async (req) => {
      const found = await issueFor(req)
      if (found.refused) return found.refused
      const format = new URL(req.url ?? '', 'http://localhost').searchParams.get('format')
      const message = personalMessage(await issueMessage(req.payload, found.issue.id), 'preview@example.org', 'preview')
      // The preview runs no script and loads nothing from elsewhere (it is shown in a sandboxed frame too).
      const headers = {
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      }
      return format === 'text'
        ? new Response(message.text, { headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } })
        : new Response(message.html, { headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } })
    },
  },
  {
    path: '/:id/test-send',
    method: 'post',
    handler: async (req) => {
      const found = await issueFor(req)
      if (found.refused) return found.refused
      const body = TestSend.safeParse(await req.json?.().catch(() => null))
      if (!body.success) return refuse(400, 'Give the address to send the test to, like name@example.org.')
      const message = personalMessage(await issueMessage(req.payload, found.issue.id), body.data.to, `test-${Date.now()}`)
      const status = await sendMail(req.payload, { ...message, subject: `[Test] ${message.subject}` })
      return Response.json({ status, to: body.data.to })
    },
  },
  {
    path: '/:id/numbers',
    method: 'get',
    handler: async (req) => {
      const found = await issueFor(req)
      if (found.refused) return found.refused
      return Response.json({
        state: found.issue.state,
        sentAt: found.issue.sentAt ?? null,
        ...(await issueNumbers(req.payload, found.issue.id)),
      })
    },
  },
  {
    path: '/:id/send',
    method: 'post',
    handler: async (req) => {
      if (!canPublish(req)) return refuse(403, 'Only editors send newsletters. Ask an editor to send this issue.')
      const found = await issueFor(req)
      if (found.refused) return found.refused
      if (found.issue.state === 'sent') return refuse(400, 'This issue has already been sent.')
      if ((found.issue.sections ?? []).length === 0 && !found.issue.intro)
        return refuse(400, 'This issue is empty: add an intro or a section before sending it.')
      const recipients = await startSending(req.payload, found.issue.id, req.user?.id ?? null)
      return Response.json({ state: 'sending', recipients })
    },
  },
]

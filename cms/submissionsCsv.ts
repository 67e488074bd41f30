import type { Endpoint, Payload, PayloadRequest, Where } from 'payload'

import { isEditor } from './access'
import type * as CMS from './payload-types'

/**
 * CSV of a form's submissions for editors: every row (no page limit), one
 * column per form field (its label), then any answers to fields the form no
 * longer has. What visitors typed goes into spreadsheets: a cell starting with
 * = + - @ tab or CR would run as a formula there, so it is written as text ('…).
 */

/** A cell as spreadsheets read it: formulas neutralised, quoted when it must be. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

type FieldBlock = NonNullable<CMS.Form['fields']>[number]

export async function submissionsCsv(payload: Payload, form: CMS.Form): Promise<string> {
  const columns: { name: string; label: string }[] = (form.fields ?? []).map((f: FieldBlock) => ({
    name: f.name,
    label: f.label || f.name,
  }))
  const rows: string[][] = []
  const extra: string[] = []
  const submissions: CMS.FormSubmission[] = []
  // In pages of 500, however many there are.
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'form-submissions',
      where: { form: { equals: form.id } },
      sort: 'createdAt',
      depth: 0,
      limit: 500,
      page,
      overrideAccess: true,
    })
    submissions.push(...result.docs)
    if (!result.hasNextPage) break
  }
  for (const s of submissions)
    for (const answer of s.submissionData ?? [])
      if (!columns.some((c) => c.name === answer.field) && !extra.includes(answer.field)) extra.push(answer.field)
  const all = [...columns, ...extra.map((name) => ({ name, label: name }))]
  for (const s of submissions) {
    const values = new Map((s.submissionData ?? []).map((a) => [a.field, a.value]))
    rows.push([new Date(s.createdAt).toISOString(), String(s.id), ...all.map((c) => values.get(c.name) ?? '')])
  }
  const header = ['Submitted', 'ID', ...all.map((c) => c.label)]
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** GET /cms/api/form-submissions/csv?form=<id or slug>: editors only. */
export const submissionsCsvEndpoint: Endpoint = {
  path: '/csv',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!(await isEditor({ req })))
      return Response.json({ errors: [{ message: 'Sign in as an editor to export submissions.' }] }, { status: 403 })
    const ref = new URL(req.url ?? '', 'http://localhost').searchParams.get('form') ?? ''
    const where: Where = /^\d{1,9}$/.test(ref) ? { id: { equals: Number(ref) } } : { slug: { equals: ref } }
    const { docs } = await req.payload.find({ collection: 'forms', where, depth: 0, limit: 1, overrideAccess: true })
    const form = docs[0]
    if (!form) return Response.json({ errors: [{ message: 'Name a form: ?form=<id or slug>.' }] }, { status: 400 })
    const csv = await submissionsCsv(req.payload, form)
    const day = new Date().toISOString().slice(0, 10)
    return new Response(`\uFEFF${csv}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${form.slug}-submissions-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}

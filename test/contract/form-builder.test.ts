import config from '@payload-config'
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as postgresMigration from '@/cms/migrations/postgres/20261126_010625_form_builder'
import * as sqliteMigration from '@/cms/migrations/sqlite/20261126_010607_form_builder'
import type * as CMS from '@/cms/payload-types'
import { richText } from '@/cms/seed/richtext'
import { submissionsCsv } from '@/cms/submissionsCsv'
import { ErrorBody, endpoints } from '@/lib/contract'

import { api, postJson } from '../support/api'
import { keepColumns } from '../support/lockColumns'

/**
 * Forms editors build in the CMS: POST /api/form-submit checks a post against
 * the form's own definition, stores exactly one submission when it passes and
 * nothing when it does not; the public reads a form's definition (never its
 * e-mails) and the CSV export has a column per field.
 */

let payload: Payload
let form: CMS.Form
const slug = `application-${Date.now()}`

beforeAll(async () => {
  payload = await getPayload({ config })
  // As an editor builds it in /admin: every field type the site offers.
  form = await payload.create({
    collection: 'forms',
    data: {
      title: 'Fellowship application',
      slug,
      submitButtonLabel: 'Apply',
      confirmationType: 'message',
      confirmationMessage: richText(['Thank you for applying. We will write to you.']),
      fields: [
        { blockType: 'text', name: 'fullName', label: 'Your full name', required: true },
        { blockType: 'email', name: 'email', label: 'Your email address', required: true },
        { blockType: 'number', name: 'years', label: 'Years of experience', required: true },
        {
          blockType: 'select',
          name: 'track',
          label: 'Track',
          required: true,
          options: [
            { label: 'Epidemiology', value: 'epi' },
            { label: 'Laboratory science', value: 'lab' },
          ],
        },
        { blockType: 'country', name: 'country', label: 'Country', required: true },
        { blockType: 'checkbox', name: 'consent', label: 'I agree to be contacted', required: true },
        { blockType: 'textarea', name: 'motivation', label: 'Motivation', required: false },
      ],
      emails: [{ emailTo: 'fellowships@northvale.example', replyTo: '{{email}}', subject: 'Application: {{fullName}} ({{track}})' }],
    },
    overrideAccess: true,
  })
})

const valid = {
  fullName: 'Grace Applicant',
  email: 'Grace@Example.org',
  years: '7',
  track: 'epi',
  country: 'KE',
  consent: 'on',
  motivation: 'I want to work on malaria.',
}

const submissionsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'form-submissions',
      where: { form: { equals: id } },
      sort: '-createdAt',
      pagination: false,
      overrideAccess: true,
    })
  ).docs
const countOf = async (id: number) =>
  (await payload.count({ collection: 'form-submissions', where: { form: { equals: id } }, overrideAccess: true })).totalDocs
const totalSubmissions = async () => (await payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs

const expectError = (response: { status: number; body: unknown }, code: string) => {
  expect(response.status).toBe(400)
  const { error } = ErrorBody.parse(response.body)
  expect(error.code).toBe(code)
  return error
}

describe('POST /api/form-submit with an editor-built form', () => {
  it('a valid post stores exactly one submission with the answers as the form defines them, and sends its e-mail', async () => {
    const before = await countOf(form.id)
    const response = await postJson('/api/form-submit', { form: slug, ...valid, extra: 'not a field of the form' })
    expect(response.status).toBe(201)
    const { data } = endpoints.formSubmit.response.parse(response.body)
    expect(data).toMatchObject({ form: slug, message: 'Thank you for applying. We will write to you.' })
    expect(data.redirect).toBeUndefined()

    const docs = await submissionsOf(form.id)
    expect(docs).toHaveLength(before + 1)
    expect(docs[0].submissionData?.map(({ field, value }) => [field, value])).toEqual([
      ['fullName', 'Grace Applicant'],
      ['email', 'grace@example.org'],
      ['years', '7'],
      ['track', 'epi'],
      ['country', 'Kenya'],
      ['consent', 'yes'],
      ['motivation', 'I want to work on malaria.'],
    ])
    // Readable in /admin: the form, the date and "Label: value" (a select's option label).
    expect(docs[0].title).toBe('Fellowship application: grace@example.org')
    expect(docs[0].text).toMatch(/^Fellowship application, \d{4}-\d\d-\d\d \d\d:\d\d UTC\n/)
    expect(docs[0].text).toContain('Track: Epidemiology')
    expect(docs[0].text).toContain('Country: Kenya')
    expect(docs[0].text).not.toContain('extra')

    const mail = (await payload.find({ collection: 'outbox', where: { replyTo: { equals: 'grace@example.org' } }, overrideAccess: true }))
      .docs
    expect(mail).toHaveLength(1)
    expect(mail[0]).toMatchObject({ to: 'fellowships@northvale.example', subject: 'Application: Grace Applicant (Epidemiology)' })
    expect(mail[0].text).toContain('Years of experience: 7')
  })

  it('takes the form by id as well as by slug; optional fields may be left out', async () => {
    const before = await countOf(form.id)
    const required: Partial<typeof valid> = { ...valid }
    delete required.motivation
    expect((await postJson('/api/form-submit', { ...required, form: form.id })).status).toBe(201)
    expect((await postJson('/api/form-submit', { ...required, form: String(form.id), years: 3 })).status).toBe(201)
    expect(await countOf(form.id)).toBe(before + 2)
  })

  it('an unknown form is refused and nothing is stored', async () => {
    const before = await totalSubmissions()
    for (const name of ['no-such-form', '', 999999, null, ['contact']]) {
      const error = expectError(await postJson('/api/form-submit', { ...valid, form: name }), 'unknown_form')
      expect(error.message).toMatch(/unknown form/i)
    }
    expectError(await postJson('/api/form-submit', valid), 'unknown_form')
    expect(await totalSubmissions()).toBe(before)
  })

  it('missing required answers: 400 naming each field, nothing stored or sent', async () => {
    const [before, mails] = [await totalSubmissions(), (await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs]
    const error = expectError(await postJson('/api/form-submit', { form: slug, motivation: 'Only this' }), 'invalid_form')
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['consent', 'country', 'email', 'fullName', 'track', 'years'])
    expect(error.fields).toMatchObject({
      fullName: 'Enter your full name.',
      email: 'Enter your email address.',
      years: 'Fill in “Years of experience”.',
      track: 'Choose a track.',
      country: 'Choose a country.',
      consent: 'Tick “I agree to be contacted” to continue.',
    })
    expect(error.message).toBe('Please correct the 6 highlighted fields.')
    expect(await totalSubmissions()).toBe(before)
    expect((await payload.count({ collection: 'outbox', overrideAccess: true })).totalDocs).toBe(mails)
  })

  it.each([
    ['years', 'seven', /enter a number/],
    ['years', '1e400', /enter a number/],
    ['years', true, /enter a number/],
    ['email', 'grace-at-example', /email address like/],
    ['email', 42, /email address/],
    ['track', 'surgery', /Choose a track from the list/],
    ['track', ['epi'], /Choose a track/],
    ['country', 'Atlantis', /Choose a country from the list/],
    ['consent', 'maybe', /tick the box/],
    ['fullName', { nested: 'object' }, /enter text/],
  ])('a wrong type (%s = %j) is refused with its message and nothing is stored', async (field, value, message) => {
    const before = await totalSubmissions()
    const error = expectError(await postJson('/api/form-submit', { form: slug, ...valid, [field]: value }), 'invalid_form')
    expect(Object.keys(error.fields ?? {})).toEqual([field])
    expect(error.fields?.[field]).toMatch(message)
    expect(await totalSubmissions()).toBe(before)
  })

  it('a filled honeypot is refused and nothing is stored', async () => {
    const before = await totalSubmissions()
    expectError(await postJson('/api/form-submit', { form: slug, ...valid, website: 'http://spam.example' }), 'rejected')
    expect(await totalSubmissions()).toBe(before)
  })

  it('a form that redirects answers with its address', async () => {
    const redirecting = await payload.create({
      collection: 'forms',
      data: {
        title: 'Quick poll',
        slug: `poll-${Date.now()}`,
        confirmationType: 'redirect',
        redirect: { url: '/about-us' },
        fields: [{ blockType: 'checkbox', name: 'liked', label: 'I liked the page', required: false }],
      },
      overrideAccess: true,
    })
    const response = await postJson('/api/form-submit', { form: redirecting.slug })
    expect(response.status).toBe(201)
    expect(endpoints.formSubmit.response.parse(response.body).data.redirect).toBe('/about-us')
    expect((await submissionsOf(redirecting.id))[0].submissionData).toMatchObject([{ field: 'liked', value: 'no' }])
  })
})

describe('forms as the public and editors see them', () => {
  it('GET /api/forms/{slug}: the fields to render, never the notification e-mails', async () => {
    const response = await api(`/api/forms/${slug}`)
    expect(response.status).toBe(200)
    const { data } = endpoints.form.response.parse(response.body)
    expect(data.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['fullName', 'text', true],
      ['email', 'email', true],
      ['years', 'number', true],
      ['track', 'select', true],
      ['country', 'country', true],
      ['consent', 'checkbox', true],
      ['motivation', 'textarea', false],
    ])
    expect(JSON.stringify(response.body)).not.toContain('fellowships@northvale.example')
    expect((await api('/api/forms/no-such-form')).status).toBe(404)
  })

  it('the demo content: the contact form and a page carrying the tender request form', async () => {
    const contact = endpoints.form.response.parse((await api('/api/forms/contact')).body).data
    expect(contact.fields.map((f) => f.name)).toEqual(['name', 'email', 'topic', 'message'])
    const page = endpoints.article.response.parse((await api('/api/articles/request-a-tender-document')).body).article
    expect(page.form?.fields.map((f) => f.name)).toEqual(['name', 'organisation', 'email', 'tenderReference', 'country'])
  })

  it('submissions are not public, and only the backend writes them', async () => {
    await expect(payload.find({ collection: 'form-submissions', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({ collection: 'form-submissions', data: { form: form.id, submissionData: [] }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('the CSV export has every row (more than a page of 10), a column per field, formulas neutralised', async () => {
    for (let i = 0; i < 11; i++)
      expect(
        (await postJson('/api/form-submit', { form: slug, ...valid, fullName: `Applicant ${i}`, motivation: '=HYPERLINK("x")' })).status,
      ).toBe(201)
    const csv = await submissionsCsv(payload, form)
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Submitted,ID,Your full name,Your email address,Years of experience,Track,Country,I agree to be contacted,Motivation',
    )
    expect(lines.length - 1).toBe(await countOf(form.id))
    expect(lines.length - 1).toBeGreaterThan(10)
    expect(csv).toContain(`,Applicant 10,grace@example.org,7,epi,Kenya,yes,"'=HYPERLINK(""x"")"`)
  })
})

// Last in this file: it takes the schema back to the code-defined forms and forward again.
describe('the migration to the form builder keeps the earlier submissions', () => {
  type SqliteArgs = Parameters<typeof sqliteMigration.up>[0]
  type PostgresArgs = Parameters<typeof postgresMigration.up>[0]
  const onPostgres = process.env.CONTRACT_DB === 'postgres'
  const isArgs = (args: unknown): args is { db: object } => typeof args === 'object' && args !== null && 'db' in args

  const laterExportsColumns = [
    `ALTER TABLE exports ADD COLUMN prefix text DEFAULT 'exports'`,
    `ALTER TABLE exports ADD COLUMN _objectkey text`,
  ]

  /** Runs the migration's `up` or `down` as Payload runs migrations, then `then` SQL. */
  const migrate = (step: 'up' | 'down', then: string[] = []) =>
    payload.db.migrate({
      migrations: [
        {
          name: `test_form_builder_${step}_${Date.now()}`,
          down: async () => {},
          up: async (args) => {
            if (!isArgs(args)) throw new Error('not migration arguments')
            if (onPostgres) {
              await postgresMigration[step](args as PostgresArgs)
              for (const statement of then) await (args as PostgresArgs).db.execute(postgresSql.raw(statement))
            } else {
              await sqliteMigration[step](args as SqliteArgs)
              for (const statement of then) await (args as SqliteArgs).db.run(sqliteSql.raw(statement))
            }
          },
        },
      ],
    })

  it('down is refused while there are submissions', async () => {
    expect(await totalSubmissions()).toBeGreaterThan(0)
    await expect(migrate('down')).rejects.toThrow()
    expect(await totalSubmissions()).toBeGreaterThan(0)
  })

  it('rows of the code-defined contact form become submissions of the Contact us form, ids, dates and answers kept', async () => {
    await payload.delete({ collection: 'form-submissions', where: { id: { exists: true } }, overrideAccess: true })
    const lockColumns = await keepColumns(payload)
    // The shape before: the form's name, subject, name, email and the other answers as JSON.
    await migrate('down', [
      `INSERT INTO form_submissions (id, form, subject, name, email, data, updated_at, created_at) VALUES
        (9001, 'contact', 'Research collaboration: message from Ada Old', 'Ada Old', 'ada.old@example.org',
         '{"topic":"research","message":"Kept across the migration"}', '2025-01-02T03:04:05.000Z', '2025-01-02T03:04:05.000Z'),
        (9002, 'job-application', 'Application', 'Ben Old', NULL, '{"cv":"=1+2"}', '2025-02-03T04:05:06.000Z', '2025-02-03T04:05:06.000Z')`,
    ])
    // On SQLite `up` makes the exports table anew, without the columns a later migration (file storage) added.
    await migrate('up', onPostgres ? [] : laterExportsColumns)
    await lockColumns.restore()

    const [contact] = (await payload.find({ collection: 'forms', where: { slug: { equals: 'contact' } }, overrideAccess: true })).docs
    expect(contact.fields?.map((f) => [f.blockType, f.name])).toEqual([
      ['text', 'name'],
      ['email', 'email'],
      ['select', 'topic'],
      ['textarea', 'message'],
    ])
    const ada = await payload.findByID({ collection: 'form-submissions', id: 9001, depth: 0, overrideAccess: true })
    expect(ada).toMatchObject({ form: contact.id, title: 'Research collaboration: message from Ada Old' })
    expect(new Date(ada.createdAt).toISOString()).toBe('2025-01-02T03:04:05.000Z')
    expect(Object.fromEntries((ada.submissionData ?? []).map((a) => [a.field, a.value]))).toEqual({
      name: 'Ada Old',
      email: 'ada.old@example.org',
      topic: 'research',
      message: 'Kept across the migration',
    })
    expect(ada.text).toContain('message: Kept across the migration')

    // Another old form name gets a form of its own; nothing is lost.
    const ben = await payload.findByID({ collection: 'form-submissions', id: 9002, depth: 1, overrideAccess: true })
    expect((ben.form as CMS.Form).slug).toBe('job-application')
    expect(ben.submissionData?.map((a) => [a.field, a.value])).toEqual([
      ['name', 'Ben Old'],
      ['cv', '=1+2'],
    ])
    // The contact form works at once.
    const response = await postJson('/api/form-submit', {
      form: 'contact',
      name: 'New Visitor',
      email: 'new@example.org',
      topic: 'general',
      message: 'After the migration.',
    })
    expect(response.status).toBe(201)
    expect(await countOf(contact.id)).toBe(2)
  })
})

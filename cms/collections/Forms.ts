import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { FieldConfig } from '@payloadcms/plugin-form-builder/types'
import { APIError, type CollectionBeforeValidateHook, type Field } from 'payload'

import { anyone, isEditor, writtenByBackend } from '../access'
import { slugField, text } from '../fields'
import { submissionsCsvEndpoint } from '../submissionsCsv'

/**
 * Forms editors build in /admin (Payload's official form builder) and what
 * visitors send through them. The site renders a form from its definition
 * (lib/forms/builder.ts) and POST /api/form-submit checks posts against it
 * (lib/backend/forms.ts), which is also the only writer of submissions.
 */

/** Names a form field may not take: the form's own name and the honeypot every form carries (lib/forms/schemas.ts). */
const reservedNames = new Set(['form', 'website'])
const fieldNamePattern = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/

/** Field names become the keys of the post and CSV columns: plain, unique and never the reserved ones. */
const checkFieldNames: CollectionBeforeValidateHook = ({ data }) => {
  const fields = (data?.fields ?? []) as { name?: string; blockType?: string }[]
  const seen = new Set<string>()
  for (const field of fields) {
    const name = field.name ?? ''
    if (!fieldNamePattern.test(name))
      throw new APIError(
        `The field name "${name}" is not allowed: use letters, digits and underscores, starting with a letter (e.g. "fullName").`,
        400,
        undefined,
        true,
      )
    if (reservedNames.has(name)) throw new APIError(`The field name "${name}" is reserved: choose another one.`, 400, undefined, true)
    if (seen.has(name)) throw new APIError(`Two fields are named "${name}": each field needs its own name.`, 400, undefined, true)
    seen.add(name)
  }
  return data
}

/** A redirect goes to a page of this site (/path) or a full http(s) address, never a script. */
const redirectUrl = (value: unknown) =>
  typeof value === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(value)
    ? true
    : 'Use a path on this site (/thank-you) or a full https:// address.'

/** Sets a field's description (the plugin's blocks are otherwise kept as they are). */
const described = (fields: Field[], name: string, description: string): Field[] =>
  fields.map((field) => ('name' in field && field.name === name ? ({ ...field, admin: { ...field.admin, description } } as Field) : field))

const withRedirectCheck = (fields: Field[]): Field[] =>
  fields.map((field) =>
    field.type === 'group' && 'name' in field && field.name === 'redirect'
      ? {
          ...field,
          fields: field.fields.map((f) => ('name' in f && f.name === 'url' ? ({ ...f, validate: redirectUrl } as Field) : f)),
        }
      : field,
  )

/**
 * What each form field block adds to the plugin's (merged into it): its name in the GraphQL schema, and a row
 * header named by the field's label and type (cms/admin/FormFieldLabel.tsx) instead of an "Untitled" block name.
 */
const inGraphQLAs = (singularName: string) =>
  ({
    graphQL: { singularName },
    admin: { disableBlockName: true, components: { Label: '/cms/admin/FormFieldLabel#FormFieldLabel' } },
  }) as FieldConfig

export const formBuilder = formBuilderPlugin({
  // The field types editors may use. Each has its check in lib/forms/builder.ts.
  // Each block is named Form…Field in the GraphQL schema: the country block's own name, "Country", is the
  // Countries collection's, and two types of one name break /cms/graphql altogether.
  fields: {
    text: inGraphQLAs('FormTextField'),
    email: inGraphQLAs('FormEmailField'),
    textarea: inGraphQLAs('FormTextareaField'),
    select: inGraphQLAs('FormSelectField'),
    checkbox: inGraphQLAs('FormCheckboxField'),
    number: inGraphQLAs('FormNumberField'),
    country: inGraphQLAs('FormCountryField'),
    message: false,
    state: false,
    date: false,
    payment: false,
    upload: false,
  },
  // Notification e-mails are sent by the submit handler through the site's outbox (lib/mail.ts),
  // not by the plugin through Payload's e-mail adapter: the plugin is handed none to send.
  beforeEmail: () => [],
  formOverrides: {
    labels: { singular: 'Form', plural: 'Forms' },
    access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
    admin: {
      group: 'Content',
      useAsTitle: 'title',
      defaultColumns: ['title', 'slug', 'updatedAt'],
      description:
        'Forms for the site: build the fields here, then place a form on a page (Pages → Form). Submissions are under Inbox → Form submissions.',
    },
    hooks: { beforeValidate: [checkFieldNames] },
    fields: ({ defaultFields }) => {
      const [title, ...rest] = withRedirectCheck(defaultFields)
      return [
        title,
        slugField(),
        ...described(
          rest,
          'emails',
          'Who is told of each submission. Sent through the site’s outbox (Inbox → Outbox). Leave “Email To” empty for the contact address in Settings; {{fieldName}} inserts an answer, {{*}} all of them.',
        ),
      ]
    },
  },
  formSubmissionOverrides: {
    labels: { singular: 'Form submission', plural: 'Form submissions' },
    defaultSort: '-createdAt',
    access: { ...writtenByBackend },
    endpoints: [submissionsCsvEndpoint],
    admin: {
      group: 'Inbox',
      useAsTitle: 'title',
      defaultColumns: ['title', 'form', 'text', 'createdAt'],
      description:
        'What visitors sent through the site’s forms, newest first. “Download CSV” (above the list) exports every submission of a form, one column per field.',
      components: { beforeListTable: ['/cms/admin/SubmissionsExport#SubmissionsExport'] },
    },
    fields: ({ defaultFields }) => [
      text('title', { admin: { description: 'The form and who sent it.', readOnly: true } }),
      {
        name: 'text',
        label: 'Submission',
        type: 'textarea',
        // Written with the answers (lib/backend/forms.ts), with the labels the form had then.
        admin: {
          readOnly: true,
          description: 'The form, the date and every answer as “Label: value”.',
          components: { Field: '/cms/admin/PlainText#PlainText' },
        },
      },
      // The form and the answers as stored (field name → value), below the readable text.
      ...defaultFields,
    ],
  },
})

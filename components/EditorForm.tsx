'use client'

import { useMemo } from 'react'

import type { PublicForm } from '@/lib/contract/records'
import { formSchema, renderedFields } from '@/lib/forms/builder'
import { fieldErrors } from '@/lib/forms/schemas'

import { type Failure, SubmitForm } from './SubmitForm'

/**
 * A form editors built in the CMS, rendered from its definition. The browser
 * checks the answers with the same zod schema the server uses
 * (lib/forms/builder.ts) before posting; the server checks them again.
 */
export function EditorForm({ form }: { form: PublicForm }) {
  const fields = useMemo(() => renderedFields(form), [form])
  const validate = useMemo(() => {
    const schema = formSchema(form)
    return (data: Record<string, unknown>): Failure | null => {
      const parsed = schema.safeParse(data)
      if (parsed.success) return null
      const errors = fieldErrors(parsed.error)
      const count = Object.keys(errors).length
      return { message: `Please correct ${count === 1 ? 'the highlighted field' : `the ${count} highlighted fields`}.`, fields: errors }
    }
  }, [form])
  return <SubmitForm form={form.slug} fields={fields} submitLabel={form.submitLabel} validate={validate} />
}

/** A placed form with its heading, as pages show it. */
export function PlacedForm({ form, heading }: { form: PublicForm; heading?: string }) {
  const headingId = `form-${form.slug}-heading`
  return (
    <section aria-labelledby={headingId} className="placed-form">
      <h2 id={headingId}>{heading ?? form.title}</h2>
      <EditorForm form={form} />
    </section>
  )
}

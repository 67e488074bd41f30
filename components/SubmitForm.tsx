'use client'

import { type FormEvent, useRef, useState } from 'react'

import { clientFetch } from '@/lib/client/fetch'
import { honeypotField } from '@/lib/forms/schemas'
import { hydrates } from '@/lib/edge/hydrate.mjs'

export type FieldSpec = {
  name: string
  label: string
  /** A fieldset is a group of fields (`fields`) under its label as legend; its error is the one for its name. */
  type?: 'text' | 'email' | 'textarea' | 'select' | 'number' | 'checkbox' | 'fieldset'
  fields?: FieldSpec[]
  required?: boolean
  autoComplete?: string
  maxLength?: number
  hint?: string
  defaultValue?: string | boolean
  options?: readonly { value: string; label: string }[]
}

export type Failure = { message: string; fields: Record<string, string> }

/**
 * A public form posted to /api/form-submit as JSON. The server's zod schema
 * is the one source of truth: its message for each field is shown beside the
 * field, the first invalid field takes focus, and what the visitor typed stays.
 * `validate` may run the same schema in the browser first (EditorForm does),
 * sparing a round trip; the server checks again whatever it says.
 */
export function SubmitForm({
  form,
  fields,
  submitLabel,
  validate,
  hidden,
}: {
  form: string
  /** Values sent with the form's own (which fields the page showed, say). */
  hidden?: Record<string, string>
  fields: FieldSpec[]
  submitLabel: string
  validate?: (data: Record<string, unknown>) => Failure | null
}) {
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLParagraphElement>(null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const data = Object.fromEntries(new FormData(event.currentTarget))
    let next: Failure | null = validate?.(data) ?? null
    if (!next)
      try {
        const response = await clientFetch('/api/form-submit', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ ...hidden, ...data, form }),
        })
        const body = await response.json().catch(() => null)
        const redirect = body?.data?.redirect
        // The form's editors chose a page to go to next: a path of this site or an http(s) address.
        if (response.ok && typeof redirect === 'string' && /^(\/(?!\/)|https?:\/\/)/.test(redirect)) window.location.assign(redirect)
        if (response.ok) setSent(body?.data?.message ?? 'Thank you.')
        else next = { message: body?.error?.message ?? 'The form could not be sent.', fields: body?.error?.fields ?? {} }
      } catch {
        next = { message: 'The form could not be sent: the connection failed. Please try again.', fields: {} }
      }
    setSending(false)
    setFailure(next)
    if (next) {
      // Focus the first field to fix, or the summary when the problem is not a field's.
      const first = fields.flatMap((f) => f.fields ?? [f]).find((f) => next.fields[f.name])
      requestAnimationFrame(() => {
        const target = first ? formRef.current?.elements.namedItem(first.name) : null
        if (target instanceof HTMLElement) target.focus()
        else summaryRef.current?.focus()
      })
    }
  }

  if (sent)
    return (
      <p role="status" className="notice">
        {sent}
      </p>
    )

  return (
    <form {...hydrates} ref={formRef} className="form" method="post" action="/api/form-submit" onSubmit={onSubmit} noValidate>
      {failure ? (
        <p ref={summaryRef} role="alert" className="field-error" tabIndex={-1}>
          {failure.message}
        </p>
      ) : null}
      {fields.some((f) => f.required) ? (
        <p className="meta">
          Fields marked <span className="required-marker">*</span> are required.
        </p>
      ) : null}
      {fields.map((field) => (
        <Field key={field.name} form={form} field={field} errors={failure?.fields ?? {}} />
      ))}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${form}-${honeypotField}`}>Leave this empty</label>
        <input id={`${form}-${honeypotField}`} name={honeypotField} tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? 'Sending…' : submitLabel}
      </button>
    </form>
  )
}

function Field({ form, field, errors }: { form: string; field: FieldSpec; errors: Record<string, string> }) {
  const id = `${form}-${field.name}`
  const error = errors[field.name]
  if (field.type === 'fieldset')
    return (
      <fieldset aria-describedby={[field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}>
        <legend>{field.label}</legend>
        <FieldNotes id={id} hint={field.hint} error={error} />
        {field.fields?.map((inner) => (
          <Field key={inner.name} form={form} field={inner} errors={errors} />
        ))}
      </fieldset>
    )
  const describedBy = [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  }
  // The star is outside the label, so that the field's name is its label alone; screen readers announce `required`.
  const label = (
    <>
      <label htmlFor={id}>
        {field.label}
        {field.required ? null : <span className="meta"> (optional)</span>}
      </label>
      {field.required ? (
        <span className="required-marker" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  )
  if (field.type === 'checkbox')
    return (
      <div className="form-field form-field-checkbox">
        <input {...common} type="checkbox" defaultChecked={field.defaultValue === true} />
        {label}
        <FieldNotes id={id} hint={field.hint} error={error} />
      </div>
    )
  const defaultValue = typeof field.defaultValue === 'string' ? field.defaultValue : undefined
  return (
    <div className="form-field">
      {label}
      <FieldNotes id={id} hint={field.hint} error={error} />
      {field.type === 'textarea' ? (
        <textarea {...common} rows={6} maxLength={field.maxLength} defaultValue={defaultValue} />
      ) : field.type === 'select' ? (
        <select {...common} defaultValue={defaultValue ?? ''} autoComplete={field.autoComplete}>
          <option value="" disabled>
            Choose…
          </option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.type ?? 'text'}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          autoComplete={field.autoComplete}
          maxLength={field.maxLength}
          defaultValue={defaultValue}
        />
      )}
    </div>
  )
}

/** A field's hint and its error, each with the id the field's aria-describedby names. */
function FieldNotes({ id, hint, error }: { id: string; hint?: string | null; error?: string }) {
  return (
    <>
      {hint ? (
        <p className="meta" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  )
}

import { z } from 'zod'

import type { PublicForm, PublicFormField } from './publicForm'
import { countries, findCountry } from './countries'
import { email } from './schemas'

/**
 * Editor-built forms (the CMS's form builder): the one place a form's
 * definition becomes a zod schema and the fields the site renders. The
 * backend validates posts with `formSchema`, the form component checks the
 * same schema in the browser before posting, and the tests use both.
 *
 * Fields the definition does not name are ignored (dropped, never stored).
 * The schema's output is what is stored: trimmed text, lower-case e-mail,
 * numbers, `yes`/`no` for checkboxes and the English name for countries.
 */

/** Longest answers accepted: a line of text, and a textarea. */
export const maxTextLength = 1000
export const maxTextareaLength = 5000

/** What a stored answer may be. */
export type FormValue = string | number

/** "Your name" → "Enter your name."; another label → Fill in “Organisation”. */
const enter = (field: PublicFormField) =>
  /^your /i.test(field.label) ? `Enter ${field.label[0].toLowerCase()}${field.label.slice(1)}.` : `Fill in “${field.label}”.`
/** "Topic" → "Choose a topic."; a longer label → Choose an option for “…”. */
const choose = (field: PublicFormField) => {
  if (/^your /i.test(field.label)) return `Choose ${field.label[0].toLowerCase()}${field.label.slice(1)}.`
  if (/^[A-Za-z]+$/.test(field.label)) return `Choose ${/^[aeiou]/i.test(field.label) ? 'an' : 'a'} ${field.label.toLowerCase()}.`
  return `Choose an option for “${field.label}”.`
}

/** Empty strings and missing values count as "not answered". */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

const checkboxValues = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  ['true', true],
  ['false', false],
  ['on', true],
  ['off', false],
  ['yes', true],
  ['no', false],
  ['1', true],
  ['0', false],
  [1, true],
  [0, false],
])

function textSchema(field: PublicFormField, maxLength: number) {
  return z
    .string(`${field.label}: enter text.`)
    .trim()
    .max(maxLength, `Use at most ${maxLength.toLocaleString('en')} characters.`)
}

/** The schema of one field's value, when it was answered. */
function answeredSchema(field: PublicFormField): z.ZodType<FormValue> {
  switch (field.type) {
    case 'text':
      return textSchema(field, maxTextLength)
    case 'textarea':
      return textSchema(field, maxTextareaLength)
    case 'email':
      return email
    case 'number': {
      const message = `${field.label}: enter a number, like 12 or 3.5.`
      return z.unknown().transform((value, ctx) => {
        const number =
          typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN
        if (Number.isFinite(number)) return number
        ctx.addIssue({ code: 'custom', message })
        return z.NEVER
      })
    }
    case 'select': {
      const values = field.options.map((o) => o.value)
      return z.string(choose(field)).refine((v) => values.includes(v), `${choose(field).slice(0, -1)} from the list.`)
    }
    case 'country':
      return z.string(choose(field)).transform((value, ctx) => {
        const country = findCountry(value)
        if (country) return country.name
        ctx.addIssue({ code: 'custom', message: `${choose(field).slice(0, -1)} from the list.` })
        return z.NEVER
      })
    case 'checkbox':
      return z.unknown().transform((value, ctx) => {
        const ticked = checkboxValues.get(typeof value === 'string' ? value.toLowerCase() : value)
        if (ticked === undefined) {
          ctx.addIssue({ code: 'custom', message: `${field.label}: tick the box or leave it empty.` })
          return z.NEVER
        }
        if (field.required && !ticked) {
          ctx.addIssue({ code: 'custom', message: `Tick “${field.label}” to continue.` })
          return z.NEVER
        }
        return ticked ? 'yes' : 'no'
      })
  }
}

/** The schema of one field: a required field must be answered; an optional one may be left empty. */
function fieldSchema(field: PublicFormField): z.ZodType<FormValue | undefined> {
  const answered = answeredSchema(field)
  const message = field.type === 'select' || field.type === 'country' ? choose(field) : enter(field)
  return z.unknown().transform((value, ctx) => {
    // An unticked checkbox is not sent at all by browsers: it is a "no", which a required one refuses.
    if (blank(value) && field.type !== 'checkbox') {
      if (field.required) ctx.addIssue({ code: 'custom', message })
      return undefined
    }
    const parsed = answered.safeParse(blank(value) ? false : value)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  })
}

/**
 * The zod schema of a form's post: its fields only, each checked as its
 * definition says (an issue's path is the field's name); the output holds
 * every answered field.
 */
export function formSchema(form: Pick<PublicForm, 'fields'>) {
  const fields = form.fields.map((field) => [field.name, fieldSchema(field)] as const)
  return z.unknown().transform((body, ctx) => {
    const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
    const output: Record<string, FormValue | undefined> = {}
    for (const [name, schema] of fields) {
      const parsed = schema.safeParse(Object.hasOwn(input, name) ? input[name] : undefined)
      if (parsed.success) output[name] = parsed.data
      else for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [name] })
    }
    return output
  })
}

/** The answers a valid post gives, in the form's field order, empty optional fields left out. */
export function answers(
  form: Pick<PublicForm, 'fields'>,
  body: unknown,
): { success: true; data: { field: PublicFormField; value: FormValue }[] } | { success: false; error: z.ZodError } {
  const parsed = formSchema(form).safeParse(body)
  if (!parsed.success) return { success: false, error: parsed.error }
  const data = parsed.data
  return {
    success: true,
    data: form.fields.flatMap((field) => {
      const value = data[field.name]
      return value === undefined ? [] : [{ field, value }]
    }),
  }
}

/** An answer as an editor reads it: a select's option label, yes/no, the number as written. */
export function readableValue(field: PublicFormField | undefined, value: string): string {
  if (field?.type === 'select') return field.options.find((o) => o.value === value)?.label ?? value
  return value
}

/** What the form component renders for one field. */
export type RenderedField = {
  name: string
  label: string
  type: 'text' | 'email' | 'textarea' | 'select' | 'number' | 'checkbox'
  required: boolean
  autoComplete?: string
  maxLength?: number
  defaultValue?: string | boolean
  options?: readonly { value: string; label: string }[]
}

const countryOptions = countries.map(([code, name]) => ({ value: code, label: name }))

/** A guess at the browser's autofill hint from the field's name, so visitors' browsers can fill it in. */
function autoComplete(field: PublicFormField): string | undefined {
  if (field.type === 'email') return 'email'
  if (field.type === 'country') return 'country'
  if (/^(full[-_]?)?name$/i.test(field.name)) return 'name'
  if (/^(organisation|organization|company)$/i.test(field.name)) return 'organization'
  return undefined
}

/** The fields of a form as the site renders them. */
export function renderedFields(form: Pick<PublicForm, 'fields'>): RenderedField[] {
  return form.fields.map((field): RenderedField => {
    const common = { name: field.name, label: field.label, required: field.required, autoComplete: autoComplete(field) }
    switch (field.type) {
      case 'checkbox':
        return { ...common, type: 'checkbox', defaultValue: field.defaultValue }
      case 'select':
        return { ...common, type: 'select', options: field.options, defaultValue: field.defaultValue ?? undefined }
      case 'country':
        return { ...common, type: 'select', options: countryOptions, defaultValue: field.defaultValue ?? undefined }
      case 'textarea':
        return { ...common, type: 'textarea', maxLength: maxTextareaLength, defaultValue: field.defaultValue ?? undefined }
      case 'email':
        return { ...common, type: 'email', maxLength: 254, defaultValue: field.defaultValue ?? undefined }
      case 'number':
        return { ...common, type: 'number', defaultValue: field.defaultValue ?? undefined }
      case 'text':
        return { ...common, type: 'text', maxLength: maxTextLength, defaultValue: field.defaultValue ?? undefined }
    }
  })
}

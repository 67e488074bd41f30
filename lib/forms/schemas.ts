import { z } from 'zod'

/**
 * The site's public forms: one zod schema each, shared by the form components
 * (field limits, messages), the backend (validation) and the tests. The
 * `form` field names the form; `website` is the honeypot every form carries.
 */

const name = z.string().trim().min(1, 'Enter your name.').max(200, 'Use at most 200 characters.')
const email = z
  .string()
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'An email address has at most 254 characters.')
  .pipe(z.email('Enter an email address like name@example.org.'))
  .transform((value) => value.toLowerCase())

/** Hidden from people; a bot that fills every field fills this one too. */
export const honeypotField = 'website'

export const contactTopics = [
  { value: 'general', label: 'General enquiry' },
  { value: 'research', label: 'Research collaboration' },
  { value: 'media', label: 'Media and press' },
  { value: 'studies', label: 'Taking part in a study' },
  { value: 'careers', label: 'Careers' },
] as const

export const ContactForm = z.object({
  form: z.literal('contact'),
  name,
  email,
  topic: z.enum(contactTopics.map((t) => t.value) as [string, ...string[]], 'Choose a topic.'),
  message: z.string().trim().min(10, 'Write at least 10 characters.').max(5000, 'Use at most 5,000 characters.'),
})

export const SubscribeForm = z.object({
  form: z.literal('subscribe'),
  email,
  name: z
    .string()
    .trim()
    .max(200, 'Use at most 200 characters.')
    .optional()
    .transform((v) => v || undefined),
})

export const forms = { contact: ContactForm, subscribe: SubscribeForm } as const
export type FormName = keyof typeof forms
export const formNames = Object.keys(forms) as FormName[]
export type FormData<K extends FormName> = z.output<(typeof forms)[K]>

/** Field name → first message, for showing each error beside its field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}

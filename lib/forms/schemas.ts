import { z } from 'zod'

import { DivisionList, type NewsletterTopic, ThemeList, TopicList, tickedTags, topicField, topicIds } from '../schema/newsletterTopics'

/**
 * The site's own form, the newsletter sign-up (double opt-in): its zod schema,
 * shared by the form component, the backend and the tests. Every other form is
 * built by editors in the CMS and checked by the schema lib/forms/builder.ts
 * makes from its definition. The `form` field names the form; `website` is the
 * honeypot every form carries.
 */

export const email = z
  .string('Enter an email address like name@example.org.')
  .trim()
  .min(1, 'Enter your email address.')
  .max(254, 'An email address has at most 254 characters.')
  .pipe(z.email('Enter an email address like name@example.org.'))
  .transform((value) => value.toLowerCase())

/** Hidden from people; a bot that fills every field fills this one too. */
export const honeypotField = 'website'

const topicChecks = Object.fromEntries(topicIds.map((topic) => [topicField(topic), z.literal('on').optional()])) as Record<
  `topic-${NewsletterTopic}`,
  z.ZodOptional<z.ZodLiteral<'on'>>
>

/**
 * The sign-up: an address, a name, and the topics to receive — a list
 * (`topics`), or the page's checkboxes (`topic-<id>: 'on'`, with
 * `topicsShown` saying the checkboxes were there, so that none ticked is an
 * error). Without either, every topic. Research themes and divisions
 * likewise: lists of ids (`themes`, `divisions`) or the page's checkboxes
 * (`theme-<id>`, `division-<id>`); none is fine.
 */
export const SubscribeFields = z.object({
  form: z.literal('subscribe'),
  email,
  name: z
    .string()
    .trim()
    .max(200, 'Use at most 200 characters.')
    .optional()
    .transform((v) => v || undefined),
  topics: TopicList.optional(),
  topicsShown: z.literal('1').optional(),
  ...topicChecks,
  themes: ThemeList.optional(),
  divisions: DivisionList.optional(),
})

/** The page's checkboxes of themes and divisions as the lists `themes` and `divisions` (when the post has no list of its own). */
const tickedLists = (body: unknown) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const entries = Object.entries(body)
  const themes = tickedTags(entries, 'themes')
  const divisions = tickedTags(entries, 'divisions')
  return {
    ...body,
    ...(themes.length > 0 && !('themes' in body) && { themes }),
    ...(divisions.length > 0 && !('divisions' in body) && { divisions }),
  }
}

export const SubscribeForm = z.preprocess(tickedLists, SubscribeFields).transform((form, context) => {
  const ticked = topicIds.filter((topic) => form[topicField(topic)] === 'on')
  const topics = form.topics ?? (ticked.length > 0 || form.topicsShown ? ticked : [...topicIds])
  if (topics.length === 0) {
    // Beside the first checkbox when the page showed them.
    context.addIssue({
      code: 'custom',
      path: [form.topicsShown ? topicField(topicIds[0]) : 'topics'],
      message: 'Choose at least one topic.',
    })
    return z.NEVER
  }
  return { form: form.form, email: form.email, name: form.name, topics, themes: form.themes ?? [], divisions: form.divisions ?? [] }
})

/** The form name the newsletter sign-up posts; the backend handles it itself, never as an editor-built form. */
export const subscribeFormName = 'subscribe'

/** Field name → first message, for showing each error beside its field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}

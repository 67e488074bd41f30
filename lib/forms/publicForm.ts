import { z } from 'zod'

/** One field of an editor-built form (the CMS's form builder), as the site renders and checks it. */
const formFieldBase = { name: z.string(), label: z.string(), required: z.boolean() }
export const PublicFormField = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['text', 'email', 'textarea', 'number', 'country']), ...formFieldBase, defaultValue: z.string().nullable() }),
  z.object({
    type: z.literal('select'),
    ...formFieldBase,
    defaultValue: z.string().nullable(),
    options: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  z.object({ type: z.literal('checkbox'), ...formFieldBase, defaultValue: z.boolean() }),
])
export type PublicFormField = z.infer<typeof PublicFormField>

/** An editor-built form as the public sees it: never its notification e-mails. */
export const PublicForm = z.object({
  id: z.union([z.number(), z.string()]),
  slug: z.string(),
  title: z.string(),
  submitLabel: z.string(),
  fields: z.array(PublicFormField),
})
export type PublicForm = z.infer<typeof PublicForm>

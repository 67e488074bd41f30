import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionConfig, Field, FieldHook, Plugin } from 'payload'

import { linkableCollections } from '../../content'
import { normalisePath } from '../../lib/redirects'
import { checkLink, isSitePath } from '../../lib/validation/fields'
import { isEditor } from '../access'
import { unique } from '../fields/uniqueSlug'
import { withRevalidation } from '../hooks/revalidate'

/** An address as editors paste it (with the site's host, a trailing slash) → the path the site sees. */
const toPath: FieldHook = ({ value }) => {
  if (typeof value !== 'string' || !value.trim()) return value
  const trimmed = value.trim()
  try {
    if (/^https?:\/\//.test(trimmed)) return normalisePath(new URL(trimmed).pathname)
  } catch {
    // Not an address: validation says so.
  }
  return normalisePath(trimmed)
}

/** Our words for the plugin's fields, and the rules of each. */
function redirectFields({ defaultFields }: { defaultFields: Field[] }): Field[] {
  return defaultFields.map((field) => {
    if ('name' in field && field.name === 'from')
      return {
        ...field,
        label: 'Old address',
        admin: { description: 'The path that no longer exists, e.g. /news/old-story-name. Visitors to it are sent on (HTTP 308).' },
        hooks: { beforeValidate: [toPath] },
        validate: unique('from', (value) =>
          typeof value === 'string' && isSitePath(value) ? true : 'Enter a path on this site, starting with / (e.g. /news/old-story).',
        ),
      } as Field
    if ('name' in field && field.name === 'to' && field.type === 'group')
      return {
        ...field,
        label: 'Destination',
        fields: field.fields.map((sub) => {
          if (!('name' in sub)) return sub
          if (sub.name === 'type') return { ...sub, label: 'Send visitors to' }
          if (sub.name === 'reference') return { ...sub, label: 'Page on this site' }
          if (sub.name === 'url')
            return {
              ...sub,
              label: 'Address',
              admin: { ...sub.admin, description: 'A path on this site (/about-us) or a full address (https://…).' },
              validate: (value: unknown, { data, siblingData }: { data: { from?: string }; siblingData: { type?: string } }) => {
                if (siblingData?.type !== 'custom') return true
                if (!value) return 'Enter where visitors should go.'
                if (typeof value === 'string' && data?.from && normalisePath(value) === normalisePath(data.from))
                  return 'A redirect cannot lead to its own old address.'
                return checkLink(value)
              },
            }
          return sub
        }),
      } as Field
    return field
  })
}

// Cached reads of the redirects expire when one changes, like every other collection.
const { hooks } = withRevalidation({ slug: 'redirects', fields: [] } as CollectionConfig)

/**
 * Redirects editors manage under Content → Redirects: an old address and
 * where it now leads (a document of a linkable type, followed when it is
 * renamed, or an address). Renaming a published record adds one by itself
 * (cms/hooks/redirects.ts). The site answers them with 308 where it would
 * otherwise answer 404 (lib/redirects.ts).
 */
export const redirects: Plugin = redirectsPlugin({
  collections: linkableCollections,
  overrides: {
    labels: { singular: 'Redirect', plural: 'Redirects' },
    access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
    admin: {
      group: 'Content',
      useAsTitle: 'from',
      defaultColumns: ['from', 'to.type', 'updatedAt'],
      description:
        'Old addresses and where they lead now. Renaming a published page adds one here by itself; add your own for addresses that moved.',
    },
    defaultSort: 'from',
    hooks,
    fields: redirectFields,
  },
})

import type { CollectionConfig, Field, Plugin } from 'payload'

/** Where the import map finds the component (paths from the repository root). */
const jsonText = '/cms/admin/JsonText#JsonText'

function withJsonText(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'json') return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Field: jsonText } } }
    if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: withJsonText(tab.fields) })) }
    if (field.type === 'blocks')
      return { ...field, blocks: field.blocks.map((block) => ({ ...block, fields: withJsonText(block.fields) })) }
    if ('fields' in field) return { ...field, fields: withJsonText(field.fields) }
    return field
  })
}

/**
 * Every JSON field of every collection, plugins' included, is shown as text
 * (cms/admin/JsonText.tsx) instead of in Payload's editor, which loads its
 * code from a public CDN. Listed last among the plugins, so it sees their collections.
 */
export const readableJsonFields: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection: CollectionConfig) => ({ ...collection, fields: withJsonText(collection.fields) })),
})

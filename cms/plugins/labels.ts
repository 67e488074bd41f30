import type { Config, Field, Plugin } from 'payload'

import { plainWords } from '../fields/plainWords'

function labelled(field: Field): Field {
  const withLabel =
    'name' in field && !('label' in field && field.label !== undefined) ? { ...field, label: plainWords(field.name) } : field
  if ('fields' in withLabel && Array.isArray(withLabel.fields)) return { ...withLabel, fields: withLabel.fields.map(labelled) } as Field
  if (withLabel.type === 'tabs') return { ...withLabel, tabs: withLabel.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(labelled) })) }
  if (withLabel.type === 'blocks')
    return { ...withLabel, blocks: withLabel.blocks.map((block) => ({ ...block, fields: block.fields.map(labelled) })) }
  return withLabel
}

/**
 * Every field of every collection and global gets a label in plain words
 * unless it has one: the edit view, the list columns and the messages after a
 * failed save ("The following field is invalid: Protocol number") then never
 * show a field's internal name.
 */
export const plainLabels: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((c) => ({ ...c, fields: c.fields.map(labelled) })),
  globals: config.globals?.map((g) => ({ ...g, fields: g.fields.map(labelled) })),
})

import config from '@payload-config'
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { contentTypes } from '@/content'

/**
 * The CMS's configuration as Payload builds it (plugins' collections
 * included): checked here, not in the unit suite, since building it loads
 * Payload and every collection.
 */

/** Every JSON field, with where it is: inside groups, tabs, rows and blocks too. */
function jsonFields(fields: Field[], at: string): [string, Field][] {
  return fields.flatMap((field): [string, Field][] => {
    const here = 'name' in field ? `${at}.${field.name}` : at
    if (field.type === 'json') return [[here, field]]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => jsonFields(tab.fields, here))
    if (field.type === 'blocks') return field.blocks.flatMap((block) => jsonFields(block.fields, `${here}.${block.slug}`))
    if ('fields' in field) return jsonFields(field.fields, here)
    return []
  })
}

describe('/admin sends nothing to another host', () => {
  it('no Gravatar: the editor’s avatar is drawn locally', async () => {
    expect((await config).admin.avatar).toBe('default')
  })

  it('no JSON field uses Payload’s editor, which loads its code from a CDN (plugins’ collections included)', async () => {
    // Payload's own collections (jobs, preferences…) are hidden: /admin has no page for them.
    const shown = (await config).collections.filter((collection) => collection.admin?.hidden !== true)
    const fields = shown.flatMap((collection) => jsonFields(collection.fields, collection.slug))
    expect(fields.map(([where]) => where)).toEqual(expect.arrayContaining(['route-patterns.routes', 'imports.summary.issueDetails']))
    for (const [where, field] of fields) {
      expect(field.admin?.components?.Field, where).toBe('/cms/admin/JsonText#JsonText')
    }
  })
})

describe('the content registry covers the CMS', async () => {
  const { collections } = await config
  const registered = new Set<string>(Object.values(contentTypes).map((t) => t.collection))

  it('every collection with drafts (editorial content) is a registered content type', () => {
    const editorial = collections.filter((c) => c.versions && typeof c.versions === 'object' && c.versions.drafts).map((c) => c.slug)
    expect(editorial.length).toBeGreaterThan(0)
    expect(editorial.filter((slug) => !registered.has(slug))).toEqual([])
  })

  it('every registered type names a collection of the CMS', () => {
    const slugs = new Set<string>(collections.map((c) => c.slug))
    expect([...registered].filter((slug) => !slugs.has(slug))).toEqual([])
  })
})

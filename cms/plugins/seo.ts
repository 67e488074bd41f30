import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Config, Field, Plugin } from 'payload'

import { linkableCollections, linkableType } from '../../content'
import { absoluteUrl } from '../../lib/siteUrl'

type Doc = Record<string, unknown>
const textOf = (doc: Doc, ...names: string[]) => {
  for (const name of names) if (typeof doc[name] === 'string' && doc[name]) return doc[name] as string
  return ''
}

/**
 * Search-engine fields (meta title, description, image, with the search
 * snippet preview) on every type editors curate one by one (the registry's
 * linkable types) and on the front page settings. Left empty, the page uses
 * its title, summary and image. "Auto-generate" fills in those same defaults.
 */
export const seo: Plugin = seoPlugin({
  collections: linkableCollections,
  globals: ['front-page-settings'],
  uploadsCollection: 'media',
  tabbedUI: true,
  generateTitle: ({ doc }) => textOf(doc as Doc, 'title', 'name', 'heroTitle'),
  generateDescription: ({ doc }) => textOf(doc as Doc, 'summary', 'position', 'heroSummary'),
  generateImage: ({ doc }) => {
    const image = (doc as Doc).image ?? (doc as Doc).photo
    return image && typeof image === 'object' ? (image as { id: number }).id : (image as number)
  },
  generateURL: ({ doc, collectionConfig }) => {
    const type = collectionConfig && linkableType(collectionConfig.slug)
    try {
      return absoluteUrl(type ? type.url(doc) : '/')
    } catch {
      return absoluteUrl('/')
    }
  },
})

const inSidebar = (field: Field) => 'admin' in field && field.admin && 'position' in field.admin && field.admin.position === 'sidebar'

/**
 * With tabs, the SEO plugin puts every field of a collection into its first
 * tab, sidebar fields too (the slug, the dates, the order), where they would
 * show in the main column. This lifts them back out beside the tabs. The tabs
 * have no name, so nothing changes in the stored data.
 */
export const keepSidebarFields: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    if (!linkableCollections.includes(collection.slug as never)) return collection
    const [first, ...rest] = collection.fields
    if (first?.type !== 'tabs') return collection
    const sidebar = first.tabs.flatMap((tab) => tab.fields.filter(inSidebar))
    const tabs = first.tabs.map((tab) => ({ ...tab, fields: tab.fields.filter((f) => !inSidebar(f)) }))
    return { ...collection, fields: [{ ...first, tabs }, ...sidebar, ...rest] }
  }),
})

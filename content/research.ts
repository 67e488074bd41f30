import { type ContentType, indexEntry, pageAt } from './define'

/** The research themes, each at /research/{slug} with the people and work tagged with it. */
export const theme = {
  collection: 'research-themes',
  ...pageAt('/research', 'Research theme'),
  linkable: true,
  search: {
    label: 'Research themes',
    rowid: 8,
    entry: (d, text) => indexEntry('research-theme', d.title, d.summary, null, [d.summary, text(d.body)]),
  },
} satisfies ContentType<'research-themes', 'slug'>

/** The research divisions, each at /divisions/{slug} with its people and work. */
export const division = {
  collection: 'divisions',
  ...pageAt('/divisions', 'Division'),
} satisfies ContentType<'divisions', 'slug'>

/** The field sites (the home page map's markers), each at /field-sites/{slug} with its people, studies, news and events. */
export const fieldSite = {
  collection: 'global-markers',
  ...pageAt('/field-sites', 'Field site'),
} satisfies ContentType<'global-markers', 'slug'>

/** The page listing every theme, division and field site. */
export const researchRoute = { pattern: '/research', title: 'Research' }

/**
 * The mark of a part of a page that React runs in the browser (a paged
 * listing, a form, the preview bar), on its outer element. A page without one
 * is served without the framework's scripts (lib/edge/html.mjs).
 */
export const hydrateAttribute = 'data-hydrate'

/** Spread on the outer element: `<form {...hydrates}>`. React runs it once the page has been painted. */
export const hydrates = { [hydrateAttribute]: '' }

/**
 * For a part that works as plain HTML until used (a paged listing: its page
 * links and its form load pages of their own): React runs it once the visitor
 * first points at or focuses its form or its navigation (the page links). A page whose parts are all so marked loads
 * the framework only then (lib/edge/html.mjs).
 */
export const hydratesWhenUsed = { [hydrateAttribute]: 'when-used' }

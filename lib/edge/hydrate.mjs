/**
 * The mark of a part of a page that React runs in the browser (a paged
 * listing, a form, the preview bar), on its outer element. A page without one
 * is served without the framework's scripts (lib/edge/html.mjs).
 */
export const hydrateAttribute = 'data-hydrate'

/** Spread on the outer element: `<form {...hydrates}>`. */
export const hydrates = { [hydrateAttribute]: '' }

/** One step of a breadcrumb trail: what it is called and its path on the site. */
export type Crumb = { name: string; path: string }

/**
 * The trail of a page: Home, the sections above it, the page itself. The
 * visible breadcrumbs and the BreadcrumbList of the page's structured data are
 * both drawn from it, so they cannot disagree.
 */
export const pageTrail = (sections: Crumb[], page: { title: string; url: string }): Crumb[] => [
  { name: 'Home', path: '/' },
  ...sections,
  { name: page.title, path: page.url },
]

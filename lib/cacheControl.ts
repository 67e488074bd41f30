/**
 * What browsers and shared caches in front (deploy/nginx.conf, a CDN) may keep,
 * one policy per kind of answer. Public answers: a shared cache keeps them for
 * two seconds, serves them stale while one request refreshes them, and for a day
 * if the app is down, so an editor's change shows within seconds: the app answers
 * the refresh from its own cache, which the change has already expired. Answers to
 * one visitor are never stored. /_next/static is immutable (Next.js sets it),
 * /admin and /cms set their own.
 */
export const cacheControl = {
  /** Pages and contract reads. */
  public: 'public, max-age=0, s-maxage=2, stale-while-revalidate=300, stale-if-error=86400',
  /** Feeds and calendars: readers poll them; a minute is fresh enough. */
  feed: 'public, max-age=0, s-maxage=60, stale-while-revalidate=3600',
  /** Sitemaps: crawlers read them rarely and in full. */
  sitemap: 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600',
  /** Public uploads (/cms/api/media/file/…): kept a day, then revalidated by ETag; an editor who replaces a file may reuse its name. */
  upload: 'public, max-age=86400, stale-while-revalidate=604800',
  /** Pages and answers for one visitor (staff verification, subscription links, search JSON). */
  private: 'private, no-store',
  /** Errors and the answers to writes. */
  none: 'no-store',
} as const

/** Next.js's draft-mode cookie: set while an editor previews drafts (/cms/preview); such answers are never stored. */
export const draftModeCookie = '__prerender_bypass'

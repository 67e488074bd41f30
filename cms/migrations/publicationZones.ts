import { defaultTimeZone } from '../../lib/time'

/**
 * Publication dates became date and time in the institute's zone, with the
 * zone they were entered in kept beside them (`publishedAt_tz`). The dates
 * already stored stay the instants they were, so nothing visitors see moves:
 * a date entered as a day alone was stored at 12:00 UTC, which is still the
 * same day in every zone within twelve hours of UTC. Existing rows get the
 * institute's zone as the one they were entered in.
 */
export const publicationZoneColumns = [
  ['news', 'publishedat_tz'],
  ['_news_v', 'version_publishedat_tz'],
  ['publications', 'publishedat_tz'],
  ['_publications_v', 'version_publishedat_tz'],
  ['tenders', 'publishedat_tz'],
  ['_tenders_v', 'version_publishedat_tz'],
] as const

export const institutesZone = () => defaultTimeZone

/**
 * Dates as visitors read them: event times in the event's own time zone,
 * tender deadlines, whether an event has ended. Plain functions, used by the
 * pages, the CMS's field rules and the unit tests; safe in the browser.
 */

const knownZones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])

/** An IANA time zone name this runtime knows (Africa/Nairobi, Asia/Dhaka, UTC…). */
export const isTimeZone = (value: string) => knownZones.has(value)

/**
 * The institute's time zone (`SITE_TIME_ZONE`, checked at start by lib/config.mjs;
 * Africa/Nairobi unless set): publication dates are entered and shown in it,
 * and events without a zone of their own are held in it. Dates are stored as
 * instants, so changing it changes how they read, never when they happen.
 */
export const defaultTimeZone = (() => {
  const zone = typeof process === 'undefined' ? undefined : process.env.SITE_TIME_ZONE?.trim()
  return zone && isTimeZone(zone) ? zone : 'Africa/Nairobi'
})()

/** The event's time zone when it names a known one, else the institute's. */
export const zoneOrDefault = (zone: string | null | undefined) => (zone && isTimeZone(zone) ? zone : defaultTimeZone)

const date = (zone: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone })
const weekdayDate = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone })
const clock = (zone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone })

function zoneName(iso: string, zone: string, style: 'short' | 'long') {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: style }).formatToParts(new Date(iso))
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone
}

/** "5 November 2025": a calendar date (deadlines, publication dates), read in `zone`: the institute's unless named. */
export const formatDay = (iso: string, zone = defaultTimeZone) => date(zone).format(new Date(iso))

/** "Tuesday, 1 December 2026": the day an event happens where it happens. */
export const formatEventDay = (iso: string, zone: string) => weekdayDate(zoneOrDefault(zone)).format(new Date(iso))

/** "18:30": the wall-clock time in the event's zone. */
export const formatClock = (iso: string, zone: string) => clock(zoneOrDefault(zone)).format(new Date(iso))

/** "GMT+6 (Bangladesh Standard Time)": how the zone is called at that moment, short and long. */
export function formatZone(iso: string, zone: string) {
  const z = zoneOrDefault(zone)
  const short = zoneName(iso, z, 'short')
  const long = zoneName(iso, z, 'long')
  return short === long ? short : `${short} (${long})`
}

/** { day: '1', month: 'Dec', year: '2026' }: a date's parts in `zone` (an event's own, else the institute's), to set apart. */
export function dateParts(iso: string, zone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zoneOrDefault(zone),
  }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { day: part('day'), month: part('month'), year: part('year') }
}

/** "1 December 2026, 18:30 GMT+6": an event's start in a card, in its own zone. */
export function formatEventTime(iso: string, zone: string) {
  const z = zoneOrDefault(zone)
  return `${formatDay(iso, z)}, ${formatClock(iso, z)} ${zoneName(iso, z, 'short')}`
}

const clockWithSeconds = (zone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: zone })

/** "1 December 2026, 18:30:05 GMT+3": a moment on record (the audit log), to the second, in the institute's zone unless named. */
export function formatMoment(iso: string, zone = defaultTimeZone) {
  const z = zoneOrDefault(zone)
  return `${formatDay(iso, z)}, ${clockWithSeconds(z).format(new Date(iso))} ${zoneName(iso, z, 'short')}`
}

/** "18:30–20:00" on one day, or "until 3 December 2026, 17:00" when the event runs over several days. */
export function formatTimeRange(startsAt: string, endsAt: string | null, zone: string) {
  const z = zoneOrDefault(zone)
  const start = formatClock(startsAt, z)
  if (!endsAt) return start
  if (formatDay(startsAt, z) === formatDay(endsAt, z)) return `${start}–${formatClock(endsAt, z)}`
  return `${start} until ${formatDay(endsAt, z)}, ${formatClock(endsAt, z)}`
}

/** An event has ended once its end (or, without one, its start) has passed. */
export const hasEnded = (event: { startsAt: string; endsAt: string | null }, now = new Date()) =>
  new Date(event.endsAt ?? event.startsAt) < now

/** An event is upcoming until it starts. */
export const isUpcoming = (event: { startsAt: string }, now = new Date()) => new Date(event.startsAt) >= now

const dayMs = 24 * 60 * 60 * 1000

/**
 * A deadline as visitors read it: "closes today", "closes tomorrow",
 * "closes in 5 days", or "closed on 5 November 2025".
 */
export function deadline(closesAt: string, now = new Date()) {
  const closes = new Date(closesAt)
  if (closes <= now) return `closed on ${formatDay(closesAt, defaultTimeZone)}`
  const days = Math.floor((closes.getTime() - now.getTime()) / dayMs)
  if (days === 0) return 'closes today'
  if (days === 1) return 'closes tomorrow'
  return `closes in ${days} days`
}

type TenderDates = { status: 'open' | 'closed' | 'awarded'; closesAt: string }

/** A tender's status at `now`, for its badge: an open tender past its closing date is closed. */
export function tenderStatusAt(tender: TenderDates, now = new Date()): TenderDates['status'] {
  if (tender.status === 'awarded') return 'awarded'
  return tender.status === 'closed' || new Date(tender.closesAt) <= now ? 'closed' : 'open'
}

/** What a tender's dates say beside its badge: "closes 5 December 2026", "closed on 5 November 2025", or nothing once awarded. */
export function tenderDateLine(tender: TenderDates, now = new Date()): string | null {
  if (tender.status === 'awarded') return null
  const day = formatDay(tender.closesAt, defaultTimeZone)
  return new Date(tender.closesAt) <= now ? `closed on ${day}` : tender.status === 'open' ? `closes ${day}` : null
}

/**
 * A tender's status line: "open · closes 5 December 2026", "closed on 5
 * November 2025", "awarded"; never "closed · closes…". The status is read from
 * the dates: an open tender past its closing date is closed.
 */
export function tenderStatusLine(tender: TenderDates, now = new Date()) {
  const closed = new Date(tender.closesAt) <= now
  if (tender.status === 'awarded') return 'awarded'
  if (tender.status === 'closed' && !closed) return 'closed'
  if (closed) return `closed on ${formatDay(tender.closesAt, defaultTimeZone)}`
  return `open · closes ${formatDay(tender.closesAt, defaultTimeZone)}`
}

const yearFormat = (zone: string) => new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: zone })

/** The year a date falls in, read in the institute's zone (listings by year, a story's year). */
export const yearOf = (iso: string, zone = defaultTimeZone) => Number(yearFormat(zone).format(new Date(iso)))

/** How far `zone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant a day begins in `zone` (its midnight; `month` from 1), as an ISO string. */
export function startOfDay(year: number, month: number, day: number, zone = defaultTimeZone) {
  const utcMidnight = new Date(Date.UTC(year, month - 1, day))
  // The offset at the guess, then at the corrected instant: right across a change of offset that day.
  const guess = new Date(utcMidnight.getTime() - offsetAt(utcMidnight, zone))
  return new Date(utcMidnight.getTime() - offsetAt(guess, zone)).toISOString()
}

/** The instant a year begins in `zone` (midnight, 1 January), as an ISO string. */
export const startOfYear = (year: number, zone = defaultTimeZone) => startOfDay(year, 1, 1, zone)

/** "2026-12-03": the calendar day an instant falls on in `zone`. */
export const dayKey = (iso: string, zone = defaultTimeZone) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso))

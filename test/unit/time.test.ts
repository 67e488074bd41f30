import { describe, expect, it } from 'vitest'

import { pageTrail } from '@/lib/breadcrumbs'
import { breadcrumbs } from '@/lib/seo/jsonLd'
import {
  deadline,
  defaultTimeZone,
  dateParts,
  formatClock,
  formatEventTime,
  formatTimeRange,
  formatZone,
  hasEnded,
  formatDay,
  isTimeZone,
  startOfDay,
  startOfYear,
  dayKey,
  tenderStatusLine,
  yearOf,
  zoneOrDefault,
} from '@/lib/time'
import { publicationState } from '@/cms/publicationState'
import { checkTimeZone } from '@/lib/validation/fields'

const now = new Date('2026-11-26T09:00:00.000Z')

describe('publication dates in the institute’s zone', () => {
  it('a date reads as the day it is where the institute is, not in UTC', () => {
    // 22:30 UTC on 31 December is already New Year's Day in Nairobi (UTC+3) and Dhaka (UTC+6).
    const lateEvening = '2026-12-31T22:30:00.000Z'
    expect(formatDay(lateEvening, 'Africa/Nairobi')).toBe('1 January 2027')
    expect(formatDay(lateEvening, 'UTC')).toBe('31 December 2026')
    expect(yearOf(lateEvening, 'Asia/Dhaka')).toBe(2027)
    expect(yearOf(lateEvening, 'UTC')).toBe(2026)
    expect(formatDay(lateEvening)).toBe(formatDay(lateEvening, defaultTimeZone))
  })

  it('a year begins at midnight on 1 January in the zone, whatever its offset', () => {
    expect(startOfYear(2027, 'Africa/Nairobi')).toBe('2026-12-31T21:00:00.000Z')
    expect(startOfYear(2027, 'Asia/Dhaka')).toBe('2026-12-31T18:00:00.000Z')
    expect(startOfYear(2027, 'America/New_York')).toBe('2027-01-01T05:00:00.000Z')
    expect(startOfYear(2027, 'Asia/Kathmandu')).toBe('2026-12-31T18:15:00.000Z')
    expect(startOfYear(2027, 'UTC')).toBe('2027-01-01T00:00:00.000Z')
    // A day that begins with a change of offset (London's clocks go forward at 01:00 UTC on 28 March 2027).
    expect(startOfDay(2027, 3, 28, 'Europe/London')).toBe('2027-03-28T00:00:00.000Z')
    expect(startOfDay(2027, 3, 29, 'Europe/London')).toBe('2027-03-28T23:00:00.000Z')
    expect(dayKey('2026-12-31T22:30:00.000Z', 'Africa/Nairobi')).toBe('2027-01-01')
  })

  it('an editorial document’s state reads in words', () => {
    const later = '2026-11-30T11:37:00.000Z'
    const base = { live: false, everPublished: false }
    expect(publicationState(base, now)).toBe('Draft')
    expect(publicationState({ ...base, review: 'submitted' }, now)).toBe('In review')
    expect(publicationState({ ...base, review: 'changes' }, now)).toBe('Changes requested')
    expect(publicationState({ ...base, scheduled: { type: 'publish', at: later } }, now)).toBe(
      `Scheduled for ${formatEventTime(later, defaultTimeZone)}`,
    )
    expect(publicationState({ ...base, everPublished: true }, now)).toBe('Unpublished')
    const live = { live: true, everPublished: true }
    expect(publicationState({ ...live, publishedAt: '2026-11-01T08:00:00.000Z' }, now)).toBe('Published')
    expect(publicationState({ ...live, publishedAt: later }, now)).toBe(`Embargoed until ${formatEventTime(later, defaultTimeZone)}`)
    expect(publicationState({ ...live, changed: true }, now)).toBe('Published, with unpublished changes')
    expect(publicationState({ ...live, scheduled: { type: 'unpublish', at: later } }, now)).toMatch(/^Published; to be unpublished /)
  })
})

describe('event times in the event’s own zone', () => {
  it('gives a card’s date tile the day where the event happens', () => {
    // 22:30 UTC on 1 December is 2 December in Dhaka (UTC+6) and still 1 December in Lima (UTC−5).
    expect(dateParts('2026-12-01T22:30:00.000Z', 'Asia/Dhaka')).toEqual({ day: '2', month: 'Dec', year: '2026' })
    expect(dateParts('2026-12-01T22:30:00.000Z', 'America/Lima')).toEqual({ day: '1', month: 'Dec', year: '2026' })
    // Without a zone of its own, the institute's: Nairobi (UTC+3) is in the new year from 21:00 UTC.
    expect(dateParts('2026-12-31T21:30:00.000Z', '')).toEqual({ day: '1', month: 'Jan', year: '2027' })
  })

  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Asia/Dhaka')).toBe(true)
    expect(isTimeZone('Africa/Nairobi')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
    expect(isTimeZone('')).toBe(false)
    expect(checkTimeZone('Europe/London')).toBe(true)
    expect(checkTimeZone('')).toBe(true)
    expect(checkTimeZone('GMT+25')).toMatch(/IANA name/)
    expect(zoneOrDefault('Nowhere/Special')).toBe(defaultTimeZone)
    expect(zoneOrDefault(null)).toBe(defaultTimeZone)
  })

  it('shows the wall clock and the zone where the event happens', () => {
    const start = '2026-12-01T12:30:00.000Z'
    expect(formatClock(start, 'Asia/Dhaka')).toBe('18:30')
    expect(formatClock(start, 'Africa/Nairobi')).toBe('15:30')
    expect(formatEventTime(start, 'Asia/Dhaka')).toBe('1 December 2026, 18:30 GMT+6')
    expect(formatZone(start, 'Asia/Dhaka')).toBe('GMT+6 (Bangladesh Standard Time)')
    expect(formatZone(start, 'Africa/Nairobi')).toBe('GMT+3 (East Africa Time)')
    // Late in the evening in UTC is already the next day in Dhaka.
    expect(formatEventTime('2026-12-01T20:00:00.000Z', 'Asia/Dhaka')).toBe('2 December 2026, 02:00 GMT+6')
  })

  it('a time range on one day, or until another day', () => {
    expect(formatTimeRange('2026-12-01T12:30:00.000Z', '2026-12-01T14:00:00.000Z', 'Asia/Dhaka')).toBe('18:30–20:00')
    expect(formatTimeRange('2026-12-01T06:00:00.000Z', '2026-12-02T14:00:00.000Z', 'Africa/Nairobi')).toBe(
      '09:00 until 2 December 2026, 17:00',
    )
    expect(formatTimeRange('2026-12-01T06:00:00.000Z', null, 'Africa/Nairobi')).toBe('09:00')
  })

  it('an event has ended once its end has passed', () => {
    expect(hasEnded({ startsAt: '2026-11-26T07:00:00.000Z', endsAt: '2026-11-26T10:00:00.000Z' }, now)).toBe(false)
    expect(hasEnded({ startsAt: '2026-11-26T07:00:00.000Z', endsAt: '2026-11-26T08:00:00.000Z' }, now)).toBe(true)
    expect(hasEnded({ startsAt: '2026-11-26T08:00:00.000Z', endsAt: null }, now)).toBe(true)
    expect(hasEnded({ startsAt: '2026-11-27T08:00:00.000Z', endsAt: null }, now)).toBe(false)
  })
})

describe('tender deadlines and status', () => {
  it('counts down to the deadline, then says when it closed', () => {
    expect(deadline('2026-12-01T12:00:00.000Z', now)).toBe('closes in 5 days')
    expect(deadline('2026-11-27T12:00:00.000Z', now)).toBe('closes tomorrow')
    expect(deadline('2026-11-26T15:00:00.000Z', now)).toBe('closes today')
    expect(deadline('2025-11-05T12:00:00.000Z', now)).toBe('closed on 5 November 2025')
  })

  it('never says "closed · closes"', () => {
    expect(tenderStatusLine({ status: 'open', closesAt: '2026-12-05T12:00:00.000Z' }, now)).toBe('open · closes 5 December 2026')
    expect(tenderStatusLine({ status: 'open', closesAt: '2025-11-05T12:00:00.000Z' }, now)).toBe('closed on 5 November 2025')
    expect(tenderStatusLine({ status: 'closed', closesAt: '2025-11-05T12:00:00.000Z' }, now)).toBe('closed on 5 November 2025')
    expect(tenderStatusLine({ status: 'closed', closesAt: '2026-12-05T12:00:00.000Z' }, now)).toBe('closed')
    expect(tenderStatusLine({ status: 'awarded', closesAt: '2025-11-05T12:00:00.000Z' }, now)).toBe('awarded')
  })
})

describe('breadcrumbs', () => {
  it('the trail and its structured data name the same steps', () => {
    const trail = pageTrail([{ name: 'Events', path: '/events' }], { title: 'Open day', url: '/events/open-day' })
    expect(trail).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Events', path: '/events' },
      { name: 'Open day', path: '/events/open-day' },
    ])
    const list = breadcrumbs(trail, (p) => `https://example.org${p}`) as { itemListElement: { name: string; item: string }[] }
    expect(list.itemListElement.map((i) => i.name)).toEqual(['Home', 'Events', 'Open day'])
    expect(list.itemListElement.at(-1)?.item).toBe('https://example.org/events/open-day')
  })
})

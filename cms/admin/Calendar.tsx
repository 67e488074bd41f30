import Link from 'next/link'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { z } from 'zod'

import { dayKey, defaultTimeZone, formatClock, startOfDay } from '../../lib/time'
import { type CalendarEntry, calendarEntries } from '../calendar'

/**
 * The newsroom's calendar in /admin: by month or by week, what is scheduled,
 * embargoed or was published, and the events, on the institute's days
 * (cms/calendar.ts). A server view: links, no script.
 */

const Query = z.object({
  view: z.enum(['month', 'week']).catch('month'),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  week: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
})

/** A calendar day as plain numbers, and arithmetic on it that no time zone can shift. */
type Day = { y: number; m: number; d: number }
const asUtc = ({ y, m, d }: Day) => new Date(Date.UTC(y, m - 1, d))
const fromUtc = (date: Date): Day => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() })
const addDays = (day: Day, n: number) => fromUtc(new Date(asUtc(day).getTime() + n * 86_400_000))
const parseDay = (key: string): Day => ({ y: Number(key.slice(0, 4)), m: Number(key.slice(5, 7)), d: Number(key.slice(8, 10)) })
const keyOf = (day: Day) => asUtc(day).toISOString().slice(0, 10)
/** The Monday on or before a day. */
const monday = (day: Day) => addDays(day, -((asUtc(day).getUTCDay() + 6) % 7))
const begins = (day: Day) => new Date(startOfDay(day.y, day.m, day.d))

const monthName = (day: Day) => asUtc(day).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const dayName = (day: Day) => asUtc(day).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

const kindNames: Record<CalendarEntry['kind'], string> = {
  scheduled: 'Scheduled',
  embargoed: 'Embargoed',
  published: 'Published',
  event: 'Event',
}
const kindColours: Record<CalendarEntry['kind'], string> = {
  scheduled: 'var(--theme-warning-100)',
  embargoed: 'var(--theme-error-100)',
  published: 'var(--theme-success-100)',
  event: 'var(--theme-elevation-100)',
}

function Entry({ entry }: { entry: CalendarEntry }) {
  return (
    <li style={{ margin: '0 0 0.35rem', padding: '0.25rem 0.4rem', borderRadius: 4, background: kindColours[entry.kind] }}>
      <Link href={`/admin/collections/${entry.collection}/${entry.id}`} style={{ textDecoration: 'none', color: 'inherit' }}>
        <strong>{formatClock(entry.at, defaultTimeZone)}</strong> {kindNames[entry.kind]}: {entry.title}
        <span style={{ display: 'block', fontSize: '0.8em', opacity: 0.8 }}>{entry.label}</span>
      </Link>
    </li>
  )
}

/** On a phone the month is a list of the days that have something, each with its full date. */
const phoneLayout = `
  .calendar-month__date { display: none }
  @media (max-width: 760px) {
    .calendar-month thead { display: none }
    .calendar-month caption { display: block }
    .calendar-month, .calendar-month tbody, .calendar-month tr, .calendar-month td { display: block; width: auto !important }
    .calendar-month td:not(:has(li)) { display: none }
    .calendar-month__number { display: none }
    .calendar-month__date { display: inline; font-weight: 600 }
  }
`

const cell = { border: '1px solid var(--theme-elevation-150)', verticalAlign: 'top' as const, padding: '0.4rem', width: '14.28%' }

export async function Calendar({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const query = Query.parse(Object.fromEntries(Object.entries(searchParams ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])))
  const today = parseDay(dayKey(new Date().toISOString()))
  const link = (view: 'month' | 'week', value: string) => `/admin/calendar?view=${view}&${view}=${value}`

  let first: Day
  let last: Day
  let heading: string
  let previous: string
  let next: string
  if (query.view === 'week') {
    first = monday(query.week ? parseDay(query.week) : today)
    last = addDays(first, 6)
    heading = `Week of ${dayName(first)}`
    previous = link('week', keyOf(addDays(first, -7)))
    next = link('week', keyOf(addDays(first, 7)))
  } else {
    const month = query.month ? { y: Number(query.month.slice(0, 4)), m: Number(query.month.slice(5, 7)), d: 1 } : { ...today, d: 1 }
    first = monday(month)
    const nextMonth = fromUtc(new Date(Date.UTC(month.y, month.m, 1)))
    last = addDays(monday(addDays(nextMonth, -1)), 6)
    heading = monthName(month)
    previous = link('month', keyOf(fromUtc(new Date(Date.UTC(month.y, month.m - 2, 1)))).slice(0, 7))
    next = link('month', keyOf(nextMonth).slice(0, 7))
  }
  const entries = req.user ? await calendarEntries(req.payload, begins(first), begins(addDays(last, 1))) : []
  const byDay = new Map<string, CalendarEntry[]>()
  for (const entry of entries) byDay.set(dayKey(entry.at), [...(byDay.get(dayKey(entry.at)) ?? []), entry])
  const days = Array.from({ length: Math.round((asUtc(last).getTime() - asUtc(first).getTime()) / 86_400_000) + 1 }, (_, i) =>
    addDays(first, i),
  )
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7))

  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <style>{phoneLayout}</style>
        <h1 style={{ marginTop: '2rem' }}>Calendar</h1>
        <p>
          What is scheduled, embargoed and published, and the events, on the institute&rsquo;s days ({defaultTimeZone}). Each entry opens
          its document.
        </p>
        <nav aria-label="Calendar" style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap', margin: '1rem 0' }}>
          <Link href={previous}>← Previous</Link>
          <h2 style={{ margin: 0 }}>{heading}</h2>
          <Link href={next}>Next →</Link>
          <Link href={link('month', keyOf(today).slice(0, 7))} aria-current={query.view === 'month' ? 'page' : undefined}>
            Month
          </Link>
          <Link href={link('week', keyOf(today))} aria-current={query.view === 'week' ? 'page' : undefined}>
            This week
          </Link>
        </nav>
        {query.view === 'week' ? (
          <ol style={{ listStyle: 'none', padding: 0 }}>
            {days.map((day) => (
              <li key={keyOf(day)} style={{ marginBottom: '1rem' }}>
                <h3 style={{ marginBottom: '0.4rem' }}>{dayName(day)}</h3>
                {byDay.get(keyOf(day))?.length ? (
                  <ul style={{ listStyle: 'none', padding: 0 }}>
                    {byDay.get(keyOf(day))?.map((entry) => (
                      <Entry key={`${entry.kind}-${entry.collection}-${entry.id}-${entry.at}`} entry={entry} />
                    ))}
                  </ul>
                ) : (
                  <p style={{ opacity: 0.7 }}>Nothing planned.</p>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <table className="calendar-month" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
            <caption style={{ textAlign: 'left', marginBottom: '0.5rem' }}>{heading}, by week</caption>
            <thead>
              <tr>
                {weekdays.map((name) => (
                  <th key={name} scope="col" style={{ textAlign: 'left', padding: '0.4rem' }}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={keyOf(week[0])}>
                  {week.map((day) => (
                    <td key={keyOf(day)} style={{ ...cell, opacity: query.month && day.m !== Number(query.month.slice(5, 7)) ? 0.6 : 1 }}>
                      <div style={{ fontWeight: keyOf(day) === keyOf(today) ? 700 : 400 }}>
                        <span className="calendar-month__number">{day.d}</span>
                        <span className="calendar-month__date">{dayName(day)}</span>
                        {keyOf(day) === keyOf(today) ? ' (today)' : ''}
                      </div>
                      <ul style={{ listStyle: 'none', padding: 0, margin: '0.3rem 0 0', fontSize: '0.85em' }}>
                        {byDay.get(keyOf(day))?.map((entry) => (
                          <Entry key={`${entry.kind}-${entry.collection}-${entry.id}-${entry.at}`} entry={entry} />
                        ))}
                      </ul>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}

/** The calendar's link in /admin's navigation, below the collections. */
export function CalendarLink() {
  return (
    <Link href="/admin/calendar" className="nav__link" style={{ display: 'block', margin: '1rem 0' }}>
      Calendar
    </Link>
  )
}

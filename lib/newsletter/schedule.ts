import { TZDate } from '@date-fns/tz'
import type { Payload } from 'payload'

import { spendOnce, unspend } from '../singleUse'
import { defaultTimeZone, formatDay } from '../time'
import { topicIds } from '../schema/newsletterTopics'

/**
 * The newsletter's schedule (Settings → Newsletter schedule): a draft issue
 * every week at one weekday and time in the institute's zone (SITE_TIME_ZONE),
 * its sections filled from what was published since the last issue (the
 * issue's own hook, cms/collections/NewsletterIssues.ts). Every server looks
 * at every tick of its background work (cms/jobs.ts); the first to spend the
 * slot's key makes the draft, so one slot makes one draft however many
 * servers run, and a draft an editor deletes stays deleted.
 */

export const weekdays = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const
export type Weekday = keyof typeof weekdays
/** `Date.getDay()` of each weekday. */
const dayNumber: Record<Weekday, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 }

/** A time of day as editors type it, 24-hour: 09:00, 17:30. */
export const clockTime = /^([01]\d|2[0-3]):([0-5]\d)$/

/** A slot missed while no server ran (a deploy, an outage) is still made this long after its time; older ones are skipped. */
export const lateness = 24 * 60 * 60 * 1000

export type Schedule = { weekday?: Weekday | null; time?: string | null }

/** The latest moment at or before `now` that the schedule names, or null without a schedule. */
export function lastSlot(schedule: Schedule, now: Date, zone = defaultTimeZone): Date | null {
  const match = schedule.time ? clockTime.exec(schedule.time) : null
  if (!schedule.weekday || !match) return null
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  const local = new TZDate(now.getTime(), zone)
  for (let back = 0; back <= 7; back++) {
    const slot = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() - back, hours, minutes, zone)
    if (slot.getDay() === dayNumber[schedule.weekday] && slot.getTime() <= now.getTime()) return new Date(slot.getTime())
  }
  return null
}

/**
 * Makes the scheduled draft of the slot `now` falls in, once: the new issue,
 * or null when there is no schedule, the slot is more than a day past, or
 * its draft was made already (by this server or another).
 */
export async function createScheduledDraft(payload: Payload, now = new Date()) {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })
  const slot = lastSlot(settings.newsletterSchedule ?? {}, now)
  if (!slot || now.getTime() - slot.getTime() > lateness) return null
  const key = `newsletter-draft:${slot.toISOString()}`
  if (!(await spendOnce(payload, key, new Date(slot.getTime() + 8 * lateness)))) return null
  try {
    return await payload.create({
      collection: 'newsletter-issues',
      data: { subject: `Newsletter, ${formatDay(slot.toISOString())}`, topics: [...topicIds], state: 'draft' },
      overrideAccess: true,
    })
  } catch (error) {
    // Not made after all: the slot is free again, for the next tick (this server's or another's) to try.
    await unspend(payload, key)
    throw error
  }
}

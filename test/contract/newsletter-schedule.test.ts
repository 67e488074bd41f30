import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type * as CMS from '@/cms/payload-types'
import { type Weekday, createScheduledDraft } from '@/lib/newsletter/schedule'
import { topicIds } from '@/lib/schema/newsletterTopics'
import { defaultTimeZone } from '@/lib/time'

/**
 * The newsletter's schedule (Settings → Newsletter schedule): run for a time
 * just after the slot it makes one draft, filled from what was published
 * since the last issue; two servers at once, or a second run for the same
 * slot, make no other; a slot more than a day past makes none.
 */

let payload: Payload
const stamp = Date.now()
let original: CMS.Setting['newsletterSchedule']
const made: number[] = []

/** The weekday and HH:MM of an instant in the institute's zone: a schedule whose slot is that instant. */
function scheduleAt(instant: Date): { weekday: Weekday; time: string } {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: defaultTimeZone, ...options }).format(instant)
  return {
    weekday: part({ weekday: 'long' }).toLowerCase() as Weekday,
    time: `${part({ hour: '2-digit', hourCycle: 'h23' }).padStart(2, '0')}:${part({ minute: '2-digit' }).padStart(2, '0')}`,
  }
}
const setSchedule = (schedule: CMS.Setting['newsletterSchedule']) =>
  payload.updateGlobal({ slug: 'settings', data: { newsletterSchedule: schedule }, overrideAccess: true })
const drafts = async () =>
  (
    await payload.find({
      collection: 'newsletter-issues',
      where: { and: [{ state: { equals: 'draft' } }, { subject: { like: 'Newsletter, ' } }] },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

let story: CMS.News | undefined

beforeAll(async () => {
  payload = await getPayload({ config })
  original = (await payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: true })).newsletterSchedule
})

afterAll(async () => {
  await setSchedule(original ?? { weekday: null, time: '09:00' })
  if (made.length) await payload.delete({ collection: 'newsletter-issues', where: { id: { in: made } }, overrideAccess: true })
  if (story) await payload.delete({ collection: 'news', id: story.id, overrideAccess: true })
})

describe('the scheduled draft', () => {
  it('is made once for its slot, by one of two servers at once, filled from what was published since the last issue', async () => {
    // Published now, after every issue sent so far (an earlier file may have sent one a moment ago): the draft holds
    // what was published since the last issue.
    story = await payload.create({
      collection: 'news',
      data: {
        title: `Clinic opens in the hills ${stamp}`,
        slug: `clinic-opens-${stamp}`,
        summary: 'A new clinic for the field site.',
        type: 'news',
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
      overrideAccess: true,
    })
    // The slot: the start of the next minute, after the story and any issue sent before it; the runs: a little after it.
    const slot = new Date(Math.ceil((Date.now() + 1) / 60_000) * 60_000)
    await setSchedule(scheduleAt(slot))
    const before = (await drafts()).length
    const runs = await Promise.all([
      createScheduledDraft(payload, new Date(slot.getTime() + 5_000)),
      createScheduledDraft(payload, new Date(slot.getTime() + 5_000)),
    ])
    const draft = runs.find((run) => run !== null)
    expect(runs.filter((run) => run !== null)).toHaveLength(1)
    if (!draft) throw new Error('no draft')
    made.push(draft.id)
    expect(draft.state).toBe('draft')
    expect(draft.topics).toEqual(topicIds)
    expect((draft.sections ?? []).map((s) => s.title)).toContain(story.title)

    // The same slot again, a few minutes later (the next ticks): nothing more.
    expect(await createScheduledDraft(payload, new Date(slot.getTime() + 180_000))).toBeNull()
    expect((await drafts()).length).toBe(before + 1)
  })

  it('makes none for a slot more than a day past, or without a schedule', async () => {
    const now = new Date()
    await setSchedule(scheduleAt(new Date(now.getTime() - 2 * 86_400_000)))
    expect(await createScheduledDraft(payload, now)).toBeNull()
    await setSchedule({ weekday: null, time: '09:00' })
    expect(await createScheduledDraft(payload, now)).toBeNull()
  })

  it('leaves the slot of a draft that could not be made to the next run', async () => {
    // A slot of its own, minutes after the first test's.
    const slot = new Date(Math.ceil((Date.now() + 1) / 60_000) * 60_000 + 180_000)
    await setSchedule(scheduleAt(slot))
    // The slot's key is spent as usual; only the draft itself cannot be written.
    const failing: Payload = Object.create(payload, {
      create: {
        value: (args: Parameters<Payload['create']>[0]) => {
          if (args.collection === 'newsletter-issues') return Promise.reject(new Error('the database went away'))
          return payload.create(args)
        },
      },
    })
    await expect(createScheduledDraft(failing, new Date(slot.getTime() + 5_000))).rejects.toThrow(/went away/)
    const draft = await createScheduledDraft(payload, new Date(slot.getTime() + 65_000))
    if (!draft) throw new Error('the next run made no draft')
    made.push(draft.id)
    expect(draft.state).toBe('draft')
  })

  it('refuses a time that is not HH:MM, with a readable message', async () => {
    await expect(setSchedule({ weekday: 'monday', time: '9 o’clock' })).rejects.toThrow(/Time/)
  })
})

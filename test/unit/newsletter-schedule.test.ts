import { describe, expect, it } from 'vitest'

import { lastSlot } from '@/lib/newsletter/schedule'

/** The newsletter's weekly slot: the latest weekday and time at or before now, in the institute's zone. */
describe('the newsletter schedule’s last slot', () => {
  const monday9 = { weekday: 'monday', time: '09:00' } as const
  const at = (iso: string, zone = 'Europe/London') => lastSlot(monday9, new Date(iso), zone)?.toISOString()

  it('is this week’s slot once its time has come, else last week’s', () => {
    // Monday 30 March 2026 is in summer time (BST, UTC+1): 09:00 there is 08:00 UTC.
    expect(at('2026-03-30T08:00:00.000Z')).toBe('2026-03-30T08:00:00.000Z')
    expect(at('2026-04-02T12:00:00.000Z')).toBe('2026-03-30T08:00:00.000Z')
    // A minute before: the Monday before, still in winter time (GMT).
    expect(at('2026-03-30T07:59:00.000Z')).toBe('2026-03-23T09:00:00.000Z')
  })

  it('reads the day and time in the zone, not in UTC', () => {
    // 09:00 on Monday in Nairobi (UTC+3) is 06:00 UTC; at 23:30 UTC on Sunday it is already Monday 02:30 there, before the slot.
    expect(at('2026-06-08T06:00:00.000Z', 'Africa/Nairobi')).toBe('2026-06-08T06:00:00.000Z')
    expect(at('2026-06-07T23:30:00.000Z', 'Africa/Nairobi')).toBe('2026-06-01T06:00:00.000Z')
  })

  it('is none without a day or with a time that is not HH:MM', () => {
    expect(lastSlot({ weekday: null, time: '09:00' }, new Date())).toBeNull()
    expect(lastSlot({ weekday: 'friday', time: '9am' }, new Date())).toBeNull()
    expect(lastSlot({ weekday: 'friday', time: '24:00' }, new Date())).toBeNull()
  })
})

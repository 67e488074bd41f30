import { conditionalResponse } from '@/lib/http/conditional'
import { calendarHeaders, eventsCalendar, upcomingEvents } from '@/lib/seo/feeds'
import { getSettings } from '@/lib/site'

export const dynamic = 'force-dynamic'

/**
 * /events/calendar.ics: every upcoming event, to subscribe to or import, with
 * an ETag (304 to a calendar that has it). No Last-Modified: the file also
 * changes when an event passes, which no record's date tells.
 */
export async function GET(request: Request) {
  const body = await eventsCalendar(await upcomingEvents(), `${(await getSettings()).productName} events`)
  return conditionalResponse(request, body, { headers: calendarHeaders('events.ics') })
}

import { calendarHeaders, eventsCalendar, upcomingEvents } from '@/lib/seo/feeds'
import { getSettings } from '@/lib/site'

export const dynamic = 'force-dynamic'

/** /events/calendar.ics: every upcoming event, to subscribe to or import. */
export async function GET() {
  return new Response(await eventsCalendar(await upcomingEvents(), `${(await getSettings()).productName} events`), {
    headers: calendarHeaders('events.ics'),
  })
}

import { SlugParams } from '@/lib/contract'
import { conditionalResponse } from '@/lib/http/conditional'
import { calendarHeaders, eventsCalendar } from '@/lib/seo/feeds'
import { UpstreamNotFound, upstream } from '@/lib/upstream'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('This event was not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** /events/{slug}/calendar.ics: one event, for "Add to calendar", with ETag and Last-Modified (the event's last change). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const parsed = SlugParams.safeParse(await params)
  if (!parsed.success) return notFound()
  try {
    const event = await upstream('eventBySlug', { slug: parsed.data.slug })
    return conditionalResponse(request, await eventsCalendar([event], event.title), {
      headers: calendarHeaders(`${event.slug}.ics`),
      lastModified: new Date(event.updatedAt),
    })
  } catch (error) {
    if (error instanceof UpstreamNotFound) return notFound()
    throw error
  }
}

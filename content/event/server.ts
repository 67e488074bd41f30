import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import { relationship, requiredText, slugField, storyFields, text } from '../../cms/fields'
import { readOptions } from '../../lib/read/preview'
import { findBySlug, frontPage, page, serverSide } from '../../lib/read'
import { defaultTimeZone, zoneOrDefault } from '../../lib/time'
import { checkNotBefore, checkTimeZone, checkWebUrl } from '../../lib/validation/fields'
import { divisionRef, image, iso, meta, personRefs, richTextHtml } from '../map'
import { type EventDetail, type EventSummary, event } from '.'

/** Seminars, conferences and other events, with their speakers. */
const Events = editorial({
  slug: 'events',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'startsAt', 'venue', '_status'] },
  defaultSort: '-startsAt',
  fields: [
    requiredText('title', { maxLength: 300 }),
    slugField(),
    { name: 'startsAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'endsAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
      validate: (value: unknown, { siblingData }: { siblingData: { startsAt?: string } }) =>
        checkNotBefore(value, siblingData.startsAt, 'The end must not be before the start.'),
    },
    text('timeZone', {
      defaultValue: defaultTimeZone,
      validate: checkTimeZone,
      admin: {
        description: `Where the event happens, as an IANA time zone name (e.g. ${defaultTimeZone}, Asia/Dhaka, Europe/London). Its times are shown and exported in this zone.`,
      },
    }),
    text('venue'),
    text('address'),
    { name: 'online', type: 'checkbox', defaultValue: false },
    text('registrationUrl', { validate: checkWebUrl }),
    ...storyFields(),
    relationship('speakers', 'people', { hasMany: true }),
  ],
})

export const eventSummary = (e: CMS.Event): EventSummary => ({
  id: e.id,
  slug: e.slug,
  title: e.title,
  url: event.url(e),
  summary: e.summary,
  startsAt: iso(e.startsAt),
  endsAt: e.endsAt ? iso(e.endsAt) : null,
  timeZone: zoneOrDefault(e.timeZone),
  venue: e.venue ?? '',
  address: e.address ?? '',
  online: Boolean(e.online),
  registrationUrl: e.registrationUrl || null,
  image: image(e.image),
  division: divisionRef(e.division),
  updatedAt: iso(e.updatedAt),
})

const eventDetail = (e: CMS.Event): EventDetail => ({
  ...eventSummary(e),
  body: richTextHtml(e.body),
  speakers: personRefs(e.speakers),
  updatedAt: iso(e.updatedAt),
  meta: meta(e.meta),
})

export const eventServer = serverSide(event.endpoints, {
  collection: Events,
  handlers: {
    eventBySlug: async ({ payload, params }) => eventDetail(await findBySlug(payload, 'events', params.slug, 'The event')),

    async indexEvents({ payload }) {
      const { eventsCount } = await frontPage(payload)
      const { docs } = await payload.find({
        collection: 'events',
        where: { startsAt: { greater_than_equal: new Date().toISOString() } },
        sort: 'startsAt',
        limit: eventsCount ?? 3,
        depth: 1,
        ...readOptions(),
      })
      return { data: docs.map(eventSummary) }
    },

    async events({ payload, query }) {
      const now = new Date().toISOString()
      const { docs, paging } =
        query.when === 'upcoming'
          ? await page(payload, 'events', query, [{ startsAt: { greater_than_equal: now } }], 'startsAt')
          : query.when === 'past'
            ? await page(payload, 'events', query, [{ startsAt: { less_than: now } }], '-startsAt')
            : await page(payload, 'events', query, [], '-startsAt')
      return { data: (docs as CMS.Event[]).map(eventSummary), ...paging }
    },
  },
  reads: {
    eventBySlug: ['events'],
    // The home page's teasers: how many comes from the front page settings.
    indexEvents: ['events', 'front-page-settings'],
    events: ['events'],
  },
  // An event that started leaves the upcoming ones.
  clockBound: ['indexEvents', 'events'],
})

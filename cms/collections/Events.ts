import { fieldSitesField, image, relationship, themesField, requiredText, richText, slugField, text, textarea } from '../fields'
import { checkNotBefore, checkTimeZone, checkWebUrl } from '../../lib/validation/fields'
import { defaultTimeZone } from '../../lib/time'
import { editorial } from './factories'

/** Seminars, conferences and other events, with their speakers. */
export const Events = editorial({
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
    textarea('summary', { required: true, maxLength: 600 }),
    image(),
    richText(),
    relationship('division', 'divisions'),
    themesField,
    fieldSitesField,
    relationship('speakers', 'people', { hasMany: true }),
  ],
})

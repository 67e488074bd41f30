import type { GlobalConfig } from 'payload'

import { anyone, isAdmin, isEditor, isStaff } from '../access'
import { checkWebUrl } from '../../lib/validation/fields'
import { image, relationship, requiredText, selectOptions, text, textarea } from '../fields'
import { clockTime, weekdays } from '../../lib/newsletter/schedule'
import { defaultTimeZone } from '../../lib/time'

/** Site-wide settings: the product name (page title prefix), the logo, contacts, social links. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Administration' },
  // The product name, contacts and footer are the administrators' to change; editors may read their history.
  access: { read: anyone, update: isAdmin, readVersions: isEditor },
  // Every save is kept: who changed the site name or contacts, and an earlier state to restore.
  versions: { max: 50 },
  fields: [
    requiredText('productName', { defaultValue: 'Institute', admin: { description: 'Shown first in every page title.' } }),
    image('logo', {
      admin: {
        description:
          'Replaces the built-in Northvale wordmark in the header and footer. A wide image (about 4:1) on a transparent or white background reads best; its alternative text should name the institute. Leave empty to use the built-in wordmark.',
      },
    }),
    text('tagline'),
    textarea('description'),
    { name: 'contact', type: 'group', fields: [{ name: 'email', type: 'email' }, text('phone'), textarea('address')] },
    {
      name: 'social',
      type: 'array',
      fields: [requiredText('network'), requiredText('url', { validate: (v: unknown) => (v ? checkWebUrl(v) : 'Enter the address.') })],
    },
    relationship('footerMenu', 'menus', { admin: { description: 'The menu shown in the footer.' } }),
    {
      name: 'requireTwoFactorForAdmins',
      type: 'checkbox',
      label: 'Require two-factor sign-in for administrators',
      defaultValue: false,
      // Only the CMS's own people need to know it.
      access: { read: ({ req }) => isStaff(req) },
      admin: {
        description:
          'Administrators then need a code from an authenticator app at every sign-in; one who has not set it up does so while signing in. Editors may always turn it on for themselves.',
      },
    },
    {
      name: 'newsletterSchedule',
      type: 'group',
      label: 'Newsletter schedule',
      // Only the CMS's own people need to know it.
      access: { read: ({ req }) => isStaff(req) },
      admin: {
        description: `Creates a draft newsletter issue every week at this day and time (${defaultTimeZone} time), about every topic, its sections filled from what was published since the last issue. Editors then check it and send it. Leave the day empty for no schedule.`,
      },
      fields: [
        {
          name: 'weekday',
          type: 'select',
          label: 'Day',
          options: selectOptions(weekdays),
          enumName: 'enum_settings_newsletter_schedule_weekday',
        },
        text('time', {
          label: 'Time (24-hour, HH:MM)',
          defaultValue: '09:00',
          validate: (value: unknown) =>
            value === null || value === undefined || value === '' || (typeof value === 'string' && clockTime.test(value))
              ? true
              : 'Enter a time like 09:00 or 17:30.',
        }),
      ],
    },
  ],
}

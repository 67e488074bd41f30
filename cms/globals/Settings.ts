import type { GlobalConfig } from 'payload'

import { anyone, isAdmin, isEditor } from '../access'
import { checkWebUrl } from '../../lib/validation/fields'
import { relationship, requiredText, text, textarea } from '../fields'

/** Site-wide settings: the product name (page title prefix), contacts, social links. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Administration' },
  // The product name, contacts and footer are the administrators' to change; editors may read their history.
  access: { read: anyone, update: isAdmin, readVersions: isEditor },
  // Every save is kept: who changed the site name or contacts, and an earlier state to restore.
  versions: { max: 50 },
  fields: [
    requiredText('productName', { defaultValue: 'Institute', admin: { description: 'Shown first in every page title.' } }),
    text('tagline'),
    textarea('description'),
    { name: 'contact', type: 'group', fields: [{ name: 'email', type: 'email' }, text('phone'), textarea('address')] },
    {
      name: 'social',
      type: 'array',
      fields: [requiredText('network'), requiredText('url', { validate: (v: unknown) => (v ? checkWebUrl(v) : 'Enter the address.') })],
    },
    relationship('footerMenu', 'menus', { admin: { description: 'The menu shown in the footer.' } }),
  ],
}

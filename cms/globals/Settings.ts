import type { GlobalConfig } from 'payload'

import { anyone, isAdmin } from '../access'
import { relationship, requiredText, text, textarea } from '../fields'

/** Site-wide settings: the product name (page title prefix), contacts, social links. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Administration' },
  // The product name, contacts and footer are the administrators' to change.
  access: { read: anyone, update: isAdmin },
  fields: [
    requiredText('productName', { defaultValue: 'Institute', admin: { description: 'Shown first in every page title.' } }),
    text('tagline'),
    textarea('description'),
    { name: 'contact', type: 'group', fields: [{ name: 'email', type: 'email' }, text('phone'), textarea('address')] },
    { name: 'social', type: 'array', fields: [requiredText('network'), requiredText('url')] },
    relationship('footerMenu', 'menus', { admin: { description: 'The menu shown in the footer.' } }),
  ],
}

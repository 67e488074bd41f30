import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../access'

/** Site-wide settings: the product name (page title prefix), contacts, social links. */
export const Settings: GlobalConfig = {
  slug: 'settings',
  admin: { group: 'Administration' },
  access: { read: anyone, update: isEditor },
  fields: [
    {
      name: 'productName',
      type: 'text',
      required: true,
      defaultValue: 'Institute',
      admin: { description: 'Shown first in every page title.' },
    },
    { name: 'tagline', type: 'text' },
    { name: 'description', type: 'textarea' },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
        { name: 'address', type: 'textarea' },
      ],
    },
    {
      name: 'social',
      type: 'array',
      fields: [
        { name: 'network', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    { name: 'footerMenu', type: 'relationship', relationTo: 'menus', admin: { description: 'The menu shown in the footer.' } },
  ],
}

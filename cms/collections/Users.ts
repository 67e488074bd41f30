import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, roles, selfOrAdmin } from '../access'
import { text } from '../fields'

/** CMS users: admins manage users; editors manage content. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 },
  admin: { useAsTitle: 'email', group: 'Administration' },
  access: {
    // The first user can always be created (Payload's create-first-user screen).
    create: isAdmin,
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
  },
  fields: [
    text('name'),
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: roles.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
      access: { update: isAdminField },
      saveToJWT: true,
    },
  ],
  hooks: {
    beforeChange: [
      // The very first account is the site's administrator.
      async ({ req, operation, data }) => {
        if (operation === 'create') {
          const { totalDocs } = await req.payload.count({ collection: 'users', req })
          if (totalDocs === 0) data.roles = ['admin']
        }
        return data
      },
    ],
  },
}

import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, roleLabels, roles, selfOrAdmin } from '../access'
import { claimFirstAdministrator, guardFirstAdministrator, setupEndpoint } from '../access/firstAdmin'
import { secureCookies } from '../access/origins'
import { forgiveSignIn, throttleSignIn } from '../access/signIn'
import { text } from '../fields'

/** CMS users: admins manage users and settings; editors publish and manage content; contributors write drafts for review. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No account lock (Payload's maxLoginAttempts): anyone could lock out an administrator by failing on
    // purpose. Failed sign-ins are throttled per client and per account and client instead (hooks below).
    maxLoginAttempts: 0,
    cookies: { secure: secureCookies() },
  },
  admin: { useAsTitle: 'email', group: 'Administration' },
  access: {
    // The first account is made by the server's tools or with the setup link (cms/access/firstAdmin.ts).
    create: isAdmin,
    read: selfOrAdmin,
    update: selfOrAdmin,
    delete: isAdmin,
  },
  endpoints: [setupEndpoint],
  fields: [
    text('name'),
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      // The least a new colleague needs; an admin raises it.
      defaultValue: ['contributor'],
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { update: isAdminField },
      // Not on the create-first-user form (nobody is signed in there): the first account is the administrator.
      admin: { condition: (_data, _siblingData, { user }) => Boolean(user) },
      saveToJWT: true,
    },
  ],
  hooks: {
    beforeOperation: [throttleSignIn],
    afterLogin: [forgiveSignIn],
    beforeChange: [guardFirstAdministrator],
    afterChange: [claimFirstAdministrator],
  },
}

import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField, isStaff, roleLabels, roles, selfOrAdmin } from '../access'
import { claimFirstAdministrator, guardFirstAdministrator, setupEndpoint } from '../access/firstAdmin'
import { secureCookies } from '../access/origins'
import { enforcePasswordPolicy } from '../access/passwords'
import { forgiveSignIn, throttlePasswordResets, throttleSignIn } from '../access/signIn'
import { requireSecondFactor, returnRecoveryCodes, twoFactorEndpoints, twoFactorFields } from '../twoFactor'
import { absoluteUrl } from '../../lib/siteUrl'
import { text } from '../fields'
import { auditAccountChange, auditDeletion, auditFailedSignIn, auditSignIn } from '../hooks/audit'

/** CMS users: admins manage users and settings; editors publish and manage content; contributors write drafts for review. */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    // No account lock (Payload's maxLoginAttempts): anyone could lock out an administrator by failing on
    // purpose. Failed sign-ins are throttled per client and per account and client instead (hooks below).
    maxLoginAttempts: 0,
    cookies: { secure: secureCookies() },
    // Requests are throttled per address and client (throttlePasswordResets); the message goes out through the
    // outbox and SMTP (lib/mail.ts), in plain words.
    forgotPassword: {
      expiration: 3_600_000,
      generateEmailSubject: () => 'Reset your password for the website’s CMS',
      generateEmailHTML: ({ token } = {}) => {
        const link = absoluteUrl(`/admin/reset/${token}`)
        return [
          '<p>Someone (probably you) asked to reset the password of your account on the website’s CMS.</p>',
          `<p>To choose a new password, open this link within an hour: <a href="${link}">${link}</a></p>`,
          '<p>If you did not ask for this, ignore this message: your password stays as it is.</p>',
        ].join('\n\n')
      },
    },
  },
  admin: { useAsTitle: 'email', group: 'Administration' },
  access: {
    // The first account is made by the server's tools or with the setup link (cms/access/firstAdmin.ts).
    create: isAdmin,
    // Colleagues see each other's name and address (who holds a document's lock, who submitted a draft); only
    // admins change accounts other than their own.
    read: ({ req }) => isStaff(req),
    update: selfOrAdmin,
    delete: isAdmin,
  },
  endpoints: [setupEndpoint, ...twoFactorEndpoints],
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
    // Two-factor sign-in (cms/twoFactor.ts): set on and off only through its own endpoints, shown on the
    // account's page by the panel; the secret and the recovery codes are never in any answer.
    {
      name: twoFactorFields.enabled,
      type: 'checkbox',
      label: 'Two-factor sign-in',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, hidden: true },
    },
    { name: twoFactorFields.secret, type: 'text', hidden: true, access: { create: () => false, update: () => false } },
    { name: twoFactorFields.recovery, type: 'json', hidden: true, access: { create: () => false, update: () => false } },
    { name: twoFactorFields.lastStep, type: 'number', hidden: true, access: { create: () => false, update: () => false } },
    {
      name: 'twoFactorPanel',
      type: 'ui',
      label: 'Two-factor sign-in',
      admin: {
        components: { Field: '/cms/admin/TwoFactor#TwoFactorPanel' },
        // On the account's own page only: each person sets up their own phone.
        condition: (data, _siblingData, { user }) => Boolean(user && data?.id === user.id),
      },
    },
  ],
  hooks: {
    beforeOperation: [throttleSignIn, throttlePasswordResets, enforcePasswordPolicy],
    beforeLogin: [requireSecondFactor],
    afterLogin: [forgiveSignIn, auditSignIn],
    afterOperation: [returnRecoveryCodes],
    afterError: [auditFailedSignIn],
    beforeChange: [guardFirstAdministrator],
    afterChange: [claimFirstAdministrator, auditAccountChange],
    afterDelete: [auditDeletion],
    // A colleague's sign-in sessions are theirs (and the admins') to see.
    afterRead: [
      ({ doc, req }) => {
        if (!req.user || req.user.id === doc.id || req.user.roles?.includes('admin')) return doc
        const shown = { ...doc }
        delete shown.sessions
        return shown
      },
    ],
  },
}

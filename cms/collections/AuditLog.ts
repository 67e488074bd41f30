import type { CollectionConfig } from 'payload'

import { isAdmin, nobody } from '../access'
import { auditActions } from '../hooks/audit'
import { relationship, selectOptions, text } from '../fields'

/**
 * Who did what, and when: every publish, unpublish, schedule, deletion,
 * restore, role change, settings change, sign-in and take-over in the CMS
 * (cms/hooks/audit.ts writes it). Administrators read it; nobody edits or
 * deletes a row through any API: old rows are pruned after AUDIT_LOG_DAYS
 * (cms/jobs.ts).
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit log entry', plural: 'Audit log' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  lockDocuments: false,
  disableDuplicate: true,
  defaultSort: '-createdAt',
  admin: {
    group: 'Administration',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'who', 'action', 'title', 'collection'],
    description: 'Who did what in the CMS, newest first. Read-only: nobody can change or delete an entry.',
  },
  fields: [
    // Payload's own timestamp, declared here only to be shown in the institute's zone (cms/admin/ZonedTime.tsx).
    {
      name: 'createdAt',
      type: 'date',
      index: true,
      label: 'Created at',
      admin: { hidden: true, disableBulkEdit: true, components: { Cell: '/cms/admin/ZonedTime#ZonedTimeCell' } },
    },
    { name: 'action', type: 'select', required: true, index: true, options: selectOptions(auditActions) },
    relationship('user', 'users', { admin: { description: 'The account, while it exists.' } }),
    text('who', { index: true, admin: { description: 'The account’s address at the time (or the address tried, for a failed sign-in).' } }),
    text('collection', { index: true }),
    text('document', { index: true, admin: { description: 'The document’s ID in its collection.' } }),
    text('title'),
    text('detail'),
    text('summary', { admin: { hidden: true } }),
  ],
}

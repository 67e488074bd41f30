import { APIError, type CollectionBeforeChangeHook, type CollectionConfig } from 'payload'

import { canPublish, isContributor, isEditor, isStaff, nobody } from '../access'
import { image, newsletterTags, requiredText, selectOptions, textarea } from '../fields'
import { topicOptions } from '../../lib/schema/newsletterTopics'
import { newsletterEndpoints } from '../newsletter'
import { fillSections } from '../../lib/newsletter/sections'
import { slugify } from '../../lib/slug'

/**
 * A newsletter issue: a subject, an intro and sections, filled when the issue
 * is created from what was published since the last issue for its topics
 * (editors reorder, remove and add). Contributors draft issues; editors send
 * them (the Send button in the issue's sidebar). Once sending has started the
 * issue is read-only: what was sent is what the archive shows. The public reads
 * sent issues only, in the archive (content/newsletter): their subject, intro
 * and sections, never who sent them.
 */
export const issueStates = { draft: 'Draft', sending: 'Sending', sent: 'Sent' } as const

const keepSentIssues: CollectionBeforeChangeHook = ({ context, originalDoc, operation }) => {
  if (operation === 'update' && !context.newsletterSender && originalDoc?.state && originalDoc.state !== 'draft')
    throw new APIError('This issue has been sent and can no longer be changed.', 400, undefined, true)
}

const fillNewIssue: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || (data.sections && data.sections.length > 0)) return data
  return {
    ...data,
    sections: await fillSections(req.payload, { topics: data.topics ?? [], themes: data.themes ?? [], divisions: data.divisions ?? [] }),
  }
}

const slugFromSubject: CollectionBeforeChangeHook = ({ data, operation }) =>
  operation === 'create' && !data.slug && typeof data.subject === 'string'
    ? { ...data, slug: `${slugify(data.subject)}-${Date.now().toString(36)}` }
    : data

export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: 'Newsletter issue', plural: 'Newsletter issues' },
  defaultSort: '-createdAt',
  admin: {
    group: 'Newsletter',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'topics', 'state', 'sentAt', 'updatedAt'],
    description: 'Compose an issue, check its preview, send yourself a test, then send it (editors).',
  },
  access: {
    read: ({ req }) => (isStaff(req) ? true : { state: { equals: 'sent' } }),
    create: isContributor,
    update: isContributor,
    delete: ({ req }) => (canPublish(req) ? { state: { equals: 'draft' } } : false),
  },
  hooks: { beforeChange: [keepSentIssues, slugFromSubject, fillNewIssue] },
  endpoints: newsletterEndpoints,
  fields: [
    requiredText('subject', { maxLength: 200 }),
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The issue’s address in the archive, from its subject.' },
    },
    textarea('intro', { maxLength: 2000, admin: { description: 'A few sentences before the sections.' } }),
    {
      name: 'topics',
      type: 'select',
      hasMany: true,
      required: true,
      options: topicOptions,
      enumName: 'enum_newsletter_issues_topics',
      admin: { description: 'Who receives it: every subscriber of any of these topics (once).' },
    },
    ...newsletterTags('Also sent to the subscribers of, and filled with what was published about,'),
    {
      name: 'sections',
      type: 'array',
      labels: { singular: 'Section', plural: 'Sections' },
      admin: {
        description: 'Filled when the issue is created, from what was published since the last issue for its topics. Drag to reorder.',
        components: { RowLabel: '/cms/admin/NewsletterSectionLabel#NewsletterSectionLabel' },
      },
      fields: [
        {
          name: 'topic',
          type: 'select',
          options: topicOptions,
          enumName: 'enum_newsletter_issues_sections_topic',
        },
        requiredText('title', { maxLength: 300 }),
        textarea('summary', { maxLength: 1000 }),
        requiredText('url', { admin: { description: 'A page of this site (/news/…) or a full address.' } }),
        image('image'),
      ],
    },
    {
      name: 'controls',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/admin/NewsletterControls#NewsletterControls' } },
    },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: selectOptions(issueStates),
      enumName: 'enum_newsletter_issues_state',
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'sentAt',
      type: 'date',
      index: true,
      access: { create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'sentBy',
      type: 'relationship',
      relationTo: 'users',
      access: { read: ({ req }) => isStaff(req), create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}

/**
 * One row per subscriber per issue: the audience is fixed when sending
 * starts, and each row is claimed by one sender at a time (lib/newsletter/send.ts).
 */
export const deliveryStates = {
  queued: 'Waiting',
  claimed: 'Claimed by a sender',
  sending: 'Being handed to the mail server',
  sent: 'Sent',
  bounced: 'Refused permanently (address marked)',
  failed: 'Failed after retries',
  interrupted: 'Interrupted while sending (not repeated)',
} as const

export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  labels: { singular: 'Newsletter delivery', plural: 'Newsletter deliveries' },
  admin: { group: 'Newsletter', useAsTitle: 'email', defaultColumns: ['email', 'issue', 'status', 'sentAt', 'error'] },
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['issue', 'subscriber'], unique: true }],
  fields: [
    { name: 'issue', type: 'relationship', relationTo: 'newsletter-issues', required: true, index: true },
    { name: 'subscriber', type: 'relationship', relationTo: 'subscribers', required: true },
    { name: 'email', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: selectOptions(deliveryStates),
      enumName: 'enum_newsletter_deliveries_status',
    },
    { name: 'claimedBy', type: 'text' },
    { name: 'claimedAt', type: 'date' },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'sentAt', type: 'date' },
    { name: 'error', type: 'text' },
  ],
}

import type { CollectionConfig } from 'payload'

import { isAdmin, isContributor, nobody } from '../access'
import { relationship, requiredText, selectOptions, text } from '../fields'
import { acceptEndpoint, dismissEndpoint, syncNowEndpoint } from '../orcidSync'
import { publicationTypes } from '../../content/publication'

/**
 * The ORCID review queue: works that people of the institute list on ORCID and
 * the site does not have yet (cms/orcidSync.ts writes them). An editor accepts
 * one (its DOI is imported, the person linked) or dismisses it (remembered, so
 * it is not queued again), above the list in /admin (cms/admin/OrcidReview.tsx).
 */
export const OrcidWorks: CollectionConfig = {
  slug: 'orcid-works',
  labels: { singular: 'ORCID work', plural: 'ORCID review queue' },
  defaultSort: '-updatedAt',
  // Written by the sync and the review's endpoints only; every member of staff may look.
  access: { read: isContributor, create: nobody, update: nobody, delete: isAdmin },
  admin: {
    group: 'Inbox',
    useAsTitle: 'title',
    defaultColumns: ['title', 'person', 'status', 'change', 'updatedAt'],
    description: 'Works people list on ORCID that the site does not have yet. Accept one to import its DOI, or dismiss it.',
    components: { beforeListTable: ['/cms/admin/OrcidReview#OrcidReview'] },
  },
  endpoints: [syncNowEndpoint, acceptEndpoint, dismissEndpoint],
  fields: [
    requiredText('title', { maxLength: 500 }),
    relationship('person', 'people', { required: true, index: true }),
    requiredText('doi', { label: 'DOI', index: true }),
    text('journal', { label: 'Journal or publisher' }),
    { name: 'year', type: 'number' },
    { name: 'type', type: 'select', options: selectOptions(publicationTypes) },
    text('authors', { admin: { description: 'As the DOI’s record cites them.' } }),
    text('putCode', { label: 'ORCID put-code' }),
    text('orcidModified', { label: 'Last changed on ORCID (ms since 1970)', admin: { readOnly: true } }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: selectOptions({ pending: 'Waiting for review', accepted: 'Accepted', dismissed: 'Dismissed' }),
    },
    { name: 'change', type: 'select', options: selectOptions({ new: 'New', changed: 'Changed on ORCID since queued' }) },
    relationship('publication', 'publications'),
    relationship('decidedBy', 'users', { label: 'Decided by' }),
  ],
}

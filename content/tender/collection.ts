import { tenderStatuses } from '../../lib/contract/sections'
import { documentsField, requiredText, richText, slugField, textarea } from '../../cms/fields'
import { checkNotBefore } from '../../lib/validation/fields'
import { unique } from '../../cms/fields/uniqueSlug'
import { editorial } from '../../cms/collections/factories'

/** Calls for bids (procurement), open until they close, with their documents. */
export const Tenders = editorial({
  slug: 'tenders',
  admin: { useAsTitle: 'title', defaultColumns: ['reference', 'title', 'status', 'closesAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    requiredText('title', { maxLength: 300 }),
    slugField(),
    requiredText('reference', { unique: true, validate: unique('reference', (v) => (v ? true : 'Enter the reference.')) }),
    {
      name: 'status',
      type: 'select',
      // Drafts already own the type name enum_tenders_status (for _status) in PostgreSQL.
      enumName: 'enum_tenders_tender_status',
      required: true,
      defaultValue: 'open',
      index: true,
      admin: { description: 'Open tenders show as closed once their closing date has passed, whatever this says.' },
      options: tenderStatuses.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1) })),
    },
    { name: 'publishedAt', type: 'date', required: true, index: true },
    {
      name: 'closesAt',
      type: 'date',
      required: true,
      admin: { description: 'After this date the site shows the tender as closed by itself.' },
      validate: (value: unknown, { siblingData }: { siblingData: { publishedAt?: string } }) =>
        !value
          ? 'Enter the closing date.'
          : checkNotBefore(value, siblingData.publishedAt, 'The closing date cannot be before the publication date.'),
    },
    textarea('summary', { required: true }),
    richText(),
    documentsField,
  ],
})

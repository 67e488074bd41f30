import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import { publicationDate, relationship, requiredText, slugField, text, textarea, themesField } from '../../cms/fields'
import { page, serverSide, yearRange } from '../../lib/read'
import { yearOf } from '../../lib/time'
import { checkDoi, checkWebUrl } from '../../lib/validation/fields'
import { divisionRef, iso } from '../map'
import { type PublicationSummary, publication } from '.'

/** Papers by the institute's researchers, with their journal and DOI. */
const Publications = editorial({
  slug: 'publications',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'journal', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    requiredText('title', { maxLength: 500 }),
    slugField(),
    requiredText('authorList', { admin: { description: 'Authors as cited, e.g. "Okafor A, Lindqvist M, et al."' } }),
    relationship('authors', 'people', { hasMany: true, admin: { description: 'Institute authors with a profile.' } }),
    requiredText('journal'),
    publicationDate(),
    text('doi', { validate: checkDoi, admin: { description: 'e.g. 10.1000/xyz123, without https://doi.org/' } }),
    text('url', { label: 'Link to the paper', validate: checkWebUrl }),
    textarea('abstract'),
    relationship('division', 'divisions'),
    themesField,
    { name: 'openAccess', type: 'checkbox', defaultValue: true },
  ],
})

export const publicationSummary = (p: CMS.Publication): PublicationSummary => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  authorList: p.authorList,
  journal: p.journal,
  publishedAt: iso(p.publishedAt),
  year: yearOf(p.publishedAt),
  doi: p.doi ?? null,
  // A paper's address is the publisher's or the DOI's; without either it has none.
  url: p.url || p.doi ? publication.url(p) : null,
  abstract: p.abstract ?? '',
  openAccess: Boolean(p.openAccess),
  division: divisionRef(p.division),
})

export const publicationServer = serverSide(publication.endpoints, {
  collection: Publications,
  handlers: {
    async centralPublications({ payload, query }) {
      const { docs, paging } = await page(payload, 'publications', query, yearRange('publishedAt', query.year), '-publishedAt', [
        'title',
        'authorList',
        'journal',
        'abstract',
      ])
      return { data: (docs as CMS.Publication[]).map(publicationSummary), ...paging }
    },
  },
  reads: { centralPublications: ['publications'] },
})

import type { Where } from 'payload'

import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import {
  fieldSitesField,
  image as imageField,
  orderField,
  relationship,
  requiredText,
  richText,
  slugField,
  text,
  textarea,
  themesField,
} from '../../cms/fields'
import { findBySlug, page, serverSide } from '../../lib/read'
import { checkOrcid } from '../../lib/validation/fields'
import { divisionRef, fieldSiteRef, image, iso, meta, resolvedMany, richTextHtml, themeRef } from '../map'
import { maxCitationExport } from '../publication'
import { publicationSummary, publicationsOf } from '../publication/server'
import { type PersonDetail, type PersonSummary, person } from '.'

/** Researchers and staff with a public profile. */
const People = editorial({
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'position', 'division', '_status'] },
  defaultSort: 'name',
  fields: [
    requiredText('name', { maxLength: 200 }),
    slugField('name'),
    text('honorific', { admin: { description: 'e.g. Dr, Prof.' } }),
    requiredText('position'),
    relationship('division', 'divisions', { required: true }),
    themesField,
    fieldSitesField,
    imageField('photo'),
    textarea('summary', { maxLength: 600 }),
    richText('biography'),
    { name: 'expertise', type: 'text', hasMany: true },
    { name: 'email', type: 'email' },
    text('orcid', { validate: checkOrcid, admin: { description: 'e.g. 0000-0002-1825-0097' } }),
    { name: 'isResearcher', type: 'checkbox', defaultValue: true, admin: { description: 'Listed on Our researchers.' } },
    orderField,
  ],
})

export const personSummary = (p: CMS.Person): PersonSummary => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  honorific: p.honorific ?? '',
  position: p.position,
  url: person.url(p),
  summary: p.summary ?? '',
  photo: image(p.photo),
  division: divisionRef(p.division),
  expertise: p.expertise ?? [],
})

const personDetail = (p: CMS.Person, publications: CMS.Publication[]): PersonDetail => ({
  ...personSummary(p),
  biography: richTextHtml(p.biography),
  themes: resolvedMany(p.themes).map(themeRef),
  fieldSites: resolvedMany(p.fieldSites).map(fieldSiteRef),
  email: p.email ?? null,
  orcid: p.orcid ?? null,
  publications: publications.map(publicationSummary),
  updatedAt: iso(p.updatedAt),
  meta: meta(p.meta),
})

export const personServer = serverSide(person.endpoints, {
  collection: People,
  handlers: {
    /** The researchers list: people marked as researchers, in the editors' order, then by name. */
    async peoples({ payload, query }) {
      const where: Where[] = [{ isResearcher: { not_equals: false } }]
      if (query.division) where.push({ 'division.slug': { equals: query.division } })
      if (query.expertise) where.push({ 'themes.slug': { equals: query.expertise } })
      const { docs, paging } = await page(payload, 'people', query, where, ['order', 'name'], ['name', 'position', 'summary'])
      return { data: (docs as CMS.Person[]).map(personSummary), ...paging }
    },

    async people({ payload, params }) {
      const found = await findBySlug(payload, 'people', params.slug, 'The person')
      return { people: personDetail(found, await publicationsOf(payload, found.id, maxCitationExport)) }
    },
  },
  reads: { peoples: ['people'], people: ['people', 'publications'] },
})

import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import { image as imageField, orderField, relationship, requiredText, richText, selectOptions, slugField } from '../../cms/fields'
import { readOptions } from '../../lib/read/preview'
import { serverSide } from '../../lib/read'
import { notFound } from '../../lib/errors'
import { leaderGroupLabels, leaderGroups } from '../../lib/schema/sections'
import { contentTypes } from '..'
import { image, resolved, richTextHtml } from '../map'
import { type Leader, leader } from '.'

/** Members of the leadership team, the board and the scientific advisory group. */
const Leaders = editorial({
  slug: 'leaders',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'group', 'order'] },
  defaultSort: 'order',
  fields: [
    requiredText('name'),
    slugField('name'),
    requiredText('role'),
    {
      name: 'group',
      type: 'select',
      required: true,
      index: true,
      options: selectOptions(leaderGroupLabels),
    },
    imageField('photo'),
    richText('biography'),
    relationship('person', 'people', { admin: { description: 'Their profile, if they have one.' } }),
    orderField,
  ],
})

const toRecord = (l: CMS.Leader): Leader => {
  const person = resolved(l.person)
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    role: l.role,
    group: l.group,
    photo: image(l.photo),
    biography: richTextHtml(l.biography),
    profileUrl: person?._status === 'published' ? contentTypes.person.url(person) : null,
    order: l.order ?? 0,
  }
}

export const leaderServer = serverSide(leader.endpoints, {
  collection: Leaders,
  handlers: {
    async leaders({ payload, params }) {
      if (!(leaderGroups as readonly string[]).includes(params.slug)) throw notFound('The leadership group')
      const { docs } = await payload.find({
        collection: 'leaders',
        where: { group: { equals: params.slug } },
        sort: 'order',
        pagination: false,
        depth: 1,
        ...readOptions(),
      })
      return { data: docs.map(toRecord) }
    },
  },
  reads: { leaders: ['leaders'] },
})

import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import { image as imageField, relationship, requiredText, richText, slugField, textarea } from '../../cms/fields'
import { findBySlug, serverSide } from '../../lib/read'
import { image, iso, meta, publicForm, resolved, richTextHtml } from '../map'
import { type Article, page } from '.'

/** General pages (About us, Contact, Careers…) served at /{slug}. */
const Pages = editorial({
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', '_status', 'updatedAt'] },
  fields: [
    requiredText('title', { maxLength: 300 }),
    slugField(),
    textarea('summary', { maxLength: 600 }),
    imageField(),
    richText(),
    // An editor-built form (Content → Forms), shown below the page's text.
    relationship('form', 'forms', { admin: { description: 'A form to show below the text. Build forms under Content → Forms.' } }),
  ],
})

const toRecord = (a: CMS.Page): Article => {
  const form = resolved(a.form)
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary ?? '',
    image: image(a.image),
    body: richTextHtml(a.body),
    form: form ? publicForm(form) : null,
    updatedAt: iso(a.updatedAt),
    meta: meta(a.meta),
  }
}

export const pageServer = serverSide(page.endpoints, {
  collection: Pages,
  handlers: {
    article: async ({ payload, params }) => ({ article: toRecord(await findBySlug(payload, 'pages', params.slug, 'The page')) }),
  },
  reads: { article: ['pages'] },
})

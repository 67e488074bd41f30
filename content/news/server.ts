import type { Payload } from 'payload'

import type * as CMS from '../../cms/payload-types'
import { editorial } from '../../cms/collections/factories'
import { publicationDate, relationship, requiredText, selectOptions, slugField, storyFields, text } from '../../cms/fields'
import { readOptions } from '../../lib/read/preview'
import { findBySlug, frontPage, listing, page, serverSide, yearRange, years } from '../../lib/read'
import { yearOf } from '../../lib/time'
import type { PagedYearQuery } from '../../lib/schema/params'
import { type NewsType, inTheNewsListings, newsListings, newsTypeLabels, sectionOfType } from '../../lib/schema/sections'
import { checkWebUrl } from '../../lib/validation/fields'
import { divisionRef, image, iso, meta, personRefs, richTextHtml } from '../map'
import { type NewsDetail, type NewsSummary, news } from '.'

/** News, blogs, features, press releases and in-the-news items: one collection, a type each. */
const News = editorial({
  slug: 'news',
  labels: { singular: 'News item', plural: 'News & blogs' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'publishedAt', '_status'] },
  defaultSort: '-publishedAt',
  fields: [
    requiredText('title', { maxLength: 300 }),
    slugField(),
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: 'news',
      index: true,
      options: selectOptions(newsTypeLabels),
    },
    publicationDate(),
    ...storyFields(),
    relationship('authors', 'people', { hasMany: true }),
    {
      name: 'source',
      type: 'group',
      admin: { description: 'For in-the-news items: where the story appeared.' },
      fields: [text('outlet'), text('url', { label: 'Link to the story', validate: checkWebUrl })],
    },
  ],
})

export function newsSummary(n: CMS.News): NewsSummary {
  return {
    id: n.id,
    slug: n.slug,
    title: n.title,
    type: n.type,
    section: sectionOfType[n.type],
    url: news.url(n),
    summary: n.summary,
    publishedAt: iso(n.publishedAt),
    year: yearOf(n.publishedAt),
    image: image(n.image),
    division: divisionRef(n.division),
    source: n.source?.outlet && n.source.url ? { outlet: n.source.outlet, url: n.source.url } : null,
  }
}

const newsDetail = (n: CMS.News): NewsDetail => ({
  ...newsSummary(n),
  body: richTextHtml(n.body),
  authors: personRefs(n.authors),
  updatedAt: iso(n.updatedAt),
  meta: meta(n.meta),
})

async function newsPage(payload: Payload, types: readonly NewsType[], query: PagedYearQuery) {
  const { docs, paging } = await page(
    payload,
    'news',
    query,
    [{ type: { in: [...types] } }, ...yearRange('publishedAt', query.year)],
    '-publishedAt',
  )
  return { data: (docs as CMS.News[]).map(newsSummary), ...paging, year: query.year }
}

/** The latest stories of these types, as many as the front page settings say. */
async function latestNews(payload: Payload, types: NewsType[]) {
  const count = (await frontPage(payload)).newsCount ?? 4
  const { docs } = await payload.find({
    collection: 'news',
    where: { type: { in: types } },
    sort: '-publishedAt',
    limit: count,
    depth: 1,
    ...readOptions(),
  })
  return { data: docs.map(newsSummary) }
}

export const newsServer = serverSide(news.endpoints, {
  collection: News,
  handlers: {
    newsBySlug: async ({ payload, params }) => newsDetail(await findBySlug(payload, 'news', params.slug, 'The story')),
    newsEvents: ({ payload, params, query }) => newsPage(payload, listing(newsListings, params.slug, 'The news listing'), query),
    inTheNews: ({ payload, params, query }) => newsPage(payload, listing(inTheNewsListings, params.slug, 'The listing'), query),
    indexPressReleases: ({ payload }) => latestNews(payload, ['press-release']),
    indexInTheNews: ({ payload }) => latestNews(payload, ['in-the-news']),
    indexNews: ({ payload }) => latestNews(payload, ['news', 'blog', 'feature']),
    mediaYear: ({ payload, params }) =>
      years(payload, 'news', { type: { in: [...listing(newsListings, params.id, 'The news listing')] } }, 'publishedAt'),
  },
  reads: {
    newsBySlug: ['news'],
    newsEvents: ['news'],
    inTheNews: ['news'],
    // The home page's teasers: how many comes from the front page settings.
    indexPressReleases: ['news', 'front-page-settings'],
    indexInTheNews: ['news', 'front-page-settings'],
    indexNews: ['news', 'front-page-settings'],
    mediaYear: ['news'],
  },
})

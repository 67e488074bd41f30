import type { ContentType } from './define'
import { isoOrNull, joinText } from './define'

/** Papers have no page here: their address is the publisher's (or the DOI's), else the publications list. */
export const publication = {
  collection: 'publications',
  label: 'Publications',
  url: ({ url, doi }) => url || (doi ? `https://doi.org/${doi}` : '/publications'),
  sitemap: false,
  search: {
    entry: (d) => ({
      subtype: 'publication',
      title: d.title,
      summary: `${d.authorList}. ${d.journal}.`,
      date: isoOrNull(d.publishedAt),
      body: joinText(d.abstract, d.authorList, d.journal),
    }),
  },
} satisfies ContentType<'publications', 'url' | 'doi'>

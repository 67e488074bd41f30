import { type Crumb, pageTrail } from '@/lib/breadcrumbs'
import { breadcrumbs, serialise } from '@/lib/seo/jsonLd'
import { getSettings } from '@/lib/site'
import { absoluteUrl } from '@/lib/siteUrl'

type Thing = Record<string, unknown>

/** Structured data for search engines (schema.org, JSON-LD). */
export function JsonLd({ things }: { things: Thing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(things) }} />
}

/**
 * A record's page: its own description (`describe` gets the institute's name
 * and the absolute-URL maker; none for plain pages) and the breadcrumb trail
 * Home › sections › record, the same trail the visible breadcrumbs show.
 */
export async function RecordJsonLd({
  describe,
  sections,
  record,
}: {
  describe?: (institute: string, absolute: (path: string) => string) => Thing
  sections: Crumb[]
  record: { title: string; url: string }
}) {
  const { productName } = await getSettings()
  const trail = breadcrumbs(pageTrail(sections, record), absoluteUrl)
  return <JsonLd things={describe ? [describe(productName, absoluteUrl), trail] : [trail]} />
}

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
 * and the absolute-URL maker) and the breadcrumb trail Home › section › record.
 */
export async function RecordJsonLd({
  describe,
  section,
  record,
}: {
  describe: (institute: string, absolute: (path: string) => string) => Thing
  section: { name: string; path: string }
  record: { title: string; url: string }
}) {
  const { productName } = await getSettings()
  const trail = [{ name: 'Home', path: '/' }, section, { name: record.title, path: record.url }]
  return <JsonLd things={[describe(productName, absoluteUrl), breadcrumbs(trail, absoluteUrl)]} />
}

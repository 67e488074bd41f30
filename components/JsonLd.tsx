import { serialise } from '@/lib/seo/jsonLd'

/** Structured data for search engines (schema.org, JSON-LD). */
export function JsonLd({ things }: { things: Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(things) }} />
}

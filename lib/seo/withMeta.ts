import type { records } from '../contract'

/**
 * What a page tells search engines: the editor's SEO fields where filled in,
 * else the record's own title, summary and image.
 */
export function withMeta(
  defaults: { title: string; description: string; image?: records.Image | null },
  meta: records.Meta | null | undefined,
): { title: string; description: string; image: records.Image | null } {
  return {
    title: meta?.title || defaults.title,
    description: meta?.description || defaults.description,
    image: meta?.image ?? defaults.image ?? null,
  }
}

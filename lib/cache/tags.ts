/** The cache tag of a CMS collection or global: reads that show its documents carry it, a change to it expires them. */
export const tagOf = (slug: string) => `cms:${slug}`

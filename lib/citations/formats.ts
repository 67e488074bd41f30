/** The citation downloads, each with its file extension and media type (also the type of the pages' <link rel="alternate">). */
export const citationFormats = {
  bibtex: { extension: 'bib', label: 'BibTeX', type: 'application/x-bibtex' },
  ris: { extension: 'ris', label: 'RIS', type: 'application/x-research-info-systems' },
  csl: { extension: 'json', label: 'CSL-JSON', type: 'application/vnd.citationstyles.csl+json' },
} as const
export type CitationFormat = keyof typeof citationFormats

/** The format a file name's extension names (`citation.bib` is BibTeX when `base` is "citation"), or null. */
export function formatOfFile(file: string, base: string): CitationFormat | null {
  for (const [format, { extension }] of Object.entries(citationFormats) as [CitationFormat, (typeof citationFormats)[CitationFormat]][])
    if (file === `${base}.${extension}`) return format
  return null
}

/** The <link rel="alternate"> entries of a page's metadata for its downloads (`alternates.types`). */
export const citationAlternates = (href: (extension: string) => string, title: string) =>
  Object.fromEntries(Object.values(citationFormats).map((f) => [f.type, [{ url: href(f.extension), title: `${title} (${f.label})` }]]))

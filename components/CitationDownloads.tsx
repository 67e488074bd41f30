import { citationFormats } from '@/lib/citations/formats'

/** Links to a list's (or one publication's) citations as files for reference managers. */
/** `withQuery`: the page's query parameters each link takes along when clicked (a listing filtered in place). */
export function CitationDownloads({ href, label, withQuery }: { href: (extension: string) => string; label: string; withQuery?: string }) {
  return (
    <ul className="citation-downloads" aria-label={label}>
      {Object.values(citationFormats).map((f) => (
        <li key={f.extension}>
          <a href={href(f.extension)} type={f.type} download data-with-query={withQuery}>
            {f.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** A filter's choices, as a listing's filter form offers them. */
type Filter = { label: string; options: { value: string; label: string }[] }

/**
 * A chosen filter as a listing's title names it: "division: Infectious Diseases". Here, not in the
 * browser's list (a client module, whose functions the server cannot call), as the server uses it too.
 */
export const filterLabel = (filter: Filter, value: string) =>
  `${filter.label.toLowerCase()}: ${filter.options.find((o) => o.value === value)?.label ?? value}`

/** What a listing's state adds to its title, each part null when it does not apply. */
export type TitleQualifiers = {
  /** The tab's label, when not the first tab. */
  tab: string | null
  year: string | number | null
  /** Each filter chosen, as "division: Infectious Diseases". */
  filters: string[]
  search: string
  page: number
}

/**
 * A listing's title for a state: its own, then the tab, year, filters, search
 * and page (`News, from 2024, matching “malaria”, page 2`). The same on the
 * server (the page's metadata) and in the browser (paging in place).
 */
export function listingTitle(title: string, { tab, year, filters, search, page }: TitleQualifiers): string {
  return [
    title,
    tab ? tab.toLowerCase() : null,
    year ? `from ${year}` : null,
    ...filters,
    search ? `matching “${search}”` : null,
    page > 1 ? `page ${page}` : null,
  ]
    .filter((part) => part !== null)
    .join(', ')
}

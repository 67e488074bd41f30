import { PublicationFilterQuery } from '@/content/publication'
import { citationDownload } from '@/lib/citations/download'
import { upstream } from '@/lib/upstream'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ file: string }> }

/** The listing's query parameters an export takes: its search, year and filters (the contract checks each). */
const filterNames = Object.keys(PublicationFilterQuery.shape) as (keyof PublicationFilterQuery)[]

/**
 * /publication-citations/publications.bib (.ris, .json) with the /publications
 * listing's own search, year and filters: every publication it finds, not one page.
 */
export async function GET(request: Request, { params }: Context) {
  const { file } = await params
  const query = new URL(request.url).searchParams
  const asked = Object.fromEntries(filterNames.flatMap((name) => (query.has(name) ? [[name, query.get(name) ?? '']] : [])))
  return citationDownload(
    request,
    file,
    'publications',
    async () => (await upstream('publicationCitations', undefined, asked)).data,
    () => 'publications',
  )
}

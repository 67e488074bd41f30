import { citationDownload } from '@/lib/citations/download'
import { upstream } from '@/lib/upstream'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ file: string }> }

/**
 * /publication-citations/publications.bib (.ris, .json) with the /publications
 * listing's own filters (`search`, `year`): every publication it finds, not one page.
 */
export async function GET(request: Request, { params }: Context) {
  const { file } = await params
  const query = new URL(request.url).searchParams
  return citationDownload(
    request,
    file,
    'publications',
    async () =>
      (
        await upstream('publicationCitations', undefined, {
          search: query.get('search') ?? undefined,
          year: query.get('year') ?? undefined,
        })
      ).data,
    () => 'publications',
  )
}

import { citationDownload } from '@/lib/citations/download'
import { upstream } from '@/lib/upstream'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ slug: string; file: string }> }

/** /publications/{slug}/citation.bib (.ris, .json): one publication's citation for reference managers. */
export async function GET(request: Request, { params }: Context) {
  const { slug, file } = await params
  return citationDownload(
    request,
    file,
    'citation',
    async () => [await upstream('publication', { slug })],
    () => slug,
  )
}

import { citationDownload } from '@/lib/citations/download'
import { upstream } from '@/lib/upstream'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ slug: string; file: string }> }

/** /people/{slug}/publications.bib (.ris, .json): every publication a researcher's profile lists, for reference managers. */
export async function GET(request: Request, { params }: Context) {
  const { slug, file } = await params
  return citationDownload(
    request,
    file,
    'publications',
    async () => (await upstream('publicationCitations', undefined, { person: slug })).data,
    () => `${slug}-publications`,
  )
}

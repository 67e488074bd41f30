import 'server-only'

import type { PublicationDetail } from '../../content/publication'
import { cacheControl } from '../cacheControl'
import { ContractError } from '../errors'
import { absoluteUrl } from '../siteUrl'
import { UpstreamNotFound } from '../upstream'
import { citationResponse } from '.'
import { citationFormats, formatOfFile } from './formats'

/**
 * A download's whole answer: the publications `read` gives as the file of the
 * format that `file` names (`${base}.bib`…), or a readable 404 (no such file,
 * no such record) or 400 (a bad filter), never a 500.
 */
export async function citationDownload(
  request: Request,
  file: string,
  base: string,
  read: () => Promise<PublicationDetail[]>,
  name: (publications: PublicationDetail[]) => string,
): Promise<Response> {
  const format = formatOfFile(file, base)
  const refuse = (status: number, message: string) =>
    new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl.none } })
  if (!format)
    return refuse(
      404,
      `No such file: the citations are ${Object.values(citationFormats)
        .map((f) => `${base}.${f.extension}`)
        .join(', ')}.`,
    )
  try {
    const publications = await read()
    return citationResponse(request, format, publications, absoluteUrl, name(publications))
  } catch (error) {
    if (error instanceof UpstreamNotFound) return refuse(404, error.message)
    if (error instanceof ContractError && error.status < 500) return refuse(error.status, error.message)
    throw error
  }
}

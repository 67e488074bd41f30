import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isSitePath, isValidPreviewToken } from '@/cms/preview'
import { cms } from '@/lib/backend/cms'

const refuse = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * /cms/preview?path=/news/…&token=…: the Preview button and the live preview
 * of /admin (cms/preview.ts). A signed link and a signed-in CMS user turn on
 * draft mode, in which pages show the latest drafts; /cms/preview/exit ends it.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const path = query.get('path') ?? ''
  const token = query.get('token') ?? ''
  if (!isSitePath(path) || !isValidPreviewToken(path, token))
    return refuse(400, 'This preview link is not valid. Open the preview again from the editor in /admin.')
  const { user } = await (await cms()).auth({ headers: request.headers })
  if (!user) return refuse(401, 'Sign in to /admin to preview drafts, then open the preview again.')
  ;(await draftMode()).enable()
  redirect(path)
}

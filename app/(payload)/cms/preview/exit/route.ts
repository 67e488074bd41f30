import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isSitePath } from '@/cms/preview'

/** Leaves draft mode and goes back to the page (`?path=`), as the public sees it. */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path') ?? '/'
  redirect(isSitePath(path) ? path : '/')
}

'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * The site's link: Next.js's Link (client-side navigation), prefetching a page
 * only once a visitor shows they may open it — a pointer over the link, a
 * finger on it, keyboard focus. Next.js would otherwise prefetch every link
 * that scrolls into view: on a phone reading one story, the code and data of
 * every page in the header, the breadcrumbs and the related stories (about
 * 60 kB of script and 45 kB of page data) that most readers never open.
 */
export function SiteLink(props: Omit<ComponentProps<typeof Link>, 'prefetch' | 'onMouseEnter' | 'onTouchStart' | 'onFocus'>) {
  const [intent, setIntent] = useState(false)
  const showIntent = () => setIntent(true)
  return <Link {...props} prefetch={intent ? null : false} onMouseEnter={showIntent} onTouchStart={showIntent} onFocus={showIntent} />
}

'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The phone-sized menu button: it sets the header's data-menu="open|closed",
 * and CSS shows or hides the menu (closed as served; see SiteHeader).
 */
export function MenuToggle({ controls }: { controls: string }) {
  const pathname = usePathname()
  // The menu belongs to the page it was opened on: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  useEffect(() => {
    document.getElementById('site-header')?.setAttribute('data-menu', open ? 'open' : 'closed')
  }, [open])

  return (
    <button
      type="button"
      className="button button-secondary menu-toggle"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpenOn(open ? null : pathname)}
    >
      Menu
    </button>
  )
}

'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The phone-sized menu button. Without JavaScript the menu simply stays open;
 * with it, the header carries data-menu="open|closed" and CSS hides the menu.
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
    <button type="button" className="button button-secondary menu-toggle" aria-expanded={open} aria-controls={controls} onClick={() => setOpenOn(open ? null : pathname)}>
      Menu
    </button>
  )
}

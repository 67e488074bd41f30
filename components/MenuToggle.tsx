'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * The phone-sized menu button. Without JavaScript the menu simply stays open;
 * with it, the header carries data-menu="open|closed" and CSS hides the menu.
 */
export function MenuToggle({ controls }: { controls: string }) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    document.getElementById('site-header')?.setAttribute('data-menu', open ? 'open' : 'closed')
  }, [open])

  return (
    <button type="button" className="button button-secondary menu-toggle" aria-expanded={open} aria-controls={controls} onClick={() => setOpen(!open)}>
      Menu
    </button>
  )
}

'use client'

import { usePathname } from 'next/navigation'
import { type MouseEvent, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { SiteLink } from '@/components/SiteLink'
import type { MenuItem } from '@/lib/contract/records'
import { currentSection, linkCurrent } from '@/lib/menuCurrent'

import styles from './SiteHeader.module.css'

const noSubscription = () => () => {}

/** False in the server's HTML and while hydrating, true once the page is live. */
function useLive() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

const buttonId = (index: number) => `main-nav-button-${index}`
const panelId = (index: number) => `main-nav-panel-${index}`

/** After following a menu link, focus goes to the new page's heading (or the skip target), not to <body>. */
function focusMain() {
  const heading = document.querySelector<HTMLElement>('#main h1')
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  ;(heading ?? document.getElementById('main'))?.focus({ preventScroll: true })
}

/** A plain left click that the router follows in this tab (not a new tab or window). */
function followsInPlace(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * The header's interactive part: the phone menu button and the main navigation.
 * Each top-level item with children is a disclosure (a button with aria-expanded
 * and aria-controls, and its panel of links); one panel is open at a time; Escape,
 * a click or focus outside, or following a link closes it. Without JavaScript
 * (and until the page is live) the same items are <details> elements, so the
 * links stay reachable. `children` is the server-rendered brand and search.
 */
export function SiteNav({ items, before, children }: { items: MenuItem[]; before: ReactNode; children: ReactNode }) {
  const pathname = usePathname()
  const live = useLive()
  const [menuOpen, setMenuOpen] = useState(false)
  const [openPanel, setOpenPanel] = useState<number | null>(null)
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const focusAfterNavigation = useRef(false)

  // A menu belongs to the page it was opened on: navigating closes it.
  const [shownOn, setShownOn] = useState(pathname)
  if (shownOn !== pathname) {
    setShownOn(pathname)
    setMenuOpen(false)
    setOpenPanel(null)
  }

  useEffect(() => {
    if (!focusAfterNavigation.current) return
    focusAfterNavigation.current = false
    focusMain()
  }, [pathname])

  useEffect(() => {
    if (!menuOpen && openPanel === null) return
    // Focus moved by a press (mouse or touch) is left to the click that follows: closing a
    // panel on the phone moves what is below it, and the click would land elsewhere.
    let pressing = false
    const onKeyDown = (event: KeyboardEvent) => {
      pressing = false
      if (event.key !== 'Escape') return
      if (openPanel !== null) {
        setOpenPanel(null)
        document.getElementById(buttonId(openPanel))?.focus()
      } else {
        setMenuOpen(false)
        toggleRef.current?.focus()
      }
    }
    // Outside: beyond the open panel's item, and for the phone menu beyond the menu and its button.
    // A click on another panel's button is left to that button (it opens its own panel).
    const closeOutside = (target: EventTarget | null, isClick: boolean) => {
      if (!(target instanceof Node)) return
      if (openPanel !== null) {
        const item = document.getElementById(buttonId(openPanel))?.closest('li')
        const otherButton = isClick && target instanceof Element && target.closest('[data-panel-button]')
        if (item && !item.contains(target) && !otherButton) setOpenPanel(null)
      }
      if (menuOpen && !navRef.current?.contains(target) && !toggleRef.current?.contains(target)) setMenuOpen(false)
    }
    const onPointerDown = () => (pressing = true)
    const onPointerCancel = () => (pressing = false)
    const onClick = (event: Event) => {
      pressing = false
      closeOutside(event.target, true)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (!pressing) closeOutside(event.target, false)
    }
    const listeners = [
      ['keydown', onKeyDown],
      ['pointerdown', onPointerDown],
      ['pointercancel', onPointerCancel],
      ['click', onClick],
      ['focusin', onFocusIn],
    ] as const
    for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true)
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true)
    }
  }, [menuOpen, openPanel])

  const onFollow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!followsInPlace(event)) return
    setMenuOpen(false)
    setOpenPanel(null)
    const target = new URL(event.currentTarget.href, window.location.href)
    if (target.origin !== window.location.origin) return
    // The same page does not navigate: focus its heading now; otherwise once the new page is shown.
    if (target.pathname === pathname) requestAnimationFrame(focusMain)
    else focusAfterNavigation.current = true
  }

  const section = currentSection(items, pathname)

  return (
    <header className={styles.header} id="site-header" data-menu={menuOpen ? 'open' : 'closed'}>
      {before}
      <div className={`container ${styles.bar}`}>
        {children}
        <button
          ref={toggleRef}
          type="button"
          className={`button button-secondary menu-toggle ${styles.toggle}`}
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => {
            setOpenPanel(null)
            setMenuOpen(!menuOpen)
          }}
        >
          Menu
        </button>
      </div>
      <nav id="main-nav" aria-label="Main" className={styles.nav} ref={navRef}>
        <ul className={`container ${styles.menu}`}>
          {items.map((item, index) => {
            const current = section?.index === index ? section.current : undefined
            const hasOverview = item.url && item.url !== '#' && !item.children.some((child) => child.url === item.url)
            const links = (
              <>
                {hasOverview ? (
                  <li>
                    <SiteLink href={item.url} onClick={onFollow} aria-current={linkCurrent(item.url, pathname)}>
                      {item.label}: overview
                    </SiteLink>
                  </li>
                ) : null}
                {item.children.map((child) => (
                  <li key={`${child.label}${child.url}`}>
                    <SiteLink href={child.url} onClick={onFollow} aria-current={linkCurrent(child.url, pathname)}>
                      {child.label}
                    </SiteLink>
                  </li>
                ))}
              </>
            )
            if (!item.children.length) {
              return (
                <li key={item.label}>
                  <SiteLink href={item.url} className={styles.top} onClick={onFollow} aria-current={current}>
                    {item.label}
                  </SiteLink>
                </li>
              )
            }
            if (!live) {
              return (
                <li key={item.label}>
                  <details className={styles.group}>
                    <summary className={styles.top} aria-current={current}>
                      {item.label}
                    </summary>
                    <ul className={styles.panel}>{links}</ul>
                  </details>
                </li>
              )
            }
            const open = openPanel === index
            return (
              <li key={item.label}>
                <button
                  type="button"
                  id={buttonId(index)}
                  className={styles.top}
                  aria-expanded={open}
                  aria-controls={panelId(index)}
                  aria-current={current}
                  data-panel-button=""
                  onClick={() => setOpenPanel(open ? null : index)}
                >
                  {item.label}
                </button>
                <ul id={panelId(index)} className={styles.panel} hidden={!open}>
                  {links}
                </ul>
              </li>
            )
          })}
        </ul>
      </nav>
    </header>
  )
}

'use client'

import { useState } from 'react'

/** Copies the page's address; says so (or that it could not) in a live region. */
export function CopyLinkButton({ url }: { url: string }) {
  const [message, setMessage] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setMessage('Link copied.')
    } catch {
      setMessage(`Copy this address: ${url}`)
    }
  }
  return (
    <>
      <button type="button" className="button button-secondary" onClick={copy}>
        Copy link
      </button>
      <span role="status" aria-live="polite">
        {message ? ` ${message}` : null}
      </span>
    </>
  )
}

'use client'
import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

/**
 * Above the publications list: "Add from DOI". The DOI's record (Crossref,
 * else DataCite) fills a draft, or the draft of the publication that already
 * has the DOI (cms/doiImport.ts); the editor lands on it to check the authors
 * matched by name, then saves or publishes.
 */
export function AddFromDoi() {
  const router = useRouter()
  const inputId = useId()
  const [doi, setDoi] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    try {
      const response = await fetch('/cms/api/publications/import-doi', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ doi }),
      })
      const body: unknown = await response.json().catch(() => null)
      const id = body && typeof body === 'object' && 'id' in body ? String(body.id) : null
      if (response.ok && id) return router.push(`/admin/collections/publications/${id}`)
      const error = body && typeof body === 'object' && 'error' in body ? (body.error as { message?: unknown }) : null
      setProblem(typeof error?.message === 'string' ? error.message : `The import failed (${response.status}).`)
    } catch {
      setProblem('The CMS could not be reached. Try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'end', marginBottom: '1rem' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', minWidth: '20rem' }}>
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>
          Add from DOI
        </label>
        <input
          id={inputId}
          value={doi}
          onChange={(e) => setDoi(e.target.value)}
          placeholder="10.1000/xyz123 or https://doi.org/…"
          required
          style={{ padding: '0.5rem', font: 'inherit' }}
        />
      </div>
      <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }} disabled={busy}>
        {busy ? 'Looking it up…' : 'Fill a draft'}
      </button>
      <p role="alert" style={{ flexBasis: '100%', margin: 0, color: 'var(--theme-error-500)' }}>
        {problem}
      </p>
    </form>
  )
}

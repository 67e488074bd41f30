'use client'

import { useAuth, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useId, useState } from 'react'
import useSWR from 'swr'

type Numbers = {
  state: 'draft' | 'sending' | 'sent'
  sentAt: string | null
  recipients: number
  sent: number
  waiting: number
  bounced: number
  failed: number
  interrupted: number
  unsubscribedSince: number
}

const box = { border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem', marginBottom: '1rem' }

/**
 * The issue's sidebar: preview as HTML and as plain text, a test send to one
 * address, Send (editors; after a confirmation), and the numbers once it is
 * going out. Each calls the issue's endpoints (cms/newsletter.ts).
 */
export function NewsletterControls() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { config } = useConfig()
  const base = `${config.routes.api}/newsletter-issues/${id}`
  const [preview, setPreview] = useState<'html' | 'text' | null>(null)
  const [text, setText] = useState('')
  const [to, setTo] = useState(typeof user?.email === 'string' ? user.email : '')
  const [notice, setNotice] = useState<string | null>(null)
  const inputId = useId()
  const isEditor = Array.isArray(user?.roles) && user.roles.some((role: string) => role === 'editor' || role === 'admin')

  const { data: numbers, mutate: reload } = useSWR<Numbers>(
    id ? `${base}/numbers` : null,
    (url: string) => fetch(url, { credentials: 'include' }).then((response) => response.json()),
    // While it is going out, the numbers follow.
    { refreshInterval: (latest) => (latest?.state === 'sending' ? 5000 : 0) },
  )

  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${base}/${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    })
    const answer = await response.json().catch(() => null)
    return { ok: response.ok, answer, message: answer?.errors?.[0]?.message as string | undefined }
  }

  if (!id) return <div style={box}>Save the issue to preview, test and send it.</div>

  const showText = async () => {
    const response = await fetch(`${base}/preview?format=text`, { credentials: 'include' })
    setText(await response.text())
    setPreview('text')
  }

  return (
    <div style={box}>
      <h3 style={{ marginTop: 0 }}>Newsletter</h3>
      <p style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setPreview('html')}>
          Preview
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => void showText()}>
          Plain text
        </button>
      </p>
      {preview === 'html' ? (
        <iframe
          title="Preview of the message"
          src={`${base}/preview`}
          sandbox="allow-same-origin"
          style={{ width: '100%', height: 480, border: '1px solid #ccc' }}
        />
      ) : null}
      {preview === 'text' ? (
        <pre style={{ whiteSpace: 'pre-wrap', maxHeight: 480, overflow: 'auto', fontSize: 12 }} aria-label="Plain-text part">
          {text}
        </pre>
      ) : null}
      <form
        onSubmit={async (event) => {
          event.preventDefault()
          const { ok, answer, message } = await call('test-send', { to })
          setNotice(
            ok
              ? answer.status === 'sent'
                ? `Test sent to ${answer.to}.`
                : `Test written to the outbox (${answer.status}).`
              : (message ?? 'The test could not be sent.'),
          )
        }}
      >
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
          Send a test to
        </label>
        <input
          id={inputId}
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          required
          style={{ width: '100%', marginBottom: 8 }}
        />
        <button type="submit" className="btn btn--style-secondary btn--size-small">
          Send test
        </button>
      </form>
      {isEditor && numbers?.state === 'draft' ? (
        <button
          type="button"
          className="btn btn--style-primary btn--size-small"
          onClick={async () => {
            if (!window.confirm('Send this issue to every subscriber of its topics now? Save your changes first.')) return
            const { ok, answer, message } = await call('send')
            setNotice(ok ? `Sending to ${answer.recipients} subscribers.` : (message ?? 'The issue could not be sent.'))
            await reload()
          }}
        >
          Send to subscribers
        </button>
      ) : null}
      {!isEditor && numbers?.state === 'draft' ? <p>An editor sends the issue when it is ready.</p> : null}
      {notice ? <p role="status">{notice}</p> : null}
      {numbers && numbers.state !== 'draft' ? <IssueNumbers numbers={numbers} /> : null}
    </div>
  )
}

const numberLabels: [keyof Omit<Numbers, 'state' | 'sentAt'>, string][] = [
  ['recipients', 'Recipients'],
  ['sent', 'Sent'],
  ['waiting', 'Waiting'],
  ['bounced', 'Refused (address marked)'],
  ['failed', 'Failed'],
  ['interrupted', 'Interrupted'],
  ['unsubscribedSince', 'Unsubscribed since'],
]

function IssueNumbers({ numbers }: { numbers: Numbers }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '0.25rem 1rem' }}>
      {numberLabels.map(([key, label]) => (
        <div key={key} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>{numbers[key]}</dd>
        </div>
      ))}
    </dl>
  )
}

'use client'

import { type FormEvent, type ReactNode, useState } from 'react'

import { clientFetch } from '@/lib/client/fetch'

/**
 * Posts a form to /api/form-submit as JSON. On failure the visitor sees what
 * went wrong and keeps what they typed; on success, the thank-you message.
 */
export function SubmitForm({ form, children, submitLabel, success }: { form: string; children: ReactNode; submitLabel: string; success: string }) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle')
  const [message, setMessage] = useState('')

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setStatus('sending')
    const data = Object.fromEntries(new FormData(event.currentTarget))
    try {
      const response = await clientFetch('/api/form-submit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...data, form }),
      })
      const body = await response.json().catch(() => null)
      if (!response.ok) throw new Error(body?.error?.message ?? 'The form could not be sent.')
      setStatus('sent')
    } catch (error) {
      setStatus('failed')
      setMessage(error instanceof Error ? error.message : 'The form could not be sent.')
    }
  }

  if (status === 'sent')
    return (
      <p role="status" className="notice">
        {success}
      </p>
    )

  return (
    <form className="form" method="post" action="/api/form-submit" onSubmit={onSubmit} noValidate={false}>
      {children}
      {status === 'failed' ? (
        <p role="alert" className="field-error">
          {message} Please check the form and try again.
        </p>
      ) : null}
      <button type="submit" className="button" disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending…' : submitLabel}
      </button>
    </form>
  )
}

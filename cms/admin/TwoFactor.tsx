'use client'

import { useConfig } from '@payloadcms/ui'
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react'
import { z } from 'zod'

import { RecoveryCodes, SetupSteps, TextBox } from './TwoFactorParts'

/**
 * The account page's two-factor panel (a `ui` field of users, shown on one's own account): whether it is on,
 * and the steps to set it up, make new recovery codes, or turn it off, through /cms/api/users/two-factor/…
 * (cms/twoFactor.ts). It sits inside the account's form, so its buttons never submit that form and
 * Enter in its code box runs its own step.
 */
const Status = z.object({ enabled: z.boolean(), available: z.boolean(), required: z.boolean(), recoveryCodesLeft: z.number() })
const Setup = z.object({ qrSvg: z.string(), secret: z.string(), setupToken: z.string() })
const Codes = z.object({ recoveryCodes: z.array(z.string()) })
const Refused = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) })

type View =
  | { kind: 'status' }
  | { kind: 'setup'; setup: z.infer<typeof Setup> }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'confirm'; then: 'off' | 'renew' }

/** Calls of the account's two-factor endpoints, with the message of a refusal and whether one is under way. */
function useTwoFactorApi(base: string) {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const call = useCallback(
    async <T extends z.ZodTypeAny>(path: string, schema: T, body?: Record<string, string>): Promise<z.infer<T> | null> => {
      setBusy(true)
      setMessage('')
      try {
        const response = await fetch(`${base}${path}`, {
          method: body ? 'POST' : 'GET',
          credentials: 'include',
          headers: body ? { 'Content-Type': 'application/json' } : {},
          ...(body && { body: JSON.stringify(body) }),
        })
        const answer: unknown = await response.json().catch(() => null)
        const parsed = schema.safeParse(answer)
        if (response.ok && parsed.success) return parsed.data
        const refused = Refused.safeParse(answer)
        setMessage(refused.success ? refused.data.errors[0].message : 'That did not work. Please try again.')
        return null
      } catch {
        setMessage('The CMS could not be reached. Please try again.')
        return null
      } finally {
        setBusy(false)
      }
    },
    [base],
  )

  return { call, busy, message }
}

export function TwoFactorPanel() {
  const { config } = useConfig()
  const [status, setStatus] = useState<z.infer<typeof Status> | null>(null)
  const [view, setView] = useState<View>({ kind: 'status' })
  const [code, setCode] = useState('')

  const { call, busy, message } = useTwoFactorApi(`${config.routes.api}/${config.admin.user}/two-factor`)
  const refresh = useCallback(async () => setStatus(await call('', Status)), [call])
  useEffect(() => {
    void refresh()
  }, [refresh])

  const start = async () => {
    const setup = await call('/setup', Setup, {})
    if (setup) {
      setCode('')
      setView({ kind: 'setup', setup })
    }
  }
  const confirm = async () => {
    if (view.kind === 'setup') {
      const done = await call('/enable', Codes, { setupToken: view.setup.setupToken, code })
      if (done) setView({ kind: 'codes', codes: done.recoveryCodes })
    } else if (view.kind === 'confirm' && view.then === 'renew') {
      const done = await call('/recovery-codes', Codes, { code })
      if (done) setView({ kind: 'codes', codes: done.recoveryCodes })
    } else if (view.kind === 'confirm' && view.then === 'off') {
      const done = await call('/disable', z.object({ enabled: z.literal(false) }), { code })
      if (done) setView({ kind: 'status' })
    }
    setCode('')
    await refresh()
  }
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void confirm()
  }

  if (!status) return null
  if (!status.available && !status.enabled) return null
  const codeBox = (label: string) => (
    <TextBox id="two-factor-code" label={label} autoComplete="one-time-code" value={code} onValue={setCode} onKeyDown={onKey} />
  )
  const button = (label: string, onClick: () => void, style: 'primary' | 'secondary' = 'secondary') => (
    <button type="button" className={`btn btn--style-${style} btn--size-medium`} disabled={busy} onClick={onClick}>
      {label}
    </button>
  )

  return (
    <section className="two-factor" aria-labelledby="two-factor-heading" style={{ marginBlock: '1.5rem' }}>
      <h3 id="two-factor-heading">Two-factor sign-in</h3>
      {view.kind === 'codes' ? (
        <>
          <RecoveryCodes codes={view.codes} />
          {button('Done', () => setView({ kind: 'status' }), 'primary')}
        </>
      ) : view.kind === 'setup' ? (
        <>
          <SetupSteps qrSvg={view.setup.qrSvg} secret={view.setup.secret} />
          {codeBox('Then enter the 6-digit code the app shows')}
          {button('Turn on two-factor sign-in', () => void confirm(), 'primary')} {button('Cancel', () => setView({ kind: 'status' }))}
        </>
      ) : view.kind === 'confirm' ? (
        <>
          {codeBox('A code from your authenticator app (or a recovery code)')}
          {button(view.then === 'off' ? 'Turn off two-factor sign-in' : 'Make new recovery codes', () => void confirm(), 'primary')}{' '}
          {button('Cancel', () => setView({ kind: 'status' }))}
        </>
      ) : status.enabled ? (
        <>
          <p>
            <strong>On.</strong> Signing in asks for a code from your authenticator app. {status.recoveryCodesLeft} recovery codes left.
          </p>
          {button('Make new recovery codes', () => setView({ kind: 'confirm', then: 'renew' }))}{' '}
          {!status.required && button('Turn off', () => setView({ kind: 'confirm', then: 'off' }))}
        </>
      ) : (
        <>
          <p>
            <strong>Off.</strong>{' '}
            {status.required
              ? 'The settings require it for administrators: set it up now.'
              : 'With it on, a stolen password alone cannot sign in to your account.'}
          </p>
          {button('Set up two-factor sign-in', () => void start(), 'primary')}
        </>
      )}
      <p className="two-factor__message" role="alert">
        {message}
      </p>
    </section>
  )
}

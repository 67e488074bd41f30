'use client'

import { type FormEvent, useState } from 'react'
import { z } from 'zod'

import { RecoveryCodes, SetupSteps, TextBox } from './TwoFactorParts'

/** What the sign-in answers: the session, or why not (Payload's error shape, with our code in `data`). */
const SignedIn = z.object({ user: z.object({ id: z.number() }), recoveryCodes: z.array(z.string()).optional() })
const Refused = z.object({
  errors: z
    .array(
      z.object({
        message: z.string(),
        data: z
          .object({
            code: z.string().optional(),
            qrSvg: z.string().optional(),
            secret: z.string().optional(),
            setupToken: z.string().optional(),
          })
          .nullish(),
      }),
    )
    .min(1),
})
type Setup = { qrSvg: string; secret: string; setupToken: string }

type Step = { step: 'password' } | { step: 'code' } | { step: 'setup'; setup: Setup } | { step: 'codes'; codes: string[] }

export function SignInForm({ action, redirectTo, forgotHref }: { action: string; redirectTo: string; forgotHref: string }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [state, setState] = useState<Step>({ step: 'password' })
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setMessage('')
    try {
      const response = await fetch(action, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          password,
          ...(state.step !== 'password' && { code }),
          ...(state.step === 'setup' && { setupToken: state.setup.setupToken }),
        }),
      })
      const answer: unknown = await response.json().catch(() => null)
      const signedIn = SignedIn.safeParse(answer)
      if (response.ok && signedIn.success) {
        if (signedIn.data.recoveryCodes?.length) return setState({ step: 'codes', codes: signedIn.data.recoveryCodes })
        return window.location.assign(redirectTo)
      }
      const refused = Refused.safeParse(answer)
      const first = refused.success ? refused.data.errors[0] : undefined
      const data = first?.data
      if (data?.code === 'second_factor_required') {
        setState({ step: 'code' })
        setCode('')
      } else if (data?.code === 'second_factor_setup_required' && data.qrSvg && data.secret && data.setupToken) {
        setState({ step: 'setup', setup: { qrSvg: data.qrSvg, secret: data.secret, setupToken: data.setupToken } })
        setCode('')
      }
      setMessage(first?.message ?? 'Signing in did not work. Please try again.')
    } catch {
      setMessage('The CMS could not be reached. Check your connection and try again.')
    } finally {
      setBusy(false)
    }
  }

  if (state.step === 'codes')
    return (
      <div className="login__form sign-in">
        <RecoveryCodes codes={state.codes} />
        <button type="button" className="btn btn--style-primary btn--size-large" onClick={() => window.location.assign(redirectTo)}>
          I have kept them: continue
        </button>
      </div>
    )

  const askingCode = state.step !== 'password'
  return (
    <form className="login__form sign-in" onSubmit={submit} noValidate>
      <div className="login__form__inputWrap">
        <TextBox
          id="field-email"
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          readOnly={askingCode}
          onValue={setEmail}
        />
        <TextBox
          id="field-password"
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          readOnly={askingCode}
          onValue={setPassword}
        />
        {state.step === 'setup' && <SetupSteps qrSvg={state.setup.qrSvg} secret={state.setup.secret} />}
        {askingCode && (
          <TextBox
            id="field-code"
            label={state.step === 'setup' ? 'Code from the app' : 'Code from your authenticator app, or a recovery code'}
            name="code"
            autoComplete="one-time-code"
            inputMode={state.step === 'setup' ? 'numeric' : 'text'}
            required
            autoFocus
            value={code}
            onValue={setCode}
          />
        )}
      </div>
      <p className="sign-in__message" role="alert">
        {message}
      </p>
      <a href={forgotHref}>Forgot password?</a>
      <div className="form-submit">
        <button type="submit" className="btn btn--style-primary btn--size-large" disabled={busy}>
          {askingCode ? 'Verify and log in' : 'Login'}
        </button>
      </div>
    </form>
  )
}

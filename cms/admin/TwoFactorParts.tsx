'use client'

import type { InputHTMLAttributes } from 'react'

/** A labelled text box with Payload's field classes, outside Payload's own form state. */
export function TextBox({
  id,
  label,
  required = false,
  onValue,
  ...input
}: { id: string; label: string; onValue: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'>) {
  return (
    <div className={`field-type ${input.type ?? 'text'}`}>
      <label className="field-label" htmlFor={id}>
        {label} {required && <span className="required">*</span>}
      </label>
      <div className="field-type__wrap">
        <input id={id} required={required} {...input} onChange={(event) => onValue(event.target.value)} />
      </div>
    </div>
  )
}

/** The QR code (SVG drawn by the server: an image from data, nothing fetched) and the secret to type instead. */
export function SetupSteps({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  return (
    <div className="two-factor__setup">
      <p>
        Open an authenticator app on your phone (for example FreeOTP, Aegis, Google Authenticator or Microsoft Authenticator) and scan this
        code:
      </p>
      {/* An SVG drawn by the server, given as data: next/image has nothing to optimise. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className="two-factor__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt="QR code to scan with an authenticator app"
        width={200}
        height={200}
      />
      <p>
        Or type this key into the app: <code className="two-factor__secret">{secret.match(/.{1,4}/g)?.join(' ')}</code>
      </p>
    </div>
  )
}

/** Recovery codes, shown once: each signs in once in place of a code from the app. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="two-factor__codes">
      <h2>Your recovery codes</h2>
      <p>
        Keep these somewhere safe (a password manager, or on paper). Each one signs you in once if you lose your phone. They are shown only
        now.
      </p>
      <ul aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}

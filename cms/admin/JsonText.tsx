'use client'

import { FieldDescription, FieldLabel, fieldBaseClass, useField, withCondition } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'

/**
 * A JSON field shown as readable text. Payload's own JSON editor (Monaco)
 * loads its code from a public CDN: a request to another host, and a blank
 * field offline. Every JSON field here is written by the server (what a
 * visitor sent, an import's problems), so editors only need to read it.
 */
function JsonTextField({ field, path: pathFromProps }: JSONFieldClientProps) {
  const { path, value } = useField<unknown>({ potentiallyStalePath: pathFromProps })
  return (
    <div className={`${fieldBaseClass} json-text`}>
      <FieldLabel label={field.label} path={path} required={field.required} />
      <pre
        style={{
          margin: 0,
          padding: '0.75rem 1rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: 'var(--theme-elevation-50)',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-s)',
          fontSize: '0.8125rem',
          maxHeight: '30rem',
          overflow: 'auto',
        }}
      >
        {value === undefined || value === null ? '' : JSON.stringify(value, null, 2)}
      </pre>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

export const JsonText = withCondition(JsonTextField)

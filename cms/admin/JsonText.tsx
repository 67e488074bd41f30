'use client'

import { FieldDescription, FieldLabel, fieldBaseClass, useField, withCondition } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'

import { readOnlyTextStyle } from './readOnlyText'

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
      <pre style={{ ...readOnlyTextStyle, fontSize: '0.8125rem', maxHeight: '30rem' }}>
        {value === undefined || value === null ? '' : JSON.stringify(value, null, 2)}
      </pre>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

export const JsonText = withCondition(JsonTextField)

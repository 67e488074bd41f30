'use client'

import { FieldDescription, FieldLabel, fieldBaseClass, useField, withCondition } from '@payloadcms/ui'
import type { TextareaFieldClientProps } from 'payload'

/**
 * A text the server wrote (a form submission's answers as "Label: value"
 * lines), shown as text to read rather than a box to edit.
 */
function PlainTextField({ field, path: pathFromProps }: TextareaFieldClientProps) {
  const { path, value } = useField<string>({ potentiallyStalePath: pathFromProps })
  return (
    <div className={`${fieldBaseClass} plain-text`}>
      <FieldLabel label={field.label} path={path} />
      <pre
        style={{
          margin: 0,
          padding: '0.75rem 1rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontFamily: 'inherit',
          background: 'var(--theme-elevation-50)',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-s)',
          maxHeight: '40rem',
          overflow: 'auto',
        }}
      >
        {value ?? ''}
      </pre>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

export const PlainText = withCondition(PlainTextField)

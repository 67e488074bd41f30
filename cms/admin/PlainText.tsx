'use client'

import { FieldDescription, FieldLabel, fieldBaseClass, useField, withCondition } from '@payloadcms/ui'
import type { TextareaFieldClientProps } from 'payload'

import { readOnlyTextStyle } from './readOnlyText'

/**
 * A text the server wrote (a form submission's answers as "Label: value"
 * lines), shown as text to read rather than a box to edit.
 */
function PlainTextField({ field, path: pathFromProps }: TextareaFieldClientProps) {
  const { path, value } = useField<string>({ potentiallyStalePath: pathFromProps })
  return (
    <div className={`${fieldBaseClass} plain-text`}>
      <FieldLabel label={field.label} path={path} />
      <pre style={{ ...readOnlyTextStyle, fontFamily: 'inherit', maxHeight: '40rem' }}>{value ?? ''}</pre>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}

export const PlainText = withCondition(PlainTextField)

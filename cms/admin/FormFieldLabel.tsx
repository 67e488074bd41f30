'use client'
import { useRowLabel } from '@payloadcms/ui'

type FormFieldRow = { label?: string | null; name?: string | null; blockType?: string }

/** A form field's row in the form builder, named by its label (or name) and type instead of "Untitled". */
export function FormFieldLabel() {
  const { data, rowNumber } = useRowLabel<FormFieldRow>()
  const kind = data?.blockType ? `${data.blockType} field` : 'field'
  const name = data?.label?.trim() || data?.name?.trim()
  return <span>{name ? `${name} (${kind})` : `New ${kind} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>
}

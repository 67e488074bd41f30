import type { CSSProperties } from 'react'

/** How /admin shows a text the server wrote (a submission, an import's problems): a block to read, not a box to edit. */
export const readOnlyTextStyle: CSSProperties = {
  margin: 0,
  padding: '0.75rem 1rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: 'var(--theme-elevation-50)',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  overflow: 'auto',
}

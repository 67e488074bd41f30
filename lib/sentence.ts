/** Ends a phrase with a full stop, unless it already ends with one ("Okafor A, et al." stays as it is). */
export function asSentence(text: string): string {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** The `tel:` address of a phone number as people write it ("+44 (0)20 7946 0000" → "tel:+442079460000"). */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const international = trimmed.startsWith('+')
  // "(0)" is the national trunk prefix, dialled only from inside the country.
  const digits = (international ? trimmed.replace(/\(0\)/g, '') : trimmed).replace(/[^\d]/g, '')
  return `tel:${international ? '+' : ''}${digits}`
}

/** The `mailto:` address of an e-mail address. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`
}

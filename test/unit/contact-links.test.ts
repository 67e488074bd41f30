import { describe, expect, it } from 'vitest'

import { mailtoHref, telHref } from '@/lib/contactLinks'
import { asSentence } from '@/lib/sentence'

describe('telHref', () => {
  it('keeps the digits and the leading +', () => {
    expect(telHref('+00 20 7946 0000')).toBe('tel:+002079460000')
    expect(telHref(' 020-7946 0000 ')).toBe('tel:02079460000')
  })
  it('drops the national trunk prefix "(0)" of an international number', () => {
    expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+442079460000')
  })
})

describe('mailtoHref', () => {
  it('trims the address', () => {
    expect(mailtoHref(' info@northvale.example ')).toBe('mailto:info@northvale.example')
  })
})

describe('asSentence', () => {
  it('adds a full stop, unless the text ends with one', () => {
    expect(asSentence('Okafor A, Lindqvist M')).toBe('Okafor A, Lindqvist M.')
    expect(asSentence('Okafor A, Lindqvist M, et al.')).toBe('Okafor A, Lindqvist M, et al.')
    expect(asSentence('Is it? ')).toBe('Is it?')
  })
})

describe('demo rich text', () => {
  it('links the e-mail addresses and phone numbers of a paragraph', async () => {
    const { richText } = await import('../../cms/seed/richtext')
    const [paragraph] = richText(['Email info@northvale.example or call +00 20 7946 0000 on weekdays.']).root.children
    expect(paragraph?.children.map((n) => (n.type === 'link' ? `[${n.fields.url}]` : n.text))).toEqual([
      'Email ',
      '[mailto:info@northvale.example]',
      ' or call ',
      '[tel:+002079460000]',
      ' on weekdays.',
    ])
  })
})

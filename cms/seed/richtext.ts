/**
 * Minimal builders for Payload's lexical rich-text JSON.
 */

type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: number
  mode: 'normal'
  style: string
  version: number
}

type LinkNode = {
  type: 'link'
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  format: ''
  indent: number
  version: number
  direction: 'ltr'
  children: TextNode[]
}

type BlockNode = {
  type: 'paragraph' | 'heading'
  tag?: 'h2' | 'h3'
  format: ''
  indent: number
  version: number
  direction: 'ltr'
  textFormat?: number
  children: (TextNode | LinkNode)[]
}

export type RichText = {
  root: {
    type: 'root'
    format: ''
    indent: number
    version: number
    direction: 'ltr'
    children: BlockNode[]
  }
}

/** A block of rich text: a plain string is a paragraph (`[words](/path)` a link in it), `{ h2: '…' }` a heading. */
export type Block = string | { h2: string } | { h3: string }

const text = (value: string): TextNode => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const link = (label: string, url: string): LinkNode => ({
  type: 'link',
  fields: { linkType: 'custom', url, newTab: false },
  format: '',
  indent: 0,
  version: 3,
  direction: 'ltr',
  children: [text(label)],
})

/** E-mail addresses and international phone numbers in a sentence. */
const contactPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d[\d ()]{6,}\d/g

/** A sentence's text, with its e-mail addresses and phone numbers as `mailto:` and `tel:` links. */
function linked(value: string): (TextNode | LinkNode)[] {
  const nodes: (TextNode | LinkNode)[] = []
  let from = 0
  for (const match of value.matchAll(contactPattern)) {
    const found = match[0]
    if (match.index > from) nodes.push(text(value.slice(from, match.index)))
    nodes.push(link(found, found.includes('@') ? `mailto:${found}` : `tel:+${found.replace(/\D/g, '')}`))
    from = match.index + found.length
  }
  if (from < value.length) nodes.push(text(value.slice(from)))
  return nodes
}

/** A paragraph's text and links: `[words](/path)` becomes a link, and so do e-mail addresses and phone numbers. */
function inline(value: string): (TextNode | LinkNode)[] {
  return value
    .split(/(\[[^\]]+\]\([^)\s]+\))/)
    .filter(Boolean)
    .flatMap((part) => {
      const found = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part)
      return found ? [link(found[1] ?? '', found[2] ?? '')] : linked(part)
    })
}

const paragraph = (value: string): BlockNode => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  children: inline(value),
})

const heading = (value: string, tag: 'h2' | 'h3'): BlockNode => ({
  type: 'heading',
  tag,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children: [text(value)],
})

/** Rich text from paragraphs and headings, in order. */
export function richText(blocks: Block[]): RichText {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: blocks.map((block) =>
        typeof block === 'string' ? paragraph(block) : 'h2' in block ? heading(block.h2, 'h2') : heading(block.h3, 'h3'),
      ),
    },
  }
}

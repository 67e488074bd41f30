import sanitizeHtml from 'sanitize-html'

/** What a body from the CMS (or another upstream) may contain: text markup, links, images; no scripts or styles. */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h2', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'], '*': ['id'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
}

const sanitizeBody = (html: string) => sanitizeHtml(html, allowed)

/** A rich body rendered safely: content can never inject script into the page. */
export function RichText({ html, className = 'prose' }: { html: string; className?: string }) {
  if (!html) return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeBody(html) }} />
}

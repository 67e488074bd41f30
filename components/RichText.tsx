import sanitizeHtml from 'sanitize-html'

import { isVideoPlayerUrl } from '../lib/video.mjs'

/**
 * What a body from the CMS (or another upstream) may contain: text markup, links, images, and video previews
 * (lib/video.mjs) whose player is one of the allowed ones; no scripts or styles.
 */
const allowed: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h2', 'h3', 'h4', 'button'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'class'],
    figure: ['class'],
    figcaption: ['class'],
    div: ['class', 'data-video-src', 'data-video-title'],
    button: ['type', 'class', 'data-video-play'],
    '*': ['id'],
  },
  allowedClasses: {
    figure: ['video-embed'],
    figcaption: ['video-embed__caption'],
    div: ['video-embed__frame'],
    img: ['video-embed__poster'],
    button: ['video-embed__play'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
    // A preview may only turn into one of the allowed players.
    div: (tagName, attribs) => {
      const { 'data-video-src': src, ...rest } = attribs
      return { tagName, attribs: src && isVideoPlayerUrl(src) ? attribs : rest }
    },
    button: (tagName, attribs) => ({ tagName, attribs: { ...attribs, type: 'button' } }),
  },
}

const sanitizeBody = (html: string) => sanitizeHtml(html, allowed)

/** A rich body rendered safely: content can never inject script into the page. */
export function RichText({ html, className = 'prose' }: { html: string; className?: string }) {
  if (!html) return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeBody(html) }} />
}

import type { ReactNode } from 'react'

import type { Image } from '@/lib/contract/records'

import { ListenButton } from './ListenButton'
import { CreditedImage } from './Media'
import { RichText } from './RichText'

/** The frame of article-like pages: heading, meta, listen button, lead image, body. */
export function ArticleLayout({
  id,
  kicker,
  title,
  meta,
  lede,
  image,
  body,
  children,
}: {
  id: string
  kicker?: ReactNode
  title: string
  meta?: ReactNode
  lede?: string
  image?: Image | null
  body: string
  children?: ReactNode
}) {
  return (
    <article id={id} className="article">
      <header>
        {kicker ? <p className="kicker">{kicker}</p> : null}
        <h1>{title}</h1>
        {meta ? <p className="meta">{meta}</p> : null}
        {lede ? <p className="lede">{lede}</p> : null}
      </header>
      <ListenButton targetId={id} />
      {image ? <CreditedImage image={image} sizes="(max-width: 48rem) 100vw, 48rem" priority className="hero-image" /> : null}
      <RichText html={body} />
      {children}
    </article>
  )
}

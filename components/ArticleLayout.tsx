import type { ReactNode } from 'react'

import { ListenButton } from './ListenButton'
import { RichText } from './RichText'

/** The frame of article-like pages: heading, meta, listen button, body. */
export function ArticleLayout({
  id,
  kicker,
  title,
  meta,
  lede,
  media,
  body,
  children,
}: {
  id: string
  kicker?: ReactNode
  title: string
  meta?: ReactNode
  lede?: string
  media?: ReactNode
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
      {media}
      <RichText html={body} />
      {children}
    </article>
  )
}

import type { ReactNode } from 'react'

import type { Crumb } from '@/lib/breadcrumbs'
import { pageTrail } from '@/lib/breadcrumbs'
import type { Image } from '@/lib/contract/records'

import { Breadcrumbs } from './Breadcrumbs'
import { RecordJsonLd } from './JsonLd'
import { ListenButton } from './ListenButton'
import { CreditedImage } from './Media'
import { RichText } from './RichText'
import { ShareLinks } from './ShareLinks'

/**
 * The frame of detail pages: breadcrumbs (and the same trail as structured
 * data), heading, a key-facts panel — first on a phone, the right-hand column
 * on a wide screen — then the listen button, lead image, body and what the
 * page adds (`children`); `after` (related content, authors) closes the main
 * column, and share links close the panel.
 */
export function ArticleLayout({
  id,
  url,
  sections = [],
  describe,
  kicker,
  title,
  meta,
  lede,
  image,
  body,
  facts,
  factsLabel = 'Key facts',
  factsFirst = false,
  share = true,
  children,
  after,
}: {
  id: string
  /** The page's own address. */
  url: string
  /** The sections above the page in the breadcrumb trail (Home and the page itself are added). */
  sections?: Crumb[]
  /** The page's own structured data, beside its breadcrumb trail. */
  describe?: Parameters<typeof RecordJsonLd>[0]['describe']
  kicker?: ReactNode
  title: string
  meta?: ReactNode
  lede?: string
  image?: Image | null
  body: string
  facts?: ReactNode
  factsLabel?: string
  /** On a phone, the key facts before the lede (an event: when and where come first); else the lede first. */
  factsFirst?: boolean
  share?: boolean
  children?: ReactNode
  after?: ReactNode
}) {
  const record = { title, url }
  const hasPanel = Boolean(facts) || share
  return (
    <>
      <Breadcrumbs trail={pageTrail(sections, record)} />
      <RecordJsonLd describe={describe} sections={sections} record={record} />
      <article id={id} className={hasPanel ? 'article detail detail-with-panel' : 'article detail'}>
        <header className="detail-head">
          {kicker ? <p className="kicker">{kicker}</p> : null}
          <h1 data-listen>{title}</h1>
          {meta ? <p className="meta">{meta}</p> : null}
          {/* In the heading's part, so that on a phone (one column) it comes before the key facts. */}
          {lede && !factsFirst ? <Lede text={lede} /> : null}
        </header>
        {facts ? (
          <section className="detail-panel" aria-labelledby={`${id}-facts`}>
            <h2 id={`${id}-facts`}>{factsLabel}</h2>
            {facts}
            {share ? <ShareLinks title={title} path={url} /> : null}
          </section>
        ) : share ? (
          // Nothing to list: the panel holds the share links alone, under their own heading.
          <div className="detail-panel">
            <ShareLinks title={title} path={url} />
          </div>
        ) : null}
        <div className="detail-main">
          {lede && factsFirst ? <Lede text={lede} /> : null}
          <ListenButton targetId={id} />
          {image ? <CreditedImage image={image} sizes="(max-width: 48rem) 100vw, 48rem" priority className="hero-image" /> : null}
          <div data-listen>
            <RichText html={body} />
          </div>
          {children}
          {after}
        </div>
      </article>
    </>
  )
}

function Lede({ text }: { text: string }) {
  return (
    <p className="lede" data-listen>
      {text}
    </p>
  )
}

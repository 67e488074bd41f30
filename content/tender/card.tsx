import { tenderStatusLine } from '../../lib/time'
import { tender } from '.'
import type { Tender } from './record'

/** A tender in a list: its reference, status, summary and a link to its documents. */
export function TenderRow({ item }: { item: Tender }) {
  return (
    <article className="list-row">
      <h3 className="card-title">
        <a href={tender.url(item)}>{item.title}</a>
      </h3>
      <p className="meta">
        {item.reference} · {tenderStatusLine(item)}
      </p>
      <p>{item.summary}</p>
      {item.documents.length ? (
        <p>
          {item.documents.length === 1 ? 'One document' : `${item.documents.length} documents`}:{' '}
          <a href={tender.url(item)}>
            how to bid and the documents<span className="visually-hidden"> for {item.title}</span>
          </a>
        </p>
      ) : null}
    </article>
  )
}

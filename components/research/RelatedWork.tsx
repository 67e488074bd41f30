import type { ReactNode } from 'react'

import { CardGrid, EventCard, NewsCard, PersonCard, ProtocolRow, PublicationRow } from '@/components/cards'
import type { RelatedWork as Work } from '@/lib/contract/records'

/** One titled list of a research page, left out when empty; `more` links to the full listing. */
function Part({ id, title, more, grid, children }: { id: string; title: string; more?: ReactNode; grid: boolean; children: ReactNode[] }) {
  if (!children.length) return null
  return (
    <section aria-labelledby={id} className="research-part">
      <h2 id={id}>{title}</h2>
      {grid ? <CardGrid count={children.length}>{children}</CardGrid> : <ul className="research-rows">{children}</ul>}
      {more ? <p className="research-more">{more}</p> : null}
    </section>
  )
}

/**
 * What a research theme, a division or a field site lists: its people, news,
 * papers, studies and events, each part only when it has something.
 */
export function RelatedWork({ work, peopleHref, label }: { work: Work; peopleHref?: string; label: string }) {
  const nothing = Object.values(work).every((list) => list.length === 0)
  if (nothing) return <p className="notice">Nothing is listed under {label} yet.</p>
  return (
    <div className="research-related">
      <Part id="people" title="People" grid more={peopleHref ? <a href={peopleHref}>All of them on Our researchers</a> : null}>
        {work.people.map((item) => (
          <li key={item.id}>
            <PersonCard item={item} />
          </li>
        ))}
      </Part>
      <Part id="studies" title="Studies" grid={false}>
        {work.protocols.map((item) => (
          <li key={item.id}>
            <ProtocolRow item={item} />
          </li>
        ))}
      </Part>
      <Part id="news" title="News" grid>
        {work.news.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </Part>
      <Part id="publications" title="Publications" grid={false}>
        {work.publications.map((item) => (
          <li key={item.id}>
            <PublicationRow item={item} />
          </li>
        ))}
      </Part>
      <Part id="events" title="Events" grid>
        {work.events.map((item) => (
          <li key={item.id}>
            <EventCard item={item} />
          </li>
        ))}
      </Part>
    </div>
  )
}

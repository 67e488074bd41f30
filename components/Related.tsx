import type { records } from '@/lib/contract'
import { contentTypes } from '@/content'
import { orEmpty, orFallback, upstream } from '@/lib/upstream'

import { CardGrid, EventCard, NewsCard } from './cards'
import { ContentImage } from './Media'

/** At most `count` items other than `self`, those of the same division first. */
function pick<T extends { id: string | number; division: { id: string | number } | null }>(
  items: T[],
  self: { id: string | number; division: { id: string | number } | null },
  count = 3,
) {
  const others = items.filter((item) => item.id !== self.id)
  const same = others.filter((item) => self.division && item.division?.id === self.division.id)
  return [...same, ...others.filter((item) => !same.includes(item))].slice(0, count)
}

/** Other upcoming events, those of the same division first; nothing when there are none. */
export async function RelatedEvents({ event }: { event: records.EventDetail }) {
  const { data } = await orEmpty('related events', upstream('events', {}, { when: 'upcoming', perPage: 12 }))
  const items = pick(data, event)
  if (!items.length) return null
  return (
    <section aria-labelledby="related-heading" className="related" data-print="hidden">
      <h2 id="related-heading">More upcoming events</h2>
      <CardGrid count={items.length}>
        {items.map((item) => (
          <li key={item.id}>
            <EventCard item={item} />
          </li>
        ))}
      </CardGrid>
    </section>
  )
}

/** More stories of the same kind (news, blog, feature…), the same division first. */
export async function RelatedStories({ story }: { story: records.NewsDetail }) {
  const { data } = await orEmpty('related stories', upstream('newsEvents', { slug: story.section }, { perPage: 12 }))
  const items = pick(data, story)
  if (!items.length) return null
  return (
    <section aria-labelledby="related-heading" className="related" data-print="hidden">
      <h2 id="related-heading">Related stories</h2>
      <CardGrid count={items.length}>
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} />
          </li>
        ))}
      </CardGrid>
    </section>
  )
}

/** The people who wrote a story, each with their position and a link to their profile. */
export async function AuthorCards({ authors }: { authors: records.NewsDetail['authors'] }) {
  if (!authors.length) return null
  const people = await Promise.all(
    authors.map(async (author) => {
      const found = await orFallback(`author ${author.slug}`, upstream('people', { slug: author.slug }), null)
      return { ...author, detail: found?.people ?? null }
    }),
  )
  return (
    <section aria-labelledby="authors-heading" className="authors" data-print="hidden">
      <h2 id="authors-heading">{authors.length === 1 ? 'About the author' : 'About the authors'}</h2>
      <ul className="author-list">
        {people.map((person) => (
          <li key={person.slug} className="author">
            {person.detail?.photo ? <ContentImage image={person.detail.photo} sizes="4rem" className="author-photo" /> : null}
            <div>
              <p>
                <a href={contentTypes.person.url(person)}>{[person.detail?.honorific, person.name].filter(Boolean).join(' ')}</a>
              </p>
              {person.detail ? (
                <p className="meta">{[person.detail.position, person.detail.division?.name].filter(Boolean).join(' · ')}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

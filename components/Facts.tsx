import { Fragment, type ReactNode } from 'react'

import { contentTypes } from '@/content'

/** A record's key facts as a description list; facts without a value are left out. */
export function Facts({ facts }: { facts: [term: string, value: ReactNode][] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (!shown.length) return null
  return (
    <dl className="facts">
      {shown.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

/** People as links to their profiles, separated by commas; nothing when there are none. */
export function PeopleLinks({ people }: { people: { slug: string; name: string }[] }) {
  if (!people.length) return null
  return people.map((person, i) => [
    i ? ', ' : '',
    <a key={person.slug} href={contentTypes.person.url(person)}>
      {person.name}
    </a>,
  ])
}

import { type LeaderGroup, leaderGroupLabels, leaderGroups } from '@/lib/schema/sections'
import { orEmpty, upstream } from '@/lib/upstream'

import { ContentImage } from './Media'
import { RichText } from './RichText'
import { contentTypes } from '@/content'

const intros: Record<LeaderGroup, string> = {
  'senior-leadership-team': 'The team that runs the institute day to day.',
  'board-of-trustees': 'The trustees who govern the institute and hold it to account.',
  'scientific-advisory-group': 'Independent scientists who advise on our research strategy.',
}

/** /senior-leadership-team, /board-of-trustees and /scientific-advisory-group: one page, the group from the path. */
export async function LeadershipPage({ group }: { group: LeaderGroup }) {
  const { data: leaders } = await orEmpty(`leaders of ${group}`, upstream('leaders', { slug: group }))
  return (
    <>
      <h1>{leaderGroupLabels[group]}</h1>
      <p className="lede">{intros[group]}</p>
      <nav aria-label="Leadership" className="section">
        <ul className="inline-list">
          {leaderGroups.map((g) => (
            <li key={g}>
              <a href={contentTypes.leader.url({ group: g })} aria-current={g === group ? 'page' : undefined}>
                {leaderGroupLabels[g]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {leaders.length ? (
        <ul className="leaders">
          {leaders.map((leader) => (
            <li key={leader.id}>
              <article>
                {leader.photo ? <ContentImage image={leader.photo} sizes="10rem" className="profile-photo" /> : null}
                <h2>{leader.profileUrl ? <a href={leader.profileUrl}>{leader.name}</a> : leader.name}</h2>
                <p className="meta">{leader.role}</p>
                <RichText html={leader.biography} />
              </article>
            </li>
          ))}
        </ul>
      ) : (
        <p className="notice">The members of this group could not be shown just now.</p>
      )}
    </>
  )
}

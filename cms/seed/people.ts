import { leaders } from './data/leaders'
import { draftPerson, people, type PersonSeed } from './data/people'
import { staff } from './data/staff'
import { idOf, type ID, type Seeder } from './helpers'
import type { DemoMedia } from './media'
import type { Filing, Lookup } from './research'

/** The people with public profiles (and one draft); returns the lookup of their ids by slug. */
export async function seedPeople(s: Seeder, media: DemoMedia, filing: Filing): Promise<Lookup> {
  const { division, themesOf, fieldSitesOf } = filing
  const personIds = new Map<string, ID>()
  const personData = async (p: PersonSeed, i = 0) => ({
    name: p.name,
    slug: p.slug,
    honorific: p.honorific,
    position: p.position,
    division: division(p.division),
    themes: themesOf(p.division, i),
    fieldSites: fieldSitesOf(p.division, i),
    ...(p.photo ? { photo: await media.portrait(p.honorific, p.name) } : {}),
    summary: p.summary,
    biography: p.biography,
    expertise: p.expertise,
    email: p.email,
    ...(p.orcid ? { orcid: p.orcid } : {}),
    isResearcher: p.isResearcher,
    order: p.order,
  })
  for (const [i, p] of people.entries()) {
    personIds.set(p.slug, await s.ensure('people', 'slug', p.slug, async () => s.published(await personData(p, i))))
  }
  await s.ensure('people', 'slug', draftPerson.slug, () => personData(draftPerson), { draft: true })
  s.log(`${personIds.size} people`)
  return (slug) => idOf(personIds, slug, 'person')
}

export async function seedLeaders(s: Seeder, media: DemoMedia, person: Lookup): Promise<void> {
  for (const l of leaders) {
    await s.ensure('leaders', 'slug', l.slug, async () =>
      s.published({
        name: l.name,
        slug: l.slug,
        role: l.role,
        group: l.group,
        ...(l.photo ? { photo: await media.portrait(l.honorific, l.name) } : {}),
        biography: l.biography,
        ...(l.person ? { person: person(l.person) } : {}),
        order: l.order,
      }),
    )
  }
  s.log(`${leaders.length} leaders`)
}

/** The staff registry (never public: read only by the staff verification flow), its portraits apart from the media library. */
export async function seedStaff(s: Seeder, media: DemoMedia, division: Lookup): Promise<void> {
  for (const m of staff) {
    await s.ensure('staff', 'employeeId', m.employeeId, async () => ({
      employeeId: m.employeeId,
      name: m.name,
      designation: m.designation,
      division: division(m.division),
      status: m.status,
      ...(m.portrait ? { photo: await media.staffPortrait(m.employeeId, m.portrait) } : {}),
    }))
  }
  s.log(`${staff.length} staff records`)
}

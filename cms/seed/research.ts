import { divisions } from './data/divisions'
import { protocols } from './data/protocols'
import { publications } from './data/publications'
import * as ref from './data/reference'
import { idOf, type ID, type Seeder } from './helpers'
import type { DemoMedia } from './media'
import { richText } from './richtext'

/** How a record is filed: its division, and the research themes and field sites that go with it. */
export type Filing = {
  division: (slug: string) => ID
  /** A record's themes: its division's theme, and for every third record the data theme as well. */
  themesOf: (divisionSlug: string, i: number) => ID[]
  /** A record's field site: one of the sites its division works at, in turn. */
  fieldSitesOf: (divisionSlug: string, i: number) => ID[]
}

/** A lookup of ids by key, failing loudly on a typo in the seed data. */
export type Lookup = (key: string) => ID

export async function seedDivisions(s: Seeder): Promise<Lookup> {
  const divisionIds = new Map<string, ID>()
  for (const d of divisions) {
    divisionIds.set(d.slug, await s.ensure('divisions', 'slug', d.slug, { ...d }))
  }
  return (slug) => idOf(divisionIds, slug, 'division')
}

/** Research themes and field sites, before the people and work filed under them. */
export async function seedThemesAndFieldSites(s: Seeder, media: DemoMedia, division: Lookup): Promise<Filing> {
  const divisionName = (slug: string) => divisions.find((d) => d.slug === slug)?.name ?? slug
  const themeIds = new Map<string, ID>()
  for (const [i, t] of ref.researchThemes.entries()) {
    const id = await s.ensure(
      'research-themes',
      'slug',
      t.slug,
      s.published({
        title: t.title,
        slug: t.slug,
        summary: t.summary,
        image: media.banner(t.image),
        body: richText([
          t.summary,
          { h2: 'How we work' },
          `The ${divisionName(t.division)} division leads this theme, with colleagues from across the institute and partners at our field sites.`,
          'Our studies are designed with the communities and health services they serve, and their results are shared with them first.',
        ]),
        order: i + 1,
      }),
    )
    themeIds.set(t.division, id)
  }
  const fieldSiteIds = new Map<string, ID>()
  for (const m of ref.globalMarkers) {
    const description = richText([
      `Researchers and field teams based in ${m.country} run studies here with local health services and communities.`,
      'Visits are arranged through the site office; community advisory boards review every study before it starts.',
    ])
    const { name, slug, country, latitude, longitude, summary } = m
    fieldSiteIds.set(
      slug,
      await s.ensure('global-markers', 'name', name, { name, slug, country, latitude, longitude, summary, description }),
    )
  }
  s.log(`${themeIds.size} research themes, ${fieldSiteIds.size} field sites`)
  return {
    division,
    themesOf: (divisionSlug, i) => {
      const data = 'data-science-biostatistics'
      return [divisionSlug, ...(i % 3 === 0 && divisionSlug !== data ? [data] : [])].map((d) => idOf(themeIds, d, 'research theme'))
    },
    fieldSitesOf: (divisionSlug, i) => {
      const sites = ref.globalMarkers.filter((m) => m.divisions.includes(divisionSlug))
      return sites.length ? [idOf(fieldSiteIds, sites[i % sites.length].slug, 'field site')] : []
    },
  }
}

export async function seedPublications(s: Seeder, filing: Filing, person: Lookup): Promise<void> {
  const { division, themesOf } = filing
  for (const [i, p] of publications.entries()) {
    await s.ensure(
      'publications',
      'slug',
      p.slug,
      s.published({
        ...p,
        authors: p.authors.map((a) => ({ name: a.name, person: a.person ? person(a.person) : null })),
        division: division(p.division),
        themes: themesOf(p.division, i),
      }),
    )
  }
  s.log(`${publications.length} publications`)
}

/** Protocols, each with its protocol document. */
export async function seedProtocols(s: Seeder, media: DemoMedia, filing: Filing, person: Lookup): Promise<void> {
  const { division, themesOf, fieldSitesOf } = filing
  for (const [i, p] of protocols.entries()) {
    await s.ensure('protocols', 'protocolNumber', p.protocolNumber, async () =>
      s.published({
        ...p,
        principalInvestigator: person(p.principalInvestigator),
        division: division(p.division),
        themes: themesOf(p.division, i),
        fieldSites: fieldSitesOf(p.division, i),
        documents: [
          {
            title: `Study protocol, version ${p.version}`,
            file: await media.document(
              `Study protocol ${p.protocolNumber}, version ${p.version}`,
              `${p.protocolNumber.toLowerCase()}-v${p.version}.pdf`,
              [p.title.slice(0, 90), `Protocol number: ${p.protocolNumber}`, `Version: ${p.version}`],
            ),
          },
        ],
      }),
    )
  }
  s.log(`${protocols.length} protocols`)
}

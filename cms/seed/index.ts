import type { Payload } from 'payload'

import { divisions } from './data/divisions'
import { draftEvent, events, type EventSeed } from './data/events'
import { forms } from './data/forms'
import { banners, bannerKeys, type BannerKey } from './data/images'
import { leaders } from './data/leaders'
import { menus } from './data/menus'
import { draftNews, news, type NewsSeed } from './data/news'
import { draftPage, pages, type PageSeed } from './data/pages'
import { draftPerson, people, type PersonSeed } from './data/people'
import { protocols } from './data/protocols'
import { publications } from './data/publications'
import { richText } from './richtext'
import * as ref from './data/reference'
import { rebuildSearchIndex } from '../../lib/backend/searchIndex'
import { contentTypes } from '../../lib/content'
import { slugify } from '../../lib/contract/slug'
import { staff } from './data/staff'
import { tenders } from './data/tenders'
import { context, idOf, inOrder, Seeder, type ID } from './helpers'
import { bannerSvg, jpeg, logoSvg, palettes, pdf, png, portraitSvg, type PaletteName } from './images'

/** Slugs of the draft documents the seed creates, for tests. */
export const seedDrafts = {
  news: 'unpublished-draft-story',
  event: 'unpublished-draft-event',
  person: 'unpublished-draft-person',
  article: 'unpublished-draft-page',
} as const

const paletteNames = Object.keys(palettes) as PaletteName[]
const paletteFor = (name: string): PaletteName => {
  let h = 0
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0
  return paletteNames[h % paletteNames.length] as PaletteName
}

/**
 * Fill the database with the demo content of the invented Northvale Institute.
 * Idempotent: every document is looked up by its unique key first and only
 * created when missing, so running it again creates nothing.
 */
export async function seed(payload: Payload): Promise<void> {
  const started = Date.now()
  const s = new Seeder(payload)
  const log = (message: string) => payload.logger.info(`seed: ${message}`)
  log('starting')

  // Divisions
  const divisionIds = new Map<string, ID>()
  for (const d of divisions) {
    divisionIds.set(d.slug, await s.ensure('divisions', 'slug', d.slug, { ...d }))
  }
  const division = (slug: string) => idOf(divisionIds, slug, 'division')

  // Images
  const bannerIds = new Map<BannerKey, ID>()
  for (const key of bannerKeys) {
    const b = banners[key]
    bannerIds.set(
      key,
      await s.ensure(
        'media',
        'alt',
        b.alt,
        { alt: b.alt, credit: 'Illustration: Northvale Institute' },
        {
          file: () => jpeg(bannerSvg(key, palettes[b.palette], b.motif), `banner-${key}.jpg`),
        },
      ),
    )
  }
  const banner = (key: BannerKey) => idOf(bannerIds as Map<string, ID>, key, 'banner')

  const portraitIds = new Map<string, ID>()
  const portrait = async (honorific: string, name: string): Promise<ID> => {
    const cached = portraitIds.get(name)
    if (cached !== undefined) return cached
    const alt = `Portrait placeholder for ${honorific} ${name}: a softly lit head-and-shoulders silhouette`
    const id = await s.ensure(
      'media',
      'alt',
      alt,
      { alt, credit: 'Illustration: Northvale Institute' },
      {
        file: () => jpeg(portraitSvg(name, palettes[paletteFor(name)]), `portrait-${slugify(name)}.jpg`),
      },
    )
    portraitIds.set(name, id)
    return id
  }
  const logo = async (name: string): Promise<ID> => {
    const alt = `${name} logo`
    return s.ensure(
      'media',
      'alt',
      alt,
      { alt },
      { file: () => png(logoSvg(name, palettes[paletteFor(name)]), `logo-${slugify(name)}.png`) },
    )
  }
  const document = async (alt: string, filename: string, lines: string[]): Promise<ID> =>
    s.ensure('media', 'alt', alt, { alt }, { file: () => pdf(alt, lines, filename) })
  log(`images ready (${bannerIds.size} banners)`)

  // Research themes and field sites, before the people and work tagged with them
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
        image: banner(t.image),
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
  /** A record's themes: its division's theme, and for every third record the data theme as well. */
  const themesOf = (divisionSlug: string, i: number) => {
    const data = 'data-science-biostatistics'
    return [divisionSlug, ...(i % 3 === 0 && divisionSlug !== data ? [data] : [])].map((d) => idOf(themeIds, d, 'research theme'))
  }
  /** A record's field site: one of the sites its division works at, in turn. */
  const fieldSitesOf = (divisionSlug: string, i: number) => {
    const sites = ref.globalMarkers.filter((m) => m.divisions.includes(divisionSlug))
    return sites.length ? [idOf(fieldSiteIds, sites[i % sites.length].slug, 'field site')] : []
  }
  log(`${themeIds.size} research themes, ${fieldSiteIds.size} field sites`)

  // People
  const personIds = new Map<string, ID>()
  const personData = async (p: PersonSeed, i = 0) => ({
    name: p.name,
    slug: p.slug,
    honorific: p.honorific,
    position: p.position,
    division: division(p.division),
    themes: themesOf(p.division, i),
    fieldSites: fieldSitesOf(p.division, i),
    ...(p.photo ? { photo: await portrait(p.honorific, p.name) } : {}),
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
  const person = (slug: string) => idOf(personIds, slug, 'person')
  log(`${personIds.size} people`)

  // News
  const newsData = (n: NewsSeed, i = 0) => ({
    title: n.title,
    slug: n.slug,
    type: n.type,
    publishedAt: n.publishedAt,
    summary: n.summary,
    ...(n.image ? { image: banner(n.image) } : {}),
    body: n.body,
    division: division(n.division),
    themes: themesOf(n.division, i),
    fieldSites: fieldSitesOf(n.division, i),
    authors: n.authors.map(person),
    ...(n.source ? { source: n.source } : {}),
  })
  for (const [i, n] of news.entries()) await s.ensure('news', 'slug', n.slug, s.published(newsData(n, i)))
  await s.ensure('news', 'slug', draftNews.slug, newsData(draftNews), { draft: true })
  log(`${news.length} news items`)

  // Events
  const eventData = (e: EventSeed, i = 0) => ({
    title: e.title,
    slug: e.slug,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    timeZone: e.timeZone,
    venue: e.venue,
    ...(e.address ? { address: e.address } : {}),
    online: e.online,
    ...(e.registrationUrl ? { registrationUrl: e.registrationUrl } : {}),
    summary: e.summary,
    ...(e.image ? { image: banner(e.image) } : {}),
    body: e.body,
    division: division(e.division),
    themes: themesOf(e.division, i),
    fieldSites: fieldSitesOf(e.division, i),
    speakers: e.speakers.map(person),
  })
  for (const [i, e] of events.entries()) await s.ensure('events', 'slug', e.slug, s.published(eventData(e, i)))
  await s.ensure('events', 'slug', draftEvent.slug, eventData(draftEvent), { draft: true })
  log(`${events.length} events`)

  // Publications
  for (const [i, p] of publications.entries()) {
    await s.ensure(
      'publications',
      'slug',
      p.slug,
      s.published({ ...p, authors: p.authors.map(person), division: division(p.division), themes: themesOf(p.division, i) }),
    )
  }
  log(`${publications.length} publications`)

  // Protocols, each with its protocol document
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
            file: await document(
              `Study protocol ${p.protocolNumber}, version ${p.version}`,
              `${p.protocolNumber.toLowerCase()}-v${p.version}.pdf`,
              [p.title.slice(0, 90), `Protocol number: ${p.protocolNumber}`, `Version: ${p.version}`],
            ),
          },
        ],
      }),
    )
  }
  log(`${protocols.length} protocols`)

  // Tenders, each with its tender document
  for (const t of tenders) {
    await s.ensure('tenders', 'reference', t.reference, async () =>
      s.published({
        ...t,
        documents: [
          {
            title: 'Tender document',
            file: await document(`Tender document ${t.reference}`, `tender-${slugify(t.reference)}.pdf`, [
              t.title.slice(0, 90),
              `Reference: ${t.reference}`,
              'Bids to: tenders@northvale.example',
            ]),
          },
        ],
      }),
    )
  }
  log(`${tenders.length} tenders`)

  // Leaders
  for (const l of leaders) {
    await s.ensure('leaders', 'slug', l.slug, async () =>
      s.published({
        name: l.name,
        slug: l.slug,
        role: l.role,
        group: l.group,
        ...(l.photo ? { photo: await portrait(l.honorific, l.name) } : {}),
        biography: l.biography,
        ...(l.person ? { person: person(l.person) } : {}),
        order: l.order,
      }),
    )
  }
  log(`${leaders.length} leaders`)

  // Editor-built forms (the contact form, a tender document request), before the pages that show them
  const formIds = new Map<string, ID>()
  for (const f of forms) formIds.set(f.slug, await s.ensure('forms', 'slug', f.slug, { ...f }))
  log(`${forms.length} forms`)

  // Pages
  const pageData = (p: PageSeed) => ({
    title: p.title,
    slug: p.slug,
    summary: p.summary,
    ...(p.image ? { image: banner(p.image) } : {}),
    body: p.body,
    ...(p.form ? { form: idOf(formIds, p.form, 'form') } : {}),
  })
  for (const p of pages) await s.ensure('pages', 'slug', p.slug, s.published(pageData(p)))
  await s.ensure('pages', 'slug', draftPage.slug, pageData(draftPage), { draft: true })
  log(`${pages.length} pages`)

  // A redirect as editors keep them: the short address /about leads to About us, and follows it if it is renamed.
  const aboutUs = await s.ensure('pages', 'slug', 'about-us', () => {
    throw new Error('About us is among the pages above')
  })
  await s.ensure('redirects', 'from', '/about', {
    from: '/about',
    to: { type: 'reference', reference: { relationTo: 'pages', value: aboutUs } },
  })

  // Staff registry (never public: read only by the staff verification flow), its portraits apart from the media library
  const staffPortrait = (m: (typeof staff)[number], drawn: string) => {
    const filename = `staff-${m.employeeId.toLowerCase()}.jpg`
    return s.ensure(
      'staff-portraits',
      'filename',
      filename,
      {},
      { file: () => jpeg(portraitSvg(drawn, palettes[paletteFor(drawn)]), filename) },
    )
  }
  for (const m of staff) {
    await s.ensure('staff', 'employeeId', m.employeeId, async () => ({
      employeeId: m.employeeId,
      name: m.name,
      designation: m.designation,
      division: division(m.division),
      status: m.status,
      ...(m.portrait ? { photo: await staffPortrait(m, m.portrait) } : {}),
    }))
  }
  log(`${staff.length} staff records`)

  // Menus
  const menuIds = new Map<string, ID>()
  for (const m of menus) menuIds.set(m.slug, await s.ensure('menus', 'slug', m.slug, { ...m }))

  // Site furniture
  /** A row naming its banner by key, with the banner's id instead. */
  const withBanner = <T extends { image?: BannerKey }>(row: T) => ({ ...row, image: row.image ? banner(row.image) : undefined })
  /** A row saying whether it has a logo, with a drawn logo's id instead. */
  const withLogo = async <T extends { name: string; logo?: boolean }>({ logo: hasLogo, ...row }: T) => ({
    ...row,
    ...(hasLogo ? { logo: await logo(row.name) } : {}),
  })
  for (const q of ref.quickLinks) await s.ensure('quick-links', 'label', q.label, { ...q })
  for (const a of ref.awards) await s.ensure('awards', 'title', a.title, withBanner(a))
  for (const d of ref.donates) await s.ensure('donates', 'title', d.title, withBanner(d))
  for (const a of ref.achievements) await s.ensure('achievements', 'label', a.label, { ...a })
  for (const t of ref.testimonials) await s.ensure('testimonials', 'name', t.name, { ...t })
  for (const c of ref.carousel) await s.ensure('carousel-images', 'title', c.title, withBanner(c))
  for (const c of ref.collaborations) await s.ensure('collaborations', 'name', c.name, () => withLogo(c))
  for (const d of ref.donors) await s.ensure('donors', 'name', d.name, () => withLogo(d))
  for (const h of ref.highlightTopics) await s.ensure('highlight-topics', 'slug', h.slug, withBanner(h))
  // Highlights: the four latest features that "Latest news" does not show (even at six stories), newest first.
  const onLatestNews = new Set(
    news
      .filter((n) => n.type === 'news' || n.type === 'blog' || n.type === 'feature')
      .slice(-6)
      .map((n) => n.slug),
  )
  const highlights = news
    .filter((n) => n.type === 'feature' && !onLatestNews.has(n.slug))
    .slice(-4)
    .reverse()
    .map((f) => ({ title: f.title, summary: f.summary, url: `/features/${f.slug}`, image: f.image }))
  for (const h of inOrder(highlights)) await s.ensure('highlights', 'title', h.title, withBanner(h))
  // The home page's theme tiles lead to the themes' pages.
  const themeTiles = ref.researchThemes.map(({ title, summary, image, slug }) => ({
    title,
    summary,
    image,
    url: contentTypes.theme.url({ slug }),
  }))
  for (const t of inOrder(themeTiles)) await s.ensure('items', 'title', t.title, withBanner(t))
  for (const [name, code] of ref.countries) await s.ensure('countries', 'code', code, { name, code })
  for (const r of ref.mediaResources) {
    await s.ensure('media-resources', 'title', r.title, async () => ({
      ...r,
      file: await document(r.title, `${slugify(r.title)}.pdf`, [`Category: ${r.category}`, `Year: ${r.year}`]),
    }))
  }
  for (const p of ref.pinnedSearches) await s.ensure('pinned-searches', 'term', p.term, { ...p })
  log('site furniture ready')

  // Globals: fill what is still empty, never overwrite an editor's changes.
  await fillGlobal(
    payload,
    'settings',
    {
      ...ref.settings,
      footerMenu: idOf(menuIds, 'footer-institute', 'menu'),
    },
    { productName: 'Institute' },
  )
  await fillGlobal(payload, 'front-page-settings', ref.frontPage)

  log(`search index: ${await rebuildSearchIndex(payload)} documents`)

  const created = Object.values(s.tally).reduce((sum, t) => sum + t.created, 0)
  const existing = Object.values(s.tally).reduce((sum, t) => sum + t.existing, 0)
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${created} created, ${existing} already present`)
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** Set the global's fields that are empty (or still at the given defaults). */
async function fillGlobal(
  payload: Payload,
  slug: 'settings' | 'front-page-settings',
  values: Record<string, unknown>,
  defaults: Record<string, unknown> = {},
): Promise<void> {
  const current = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true, context })) as unknown as Record<string, unknown>
  const patch: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    const now = current[key]
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const group = (now && typeof now === 'object' ? now : {}) as Record<string, unknown>
      const missing = Object.entries(value).filter(([k]) => isEmpty(group[k]))
      if (missing.length) patch[key] = { ...group, ...Object.fromEntries(missing) }
    } else if (isEmpty(now) || (key in defaults && now === defaults[key])) {
      patch[key] = value
    }
  }
  if (Object.keys(patch).length === 0) return
  await payload.updateGlobal({ slug, data: patch as never, depth: 0, overrideAccess: true, context })
  payload.logger.info(`seed: ${slug} filled (${Object.keys(patch).join(', ')})`)
}

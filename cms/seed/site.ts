import { contentTypes } from '../../content'
import { slugify } from '../../lib/slug'
import { forms } from './data/forms'
import type { BannerKey } from './data/images'
import { menus } from './data/menus'
import { news } from './data/news'
import { draftPage, pages, type PageSeed } from './data/pages'
import * as ref from './data/reference'
import { tenders } from './data/tenders'
import { idOf, inOrder, type ID, type Seeder } from './helpers'
import type { DemoMedia } from './media'
import type { Lookup } from './research'

/** Tenders, each with its tender document. */
export async function seedTenders(s: Seeder, media: DemoMedia): Promise<void> {
  for (const t of tenders) {
    await s.ensure('tenders', 'reference', t.reference, async () =>
      s.published({
        ...t,
        documents: [
          {
            title: 'Tender document',
            file: await media.document(`Tender document ${t.reference}`, `tender-${slugify(t.reference)}.pdf`, [
              t.title.slice(0, 90),
              `Reference: ${t.reference}`,
              'Bids to: tenders@northvale.example',
            ]),
          },
        ],
      }),
    )
  }
  s.log(`${tenders.length} tenders`)
}

/** Editor-built forms (the contact form, a tender document request), before the pages that show them. */
export async function seedForms(s: Seeder): Promise<Lookup> {
  const formIds = new Map<string, ID>()
  for (const f of forms) formIds.set(f.slug, await s.ensure('forms', 'slug', f.slug, { ...f }))
  s.log(`${forms.length} forms`)
  return (slug) => idOf(formIds, slug, 'form')
}

/** The pages (and one draft), and a redirect as editors keep them. */
export async function seedPages(s: Seeder, media: DemoMedia, form: Lookup): Promise<void> {
  const pageData = (p: PageSeed) => ({
    title: p.title,
    slug: p.slug,
    summary: p.summary,
    ...(p.image ? { image: media.banner(p.image) } : {}),
    body: p.body,
    ...(p.form ? { form: form(p.form) } : {}),
  })
  for (const p of pages) await s.ensure('pages', 'slug', p.slug, s.published(pageData(p)))
  await s.ensure('pages', 'slug', draftPage.slug, pageData(draftPage), { draft: true })
  s.log(`${pages.length} pages`)

  // The short address /about leads to About us, and follows it if it is renamed.
  const aboutUs = await s.ensure('pages', 'slug', 'about-us', () => {
    throw new Error('About us is among the pages above')
  })
  await s.ensure('redirects', 'from', '/about', {
    from: '/about',
    to: { type: 'reference', reference: { relationTo: 'pages', value: aboutUs } },
  })
}

export async function seedMenus(s: Seeder): Promise<Lookup> {
  const menuIds = new Map<string, ID>()
  for (const m of menus) menuIds.set(m.slug, await s.ensure('menus', 'slug', m.slug, { ...m }))
  return (slug) => idOf(menuIds, slug, 'menu')
}

/** What the home page and the site's furniture show: quick links, awards, partners, highlights, tiles… */
export async function seedSiteFurniture(s: Seeder, media: DemoMedia): Promise<void> {
  /** A row naming its banner by key, with the banner's id instead. */
  const withBanner = <T extends { image?: BannerKey }>(row: T) => ({ ...row, image: row.image ? media.banner(row.image) : undefined })
  /** A row saying whether it has a logo, with a drawn logo's id instead. */
  const withLogo = async <T extends { name: string; logo?: boolean }>({ logo: hasLogo, ...row }: T) => ({
    ...row,
    ...(hasLogo ? { logo: await media.logo(row.name) } : {}),
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
  for (const h of inOrder(highlights())) await s.ensure('highlights', 'title', h.title, withBanner(h))
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
      file: await media.document(r.title, `${slugify(r.title)}.pdf`, [`Category: ${r.category}`, `Year: ${r.year}`]),
    }))
  }
  for (const p of ref.pinnedSearches) await s.ensure('pinned-searches', 'term', p.term, { ...p })
  s.log('site furniture ready')
}

/** Highlights: the four latest features that "Latest news" does not show (even at six stories), newest first. */
function highlights() {
  const onLatestNews = new Set(
    news
      .filter((n) => n.type === 'news' || n.type === 'blog' || n.type === 'feature')
      .slice(-6)
      .map((n) => n.slug),
  )
  return news
    .filter((n) => n.type === 'feature' && !onLatestNews.has(n.slug))
    .slice(-4)
    .reverse()
    .map((f) => ({ title: f.title, summary: f.summary, url: `/features/${f.slug}`, image: f.image }))
}

/** The site's settings and the front page's: fill what is still empty, never overwrite an editor's changes. */
export async function seedGlobals(s: Seeder, menu: Lookup): Promise<void> {
  await fillGlobal(s, 'settings', { ...ref.settings, footerMenu: menu('footer-institute') }, { productName: 'Institute' })
  await fillGlobal(s, 'front-page-settings', ref.frontPage)
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** Set the global's fields that are empty (or still at the given defaults). */
async function fillGlobal(
  s: Seeder,
  slug: 'settings' | 'front-page-settings',
  values: Record<string, unknown>,
  defaults: Record<string, unknown> = {},
): Promise<void> {
  const { payload } = s
  const current = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true, req: s.req() })) as unknown as Record<string, unknown>
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
  await payload.updateGlobal({ slug, data: patch as never, depth: 0, overrideAccess: true, req: s.req() })
  payload.logger.info(`seed: ${slug} filled (${Object.keys(patch).join(', ')})`)
}

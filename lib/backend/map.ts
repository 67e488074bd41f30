import { contentTypes, linkableType } from '../../content'
import type { records } from '../contract'
import { sectionOfType } from '../contract/sections'
import { zoneOrDefault } from '../time'
import { type Ref, divisionRef, documents, image, iso, meta, resolved, resolvedMany, richTextHtml } from '../../content/map'
import type * as CMS from '../../cms/payload-types'

/**
 * CMS documents → contract records for the content types and menus (the small
 * reference lists are reshaped beside their handler): relationships are
 * resolved (depth ≥ 1), rich text becomes HTML, addresses come from the
 * content registry.
 */

export const division = (d: CMS.Division): records.Division => ({
  id: d.id,
  slug: d.slug,
  name: d.name,
  summary: d.summary ?? '',
})

const personRef = (p: CMS.Person) => ({ id: p.id, slug: p.slug, name: p.name })
const personRefOf = (value: Ref<CMS.Person>) => {
  const person = resolved(value)
  return person ? personRef(person) : null
}

export function newsSummary(n: CMS.News): records.NewsSummary {
  return {
    id: n.id,
    slug: n.slug,
    title: n.title,
    type: n.type,
    section: sectionOfType[n.type],
    url: contentTypes.news.url(n),
    summary: n.summary,
    publishedAt: iso(n.publishedAt),
    year: new Date(n.publishedAt).getUTCFullYear(),
    image: image(n.image),
    division: divisionRef(n.division),
    source: n.source?.outlet && n.source.url ? { outlet: n.source.outlet, url: n.source.url } : null,
  }
}

export const newsDetail = (n: CMS.News): records.NewsDetail => ({
  ...newsSummary(n),
  body: richTextHtml(n.body),
  authors: resolvedMany(n.authors).map(personRef),
  updatedAt: iso(n.updatedAt),
  meta: meta(n.meta),
})

export const eventSummary = (e: CMS.Event): records.EventSummary => ({
  id: e.id,
  slug: e.slug,
  title: e.title,
  url: contentTypes.event.url(e),
  summary: e.summary,
  startsAt: iso(e.startsAt),
  endsAt: e.endsAt ? iso(e.endsAt) : null,
  timeZone: zoneOrDefault(e.timeZone),
  venue: e.venue ?? '',
  address: e.address ?? '',
  online: Boolean(e.online),
  registrationUrl: e.registrationUrl || null,
  image: image(e.image),
  division: divisionRef(e.division),
})

export const eventDetail = (e: CMS.Event): records.EventDetail => ({
  ...eventSummary(e),
  body: richTextHtml(e.body),
  speakers: resolvedMany(e.speakers).map(personRef),
  updatedAt: iso(e.updatedAt),
  meta: meta(e.meta),
})

export const personSummary = (p: CMS.Person): records.PersonSummary => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  honorific: p.honorific ?? '',
  position: p.position,
  url: contentTypes.person.url(p),
  summary: p.summary ?? '',
  photo: image(p.photo),
  division: divisionRef(p.division),
  expertise: p.expertise ?? [],
})

export const personDetail = (p: CMS.Person, publications: CMS.Publication[]): records.PersonDetail => ({
  ...personSummary(p),
  biography: richTextHtml(p.biography),
  themes: resolvedMany(p.themes).map(themeRef),
  fieldSites: resolvedMany(p.fieldSites).map(fieldSiteRef),
  email: p.email ?? null,
  orcid: p.orcid ?? null,
  publications: publications.map(publicationSummary),
  updatedAt: iso(p.updatedAt),
  meta: meta(p.meta),
})

export const publicationSummary = (p: CMS.Publication): records.PublicationSummary => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  authorList: p.authorList,
  journal: p.journal,
  publishedAt: iso(p.publishedAt),
  year: new Date(p.publishedAt).getUTCFullYear(),
  doi: p.doi ?? null,
  // A paper's address is the publisher's or the DOI's; without either it has none.
  url: p.url || p.doi ? contentTypes.publication.url(p) : null,
  abstract: p.abstract ?? '',
  openAccess: Boolean(p.openAccess),
  division: divisionRef(p.division),
})

export const protocolSummary = (p: CMS.Protocol): records.ProtocolSummary => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  url: contentTypes.protocol.url(p),
  protocolNumber: p.protocolNumber,
  version: p.version ?? '1.0',
  studyStatus: p.studyStatus,
  approvedAt: iso(p.approvedAt),
  summary: p.summary,
  principalInvestigator: personRefOf(p.principalInvestigator),
  division: divisionRef(p.division),
})

export const protocolDetail = (p: CMS.Protocol): records.ProtocolDetail => ({
  ...protocolSummary(p),
  body: richTextHtml(p.body),
  documents: documents(p.documents),
  updatedAt: iso(p.updatedAt),
  meta: meta(p.meta),
})

export const leader = (l: CMS.Leader): records.Leader => {
  const person = resolved(l.person)
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    role: l.role,
    group: l.group,
    photo: image(l.photo),
    biography: richTextHtml(l.biography),
    profileUrl: person?._status === 'published' ? contentTypes.person.url(person) : null,
    order: l.order ?? 0,
  }
}

export const page = (a: CMS.Page): records.Article => {
  const form = resolved(a.form)
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary ?? '',
    image: image(a.image),
    body: richTextHtml(a.body),
    form: form ? publicForm(form) : null,
    updatedAt: iso(a.updatedAt),
    meta: meta(a.meta),
  }
}

/** An editor-built form as the public sees it: its fields, never its notification e-mails. */
export function publicForm(f: CMS.Form): records.PublicForm {
  return {
    id: f.id,
    slug: f.slug,
    title: f.title,
    submitLabel: f.submitButtonLabel || 'Send',
    fields: (f.fields ?? []).map((b): records.PublicFormField => {
      const base = { name: b.name, label: b.label || b.name, required: Boolean(b.required) }
      switch (b.blockType) {
        case 'checkbox':
          return { ...base, type: 'checkbox', defaultValue: Boolean(b.defaultValue) }
        case 'select':
          return {
            ...base,
            type: 'select',
            defaultValue: b.defaultValue ?? null,
            options: (b.options ?? []).map((o) => ({ value: o.value, label: o.label })),
          }
        case 'number':
          return {
            ...base,
            type: 'number',
            defaultValue: b.defaultValue === null || b.defaultValue === undefined ? null : String(b.defaultValue),
          }
        case 'country':
        case 'email':
          return { ...base, type: b.blockType, defaultValue: null }
        default:
          return { ...base, type: b.blockType, defaultValue: b.defaultValue ?? null }
      }
    }),
  }
}

type MenuEntry = { label: string; linkType?: 'document' | 'url' | null; url?: string | null; document?: unknown }

/**
 * Where a menu entry leads: a linked document's current address (from the
 * content registry), or the address typed in. A linked document the public
 * cannot see (unpublished, deleted) leaves the entry out.
 */
export function menuEntryUrl(entry: MenuEntry): string | null {
  if (entry.linkType === 'document') {
    const ref = entry.document as { relationTo?: string; value?: unknown } | null | undefined
    const doc = ref?.value && typeof ref.value === 'object' ? ref.value : null
    const type = ref?.relationTo ? linkableType(ref.relationTo) : undefined
    return doc && type ? type.url(doc as never) : null
  }
  return entry.url || null
}

const menuLinks = <T extends MenuEntry>(entries: T[] | null | undefined) =>
  (entries ?? []).flatMap((entry) => {
    const url = menuEntryUrl(entry)
    return url ? [{ entry, link: { label: entry.label, url } }] : []
  })

export const menu = (m: CMS.Menu): records.Menu => ({
  id: m.id,
  slug: m.slug,
  title: m.title,
  location: m.location,
  items: menuLinks(m.items).map(({ entry, link }) => ({ ...link, children: menuLinks(entry.children).map((c) => c.link) })),
})

// The research layer: themes, divisions and field sites, each with the work tagged with it.

const themeRef = (t: CMS.ResearchTheme): records.PageRef => ({ id: t.id, slug: t.slug, title: t.title, url: contentTypes.theme.url(t) })
const fieldSiteRef = (f: CMS.GlobalMarker): records.PageRef => ({
  id: f.id,
  slug: f.slug,
  title: f.name,
  url: contentTypes.fieldSite.url(f),
})

export const themeSummary = (t: CMS.ResearchTheme): records.ResearchThemeSummary => ({
  id: t.id,
  slug: t.slug,
  title: t.title,
  url: contentTypes.theme.url(t),
  summary: t.summary,
  image: image(t.image),
})

export const themeDetail = (t: CMS.ResearchTheme, related: records.RelatedWork): records.ResearchThemeDetail => ({
  ...themeSummary(t),
  body: richTextHtml(t.body),
  updatedAt: iso(t.updatedAt),
  meta: meta(t.meta),
  related,
})

export const divisionDetail = (d: CMS.Division, related: records.RelatedWork): records.DivisionDetail => ({
  ...division(d),
  url: contentTypes.division.url(d),
  related,
})

export const fieldSite = (f: CMS.GlobalMarker): records.GlobalMarker => ({
  id: f.id,
  name: f.name,
  url: contentTypes.fieldSite.url(f),
  country: f.country,
  latitude: f.latitude,
  longitude: f.longitude,
  summary: f.summary ?? '',
})

export const fieldSiteDetail = (f: CMS.GlobalMarker, related: records.RelatedWork): records.FieldSiteDetail => ({
  ...fieldSite(f),
  slug: f.slug,
  description: richTextHtml(f.description),
  related,
})

import type { records } from '../contract'
import { contentTypes } from '../../content'
import { issuedParts, pageRange } from '../citations/csl'

/**
 * schema.org descriptions of pages, as JSON-LD (search engines' rich results).
 * Each builder takes absolute URLs already made with `absolute`.
 */
type Absolute = (path: string) => string
type Thing = Record<string, unknown>

/** The institute's logo for rich results: square (search engines crop a wide card), at least 112 px. */
const logo = (absolute: Absolute) => ({ '@type': 'ImageObject', url: absolute('/icons/icon-512.png'), width: 512, height: 512 })

export function organization(settings: records.Settings, absolute: Absolute): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ResearchOrganization',
    name: settings.productName,
    description: settings.description || settings.tagline,
    url: absolute('/'),
    logo: logo(absolute),
    email: settings.contact.email || undefined,
    telephone: settings.contact.phone || undefined,
    address: settings.contact.address || undefined,
    sameAs: settings.social.map((s) => s.url),
  }
}

export function website(settings: records.Settings, absolute: Absolute): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: settings.productName,
    url: absolute('/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absolute('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

export function breadcrumbs(trail: { name: string; path: string }[], absolute: Absolute): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(crumb.path) })),
  }
}

export function newsArticle(item: records.NewsDetail, publisher: string, absolute: Absolute): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.summary,
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    mainEntityOfPage: absolute(item.url),
    image: item.image ? [absolute(item.image.url)] : [absolute('/og-image.png')],
    author: item.authors.length
      ? item.authors.map((a) => ({ '@type': 'Person', name: a.name, url: absolute(contentTypes.person.url(a)) }))
      : [{ '@type': 'Organization', name: publisher }],
    publisher: { '@type': 'Organization', name: publisher, logo: logo(absolute) },
  }
}

export function event(item: records.EventDetail, organizer: string, absolute: Absolute): Thing {
  const place = { '@type': 'Place', name: item.venue || organizer, address: item.address || item.venue || organizer }
  const online = { '@type': 'VirtualLocation', url: item.registrationUrl ?? absolute(item.url) }
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: item.title,
    description: item.summary,
    startDate: item.startsAt,
    endDate: item.endsAt ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: item.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: item.online ? online : place,
    image: item.image ? [absolute(item.image.url)] : [absolute('/og-image.png')],
    url: absolute(item.url),
    organizer: { '@type': 'Organization', name: organizer, url: absolute('/') },
  }
}

export function person(item: records.PersonDetail, employer: string, absolute: Absolute): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: item.name,
    honorificPrefix: item.honorific || undefined,
    jobTitle: item.position,
    description: item.summary || undefined,
    url: absolute(item.url),
    image: item.photo ? absolute(item.photo.url) : undefined,
    sameAs: item.orcid ? [`https://orcid.org/${item.orcid}`] : undefined,
    worksFor: { '@type': 'ResearchOrganization', name: employer, url: absolute('/') },
  }
}

export function scholarlyArticle(item: records.ProtocolDetail, publisher: string, absolute: Absolute): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: item.title,
    abstract: item.summary,
    dateModified: item.updatedAt,
    url: absolute(item.url),
    publisher: { '@type': 'ResearchOrganization', name: publisher },
  }
}

/** A publication as Google Scholar and other search engines read it: authors in order, venue, identifiers, licence. */
export function publication(item: records.PublicationDetail, publisher: string, absolute: Absolute): Thing {
  const identifiers = [
    item.doi ? { '@type': 'PropertyValue', propertyID: 'DOI', value: item.doi } : null,
    item.pmid ? { '@type': 'PropertyValue', propertyID: 'PMID', value: item.pmid } : null,
    item.pmcid ? { '@type': 'PropertyValue', propertyID: 'PMCID', value: item.pmcid } : null,
  ].filter(Boolean)
  const { first, last } = pageRange(item.pages)
  return {
    '@context': 'https://schema.org',
    '@type': item.type === 'dataset' ? 'Dataset' : item.type === 'report' || item.type === 'policy-brief' ? 'Report' : 'ScholarlyArticle',
    headline: item.title,
    name: item.title,
    abstract: item.abstract || undefined,
    datePublished: issuedParts(item)
      .map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0')))
      .join('-'),
    dateModified: item.updatedAt,
    url: absolute(item.url ?? '/publications'),
    sameAs: item.doi ? `https://doi.org/${item.doi}` : undefined,
    identifier: identifiers.length ? identifiers : undefined,
    author: item.authors.map((a) => ({
      '@type': 'Person',
      name: a.name,
      url: a.person ? absolute(contentTypes.person.url(a.person)) : undefined,
      sameAs: a.orcid ? `https://orcid.org/${a.orcid}` : undefined,
    })),
    isPartOf: item.journal
      ? {
          '@type': item.volume ? 'PublicationVolume' : 'Periodical',
          name: item.volume ? undefined : item.journal,
          volumeNumber: item.volume || undefined,
          isPartOf: item.volume ? { '@type': 'Periodical', name: item.journal } : undefined,
        }
      : undefined,
    issueNumber: item.issue || undefined,
    pageStart: first ?? undefined,
    pageEnd: last ?? undefined,
    keywords: item.keywords.length ? item.keywords.join(', ') : undefined,
    license: item.licence || undefined,
    isAccessibleForFree: item.openAccess,
    encoding: item.pdfUrl ? { '@type': 'MediaObject', encodingFormat: 'application/pdf', contentUrl: item.pdfUrl } : undefined,
    sourceOrganization: { '@type': 'ResearchOrganization', name: publisher, url: absolute('/') },
  }
}

/** JSON for a <script> element: `<` escaped so no content can close the element. */
export const serialise = (things: Thing[]) => JSON.stringify(things.length === 1 ? things[0] : things).replace(/</g, '\\u003c')

/** A research theme, division or field site: a page that collects the institute's work on one subject or place. */
export function collectionPage(item: { title: string; url: string; summary: string }, publisher: string, absolute: Absolute): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: item.title,
    description: item.summary,
    url: absolute(item.url),
    publisher: { '@type': 'Organization', name: publisher },
  }
}

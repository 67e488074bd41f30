import type { Metadata } from 'next'

import { ContentImage } from '@/components/Media'
import { contentTypes, researchRoute } from '@/content'
import { routeMetadata } from '@/lib/seo/metadata'
import { orEmpty, upstream } from '@/lib/upstream'

export const metadata: Metadata = routeMetadata(researchRoute.pattern)

/** The research layer's front door: every theme, division and field site, each leading to its page. */
export default async function ResearchPage() {
  const [themes, divisions, fieldSites] = await Promise.all([
    orEmpty('research themes', upstream('researchThemes')),
    orEmpty('divisions', upstream('divisions')),
    orEmpty('field sites', upstream('globalMarkers')),
  ])
  return (
    <>
      <h1>Research</h1>
      <p className="lede">
        Our research is organised in themes that cut across our divisions, and much of it happens with communities at our field sites.
      </p>

      <section aria-labelledby="themes" className="section">
        <h2 id="themes">Research themes</h2>
        {themes.data.length ? (
          <ul className="card-grid">
            {themes.data.map((t) => (
              <li key={t.id} className="tile">
                {t.image ? <ContentImage image={t.image} sizes="(max-width: 40rem) 100vw, 22rem" /> : null}
                <h3>
                  <a href={t.url}>{t.title}</a>
                </h3>
                <p>{t.summary}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>No research themes are published yet.</p>
        )}
      </section>

      <section aria-labelledby="divisions" className="section">
        <h2 id="divisions">Divisions</h2>
        <ul className="research-index">
          {divisions.data.map((d) => (
            <li key={d.id}>
              <h3>
                <a href={contentTypes.division.url(d)}>{d.name}</a>
              </h3>
              {d.summary ? <p>{d.summary}</p> : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="field-sites" className="section">
        <h2 id="field-sites">Field sites</h2>
        <ul className="research-index">
          {fieldSites.data.map((f) => (
            <li key={f.id}>
              <h3>
                <a href={f.url}>{f.name}</a>
              </h3>
              <p className="meta">{f.country}</p>
              {f.summary ? <p>{f.summary}</p> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

import Link from 'next/link'

import { NewsCard } from '@/components/cards'
import { ContentImage } from '@/components/Media'
import { UpcomingEvents } from '@/components/UpcomingEvents'
import { upstream } from '@/lib/upstream'
import { JsonLd } from '@/components/JsonLd'
import { getSettings } from '@/lib/site'
import { absoluteUrl } from '@/lib/siteUrl'
import * as jsonLd from '@/lib/seo/jsonLd'

/** A failed section is logged and left out; the rest of the home page still renders. */
const orEmpty = <T,>(call: Promise<{ data: T[] }>, what: string) =>
  call.catch((error) => {
    console.error(`[home] ${what} failed`, error)
    return { data: [] as T[] }
  })

export default async function HomePage() {
  const [
    front,
    carousel,
    highlights,
    topics,
    items,
    news,
    events,
    press,
    inTheNews,
    achievements,
    awards,
    testimonials,
    collaborations,
    majorDonors,
    coreDonors,
    markers,
  ] = await Promise.all([
    upstream('frontPageSettings').then((r) => r.data),
    orEmpty(upstream('carouselImages'), 'carousel'),
    orEmpty(upstream('highlights'), 'highlights'),
    orEmpty(upstream('highlightTopics'), 'highlight topics'),
    orEmpty(upstream('items'), 'research themes'),
    orEmpty(upstream('indexNews'), 'news'),
    orEmpty(upstream('indexEvents'), 'events'),
    orEmpty(upstream('indexPressReleases'), 'press releases'),
    orEmpty(upstream('indexInTheNews'), 'in the news'),
    orEmpty(upstream('achievements'), 'achievements'),
    orEmpty(upstream('awards'), 'awards'),
    orEmpty(upstream('testimonials'), 'testimonials'),
    orEmpty(upstream('collaborations'), 'collaborations'),
    orEmpty(upstream('majorDonors'), 'major donors'),
    orEmpty(upstream('coreDonors'), 'core donors'),
    orEmpty(upstream('globalMarkers'), 'global markers'),
  ])
  const hero = carousel.data[0]
  const settings = await getSettings()

  return (
    <>
      <JsonLd things={[jsonLd.organization(settings, absoluteUrl), jsonLd.website(settings, absoluteUrl)]} />
      <section className="hero" aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title">{front.heroTitle}</h1>
          {front.heroSummary ? <p className="lede">{front.heroSummary}</p> : null}
          <p>
            <Link href="/about-us" className="button">
              About the institute
            </Link>{' '}
            <Link href="/our-researchers" className="button button-secondary">
              Our researchers
            </Link>
          </p>
        </div>
        {hero ? (
          <figure>
            <ContentImage image={hero.image} sizes="(max-width: 60rem) 100vw, 36rem" priority className="hero-image" />
            <figcaption className="meta">
              {hero.url ? <Link href={hero.url}>{hero.title}</Link> : hero.title}
              {hero.caption ? ` — ${hero.caption}` : null}
            </figcaption>
          </figure>
        ) : null}
      </section>

      {carousel.data.length > 1 ? (
        <section className="section" aria-labelledby="in-pictures">
          <h2 id="in-pictures">In pictures</h2>
          <ul className="strip">
            {carousel.data.slice(1).map((slide) => (
              <li key={slide.id}>
                <figure>
                  <ContentImage image={slide.image} sizes="(max-width: 40rem) 80vw, 20rem" />
                  <figcaption className="meta">{slide.url ? <Link href={slide.url}>{slide.title}</Link> : slide.title}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {highlights.data.length ? (
        <section className="section" aria-labelledby="highlights">
          <h2 id="highlights">Highlights</h2>
          <ul className="card-grid">
            {highlights.data.map((h) => (
              <li key={h.id} className="tile">
                <h3>
                  <Link href={h.url}>{h.title}</Link>
                </h3>
                <p>{h.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {news.data.length ? (
        <section className="section" aria-labelledby="latest-news">
          <h2 id="latest-news">Latest news</h2>
          <ul className="card-grid">
            {news.data.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} />
              </li>
            ))}
          </ul>
          <p>
            <Link href="/news-blogs">All news and blogs</Link>
          </p>
        </section>
      ) : null}

      {items.data.length || topics.data.length ? (
        <section className="section" aria-labelledby="research">
          <h2 id="research">Our research</h2>
          <ul className="card-grid">
            {[...items.data, ...topics.data].map((t) => (
              <li key={`${t.url}-${t.id}`} className="tile">
                <h3>
                  <Link href={t.url}>{t.title}</Link>
                </h3>
                <p>{t.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <UpcomingEvents events={events.data} />

      <div className="two-columns">
        {press.data.length ? (
          <section className="section" aria-labelledby="press">
            <h2 id="press">Press releases</h2>
            <ul>
              {press.data.map((p) => (
                <li key={p.id}>
                  <Link href={p.url}>{p.title}</Link>
                </li>
              ))}
            </ul>
            <p>
              <Link href="/press-releases">All press releases</Link>
            </p>
          </section>
        ) : null}
        {inTheNews.data.length ? (
          <section className="section" aria-labelledby="itn">
            <h2 id="itn">In the news</h2>
            <ul>
              {inTheNews.data.map((p) => (
                <li key={p.id}>
                  <Link href={p.url}>{p.title}</Link>
                  {p.source ? <span className="meta"> — {p.source.outlet}</span> : null}
                </li>
              ))}
            </ul>
            <p>
              <Link href="/in-the-news">More coverage</Link>
            </p>
          </section>
        ) : null}
      </div>

      {achievements.data.length ? (
        <section className="section" aria-labelledby="figures">
          <h2 id="figures">The institute in figures</h2>
          <dl className="figures">
            {achievements.data.map((a) => (
              <div key={a.id}>
                <dt>{a.label}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {testimonials.data.length ? (
        <section className="section" aria-labelledby="voices">
          <h2 id="voices">Voices</h2>
          <ul className="card-grid">
            {testimonials.data.map((t) => (
              <li key={t.id}>
                <figure className="quote">
                  <blockquote>
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption>
                    {t.name}
                    {t.role ? <span className="meta">, {t.role}</span> : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {awards.data.length ? (
        <section className="section" aria-labelledby="awards">
          <h2 id="awards">Awards</h2>
          <ul>
            {awards.data.map((a) => (
              <li key={a.id}>
                <strong>{a.title}</strong> ({a.year}) — {a.recipient}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {markers.data.length ? (
        <section className="section" aria-labelledby="where">
          <h2 id="where">Where we work</h2>
          <ul className="card-grid">
            {markers.data.map((m) => (
              <li key={m.id} className="tile">
                <h3>{m.name}</h3>
                <p className="meta">
                  {m.country} · {Math.abs(m.latitude).toFixed(2)}° {m.latitude >= 0 ? 'N' : 'S'}, {Math.abs(m.longitude).toFixed(2)}°{' '}
                  {m.longitude >= 0 ? 'E' : 'W'}
                </p>
                {m.summary ? <p>{m.summary}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {collaborations.data.length || majorDonors.data.length || coreDonors.data.length ? (
        <section className="section" aria-labelledby="partners">
          <h2 id="partners">Partners and funders</h2>
          {[
            ['Collaborations', collaborations.data],
            ['Major donors', majorDonors.data],
            ['Core donors', coreDonors.data],
          ].map(([label, list]) =>
            (list as { id: number | string; name: string; url: string | null }[]).length ? (
              <div key={label as string}>
                <h3>{label as string}</h3>
                <ul className="inline-list">
                  {(list as { id: number | string; name: string; url: string | null }[]).map((p) => (
                    <li key={p.id}>{p.url ? <a href={p.url}>{p.name}</a> : p.name}</li>
                  ))}
                </ul>
              </div>
            ) : null,
          )}
        </section>
      ) : null}
    </>
  )
}

import type { NewsType } from '../../../lib/schema/sections'
import { slugify } from '../../../lib/slug'
import { addDays, rng, utcDate } from '../random'
import { richText, type Block, type RichText } from '../richtext'
import { capitalise } from '../text'
import type { BannerKey } from './images'
import { peopleByDivision, type PersonSeed } from './people'
import { placesFor, topics, type Place, type Topic } from './topics'

export type NewsSeed = {
  slug: string
  title: string
  type: NewsType
  publishedAt: string
  summary: string
  body: RichText
  division: string
  authors: string[]
  image?: BannerKey
  source?: { outlet: string; url: string }
  tags: string[]
}

type Vars = { topic: Topic; bare: string; place: string; station: string; outlet: string }
type Template = (v: Vars) => string

const bare = (t: Topic) => t.name.replace(/^the /, '')

const titleTemplates: Record<NewsType, Template[]> = {
  news: [
    (v) => `${capitalise(v.topic.study)} in ${v.place} reports ${v.topic.finding}`,
    (v) => `Northvale researchers launch new ${v.bare} study in ${v.place}`,
    (v) => `New funding to expand ${v.bare} research in ${v.place}`,
    (v) => `${capitalise(v.bare)}: early results from ${v.place} point to ${v.topic.finding}`,
    (v) => `Field teams in ${v.place} join regional network on ${v.bare}`,
  ],
  blog: [
    (v) => `What we learned running a ${v.topic.study} on ${v.bare} in ${v.place}`,
    (v) => `Five questions about ${v.bare}, answered`,
    (v) => `A day in the field: ${v.bare} research in ${v.place}`,
    (v) => `Why ${v.bare} research deserves more attention in ${v.place}`,
    (v) => `Notes from the ${v.station}: rethinking ${v.bare}`,
  ],
  feature: [
    (v) => `Inside the effort to tackle ${v.bare} in ${v.place}`,
    (v) => `The long road to ${v.topic.goal}`,
    (v) => `How communities in ${v.place} are reshaping ${v.bare} research`,
    (v) => `Counting what matters: ${v.bare} in ${v.place}`,
    (v) => `${capitalise(v.topic.goal)}: the people behind the ${v.bare} research`,
  ],
  'press-release': [
    (v) => `Northvale Institute announces new ${v.bare} results from ${v.place}`,
    (v) => `Northvale Institute secures new funding for ${v.bare} research in ${v.place}`,
    (v) => `Statement on new ${v.bare} findings from ${v.place}`,
    (v) => `Northvale Institute publishes ${v.bare} study showing ${v.topic.finding}`,
    (v) => `Northvale Institute opens ${v.bare} research unit in ${v.place}`,
  ],
  'in-the-news': [
    (v) => `Study in ${v.place} links ${v.bare} to ${v.topic.outcome}`,
    (v) => `Northvale experts comment on ${v.bare} in ${v.place}`,
    (v) => `Radio interview: Northvale researchers on ${v.bare} in ${v.place}`,
    (v) => `Opinion: the case for investing in ${v.topic.goal}`,
    (v) => `Television report features Northvale ${v.bare} research in ${v.place}`,
  ],
}

const outlets = [
  { name: 'The Lakeside Chronicle', host: 'lakeside-chronicle.example.com' },
  { name: 'Meridian Radio', host: 'meridian-radio.example.org' },
  { name: 'The Evening Ledger', host: 'evening-ledger.example.com' },
  { name: 'Savannah Times Online', host: 'savannah-times.example.org' },
  { name: 'Harbour City Post', host: 'harbour-city-post.example.com' },
  { name: 'Global Health Dispatch Weekly', host: 'health-dispatch.example.org' },
  { name: 'Northern Broadcasting Service', host: 'nbs-news.example.com' },
]

const quotes = [
  'These results show what is possible when research is designed together with the communities it serves',
  'We were surprised by how quickly things changed once families had the information they needed',
  'This is an encouraging step, but the work is far from finished',
  'The evidence is now strong enough for health planners to act on it',
  'What matters most is whether this can work at scale, in ordinary clinics, without a research team in the background',
  'Our field teams and the volunteers who took part deserve the credit for this',
]

const funders = ['the Harrowgate Foundation', 'the Alder Trust for Global Health', 'the Kestrel Family Foundation', 'the Silverpine Fund']

function summaryFor(type: NewsType, v: Vars, author: string): string {
  switch (type) {
    case 'news':
      return `A ${v.topic.study} led by Northvale researchers in ${v.place} reports ${v.topic.finding}. The team says the results could change how ${v.bare} is tackled across the region.`
    case 'blog':
      return `${author} reflects on the practical lessons of ${v.bare} research in ${v.place}: what went well, what did not, and what the team would do differently next time.`
    case 'feature':
      return `From field teams at the ${v.station} to the families taking part, a closer look at the long-term effort to understand ${v.bare} in ${v.place}.`
    case 'press-release':
      return `Northvale Institute of Health Research today announced new work on ${v.bare} in ${v.place}, building on evidence of ${v.topic.finding}.`
    case 'in-the-news':
      return `${v.outlet} reported on Northvale research into ${v.bare} in ${v.place}, including interviews with the study team.`
  }
}

function bodyFor(type: NewsType, v: Vars, author: string, year: number, r: ReturnType<typeof rng>): Block[] {
  const participants = r.int(8, 60) * 100
  const communities = r.int(12, 48)
  const intro: Record<NewsType, string> = {
    news: `Researchers from Northvale Institute’s ${v.station} have reported ${v.topic.finding}, in one of the largest studies of ${v.bare} carried out in ${v.place}.`,
    blog: `When we set out to study ${v.bare} in ${v.place}, we thought the hardest part would be the laboratory work. It turned out to be the logistics: roads, rains, and making sure every family understood what taking part would mean.`,
    feature: `Early in the morning at the ${v.station}, the field teams are already loading their vehicles. For more than a decade, their work has helped build a detailed picture of ${v.bare} in ${v.place}.`,
    'press-release': `Northvale Institute of Health Research today announced new findings on ${v.bare} from its work in ${v.place}. The ${v.topic.study} points to ${v.topic.finding}.`,
    'in-the-news': `${v.outlet} this week featured Northvale Institute research on ${v.bare} in ${v.place}, with interviews with the study team and with families who took part.`,
  }
  const pool: Block[] = [
    `The ${v.topic.study} enrolled ${participants.toLocaleString('en-GB')} participants across ${communities} communities between ${year - 2} and ${year}. It was designed with district health teams and a community advisory board, who helped decide which questions mattered most.`,
    `“${r.pick(quotes)},” said ${author}. “${capitalise(v.bare)} is still one of the biggest health concerns for families in ${v.place}, and the link with ${v.topic.outcome} is something we need to understand better.”`,
    `The findings held across age groups, seasons and study sites. Independent statisticians from the Data Science & Biostatistics division checked the analysis before the results were shared with the communities involved.`,
    `The work was funded by ${r.pick(funders)} and approved by the Northvale research ethics committee and the relevant national authorities. All participants gave informed consent.`,
    `Next, the team will look at whether the approach can work at larger scale and at what cost. Results will be published in an open-access journal and summarised for policy makers in a short brief.`,
  ]
  // 2–4 of the paragraphs, kept in their natural order.
  const chosen = r.sample([0, 1, 2, 3, 4], r.int(2, 4)).sort((a, b) => a - b).map((k) => pool[k] as Block)
  return [intro[type], ...(type === 'feature' ? [{ h2: 'Working with communities' }] : []), ...chosen]
}

function build(): NewsSeed[] {
  const types: NewsType[] = ['news', 'blog', 'feature', 'press-release', 'in-the-news']
  const items: NewsSeed[] = []
  const used = new Set<string>()
  const start = utcDate(2024, 1, 8)
  for (let i = 0; i < 65; i++) {
    const r = rng(5000 + i)
    const type = types[i % 5] as NewsType
    const topic = topics[(i * 7) % topics.length] as Topic
    const outlet = outlets[i % outlets.length] as (typeof outlets)[number]
    const candidates = placesFor(topic)
    let title = ''
    let place = candidates[0] as Place
    // Try templates and places until the title is new.
    for (let attempt = 0; attempt < 50; attempt++) {
      place = candidates[(i * 4 + attempt * 3 + 1) % candidates.length] as Place
      const template = titleTemplates[type][(Math.floor(i / 5) + attempt) % 5] as Template
      const candidate = template({ topic, bare: bare(topic), place: place.name, station: place.station, outlet: outlet.name })
      if (!used.has(slugify(candidate))) {
        title = candidate
        break
      }
    }
    const slug = slugify(title)
    used.add(slug)
    const vars: Vars = { topic, bare: bare(topic), place: place.name, station: place.station, outlet: outlet.name }
    const pool = peopleByDivision(topic.division)
    const authors: PersonSeed[] = r.sample(pool, i % 3 === 0 ? 2 : 1)
    const lead = authors[0] as PersonSeed
    const author = `${lead.honorific} ${lead.name}`
    const published = addDays(start, Math.round(i * 15.6))
    published.setUTCHours(8 + (i % 8), (i * 13) % 60)
    items.push({
      slug,
      title,
      type,
      publishedAt: published.toISOString(),
      summary: summaryFor(type, vars, author),
      body: richText(bodyFor(type, vars, author, published.getUTCFullYear(), r)),
      division: topic.division,
      authors: authors.map((p) => p.slug),
      ...(i % 7 === 3 ? {} : { image: topic.banner }),
      ...(type === 'in-the-news'
        ? { source: { outlet: outlet.name, url: `https://${outlet.host}/${published.getUTCFullYear()}/${slug}` } }
        : {}),
      tags: topic.tags,
    })
  }
  return items
}

export const news: NewsSeed[] = build()

export const draftNews: NewsSeed = {
  slug: 'unpublished-draft-story',
  title: 'Embargoed: malaria vaccine booster study results under review',
  type: 'news',
  publishedAt: utcDate(2025, 6, 16, 10).toISOString(),
  summary: 'Draft only: results of the Northvale malaria vaccine booster study, not to be published before the embargo lifts.',
  body: richText([
    'This story is under embargo and must not appear on the public website.',
    'It describes the results of the Northvale malaria vaccine booster study, which are still being reviewed by the independent data monitoring committee.',
    'Editors: publish only after the embargo lifts and the journal article is online.',
  ]),
  division: 'infectious-diseases',
  authors: ['amara-okafor'],
  image: 'vaccines',
  tags: ['malaria', 'vaccines'],
}

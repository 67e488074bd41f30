import { slugify } from '../../../lib/slug'
import { addDays, rng, utcDate } from '../random'
import { citationName } from '../text'
import { people, peopleByDivision, type PersonSeed } from './people'
import { placesFor, topics, type Topic } from './topics'

/** What each topic's papers are about. */
const angles: Record<string, { intervention: string; measure: string; population: string }> = {
  malaria: { intervention: 'seasonal malaria chemoprevention', measure: 'clinical malaria incidence', population: 'children under five' },
  'the malaria vaccine': { intervention: 'a fourth dose of malaria vaccine', measure: 'severe malaria', population: 'infants and young children' },
  tuberculosis: { intervention: 'household contact screening', measure: 'tuberculosis case notifications', population: 'adults in urban settlements' },
  'childhood vaccine uptake': { intervention: 'SMS vaccination reminders', measure: 'timely measles vaccination', population: 'infants' },
  'antimicrobial resistance': { intervention: 'antibiotic stewardship rounds', measure: 'carriage of resistant Escherichia coli', population: 'hospital inpatients' },
  'maternal anaemia': { intervention: 'weekly iron and folic acid supplements', measure: 'haemoglobin concentration', population: 'pregnant women' },
  'newborn care': { intervention: 'community-initiated kangaroo mother care', measure: 'neonatal mortality', population: 'low-birthweight newborns' },
  'child nutrition': { intervention: 'school meal programmes', measure: 'linear growth', population: 'primary school children' },
  hypertension: { intervention: 'home visits by community health workers', measure: 'blood pressure control', population: 'adults with hypertension' },
  'type 2 diabetes': { intervention: 'group lifestyle coaching', measure: 'incident type 2 diabetes', population: 'adults with prediabetes' },
  'mental health': { intervention: 'lay counsellor-delivered problem-solving therapy', measure: 'depressive symptoms', population: 'primary care attenders' },
  'cervical cancer screening': { intervention: 'self-collected HPV testing', measure: 'screening uptake', population: 'women aged 30–49 years' },
  'community health workers': { intervention: 'performance-based payments', measure: 'quality of community case management', population: 'community health workers' },
  'health insurance': { intervention: 'subsidised community health insurance', measure: 'catastrophic health expenditure', population: 'low-income households' },
  'air pollution': { intervention: 'improved cookstoves', measure: 'household fine particulate matter', population: 'mothers and young children' },
  'extreme heat': { intervention: 'heat early-warning messages', measure: 'heat-related hospital admissions', population: 'older adults' },
  dengue: { intervention: 'community larval source management', measure: 'dengue incidence', population: 'urban households' },
  'safe drinking water': { intervention: 'household ceramic water filters', measure: 'childhood diarrhoea', population: 'children under five' },
  'disease surveillance data': { intervention: 'automated outbreak alerts', measure: 'outbreak detection delay', population: 'district surveillance units' },
  'malaria forecasting': { intervention: 'climate-informed malaria forecasts', measure: 'monthly malaria cases', population: 'health districts' },
}

const journals: Record<string, string[]> = {
  'infectious-diseases': ['Journal of Tropical Epidemiology', 'Open Vaccine Science', 'Annals of Infection and Immunity Research'],
  'maternal-child-health': ['Maternal and Neonatal Research Letters', 'Child Health in Practice', 'Journal of Tropical Epidemiology'],
  'non-communicable-diseases': ['Chronic Disease Horizons', 'Northern Review of Public Health', 'Global Cardiometabolic Reports'],
  'health-systems-policy': ['Health Systems Insight', 'Northern Review of Public Health', 'Policy and Practice in Global Health'],
  'environmental-health': ['Climate & Health Quarterly', 'Journal of Environmental Exposure Science', 'Journal of Tropical Epidemiology'],
  'data-science-biostatistics': ['Biostatistics in Practice', 'Computational Epidemiology Letters', 'Open Vaccine Science'],
}

const external = [
  'Achterberg K', 'Balogun T', 'Castellanos M', 'Dubois P', 'Eriksson L', 'Fonseca R', 'Gupta S', 'Hoang V',
  'Ibrahim H', 'Jansen E', 'Kamau P', 'Lopez D', 'Mwale C', 'Nakamura Y', 'Osei B', 'Pereira A', 'Rahimi F',
  'Suleiman M', 'Tembo J', 'Vasquez L', 'Wanjiru G', 'Yilmaz E', 'Abubakar S', 'Moreau C',
]

type TitleForm = (a: (typeof angles)[string], t: Topic, place: string, year: number) => string
const forms: TitleForm[] = [
  (a, _t, place) => `Effect of ${a.intervention} on ${a.measure} among ${a.population} in ${place}: a cluster-randomised trial`,
  (a, _t, place) => `${cap(a.measure)} among ${a.population} in ${place}: a cross-sectional survey`,
  (a, _t, place, year) => `Trends in ${a.measure} in ${place}, ${year - 8}–${year - 1}: a retrospective cohort study`,
  (a, _t, place) => `Cost-effectiveness of ${a.intervention} in ${place}: a modelling study`,
  (a, _t, place) => `Barriers to and facilitators of ${a.intervention} in ${place}: a qualitative study`,
  (a, _t, place) => `Predicting ${a.measure} from routine data in ${place}: development and validation of a model`,
  (a) => `${cap(a.intervention)} for ${a.population}: a systematic review and meta-analysis`,
  (a, _t, place) => `Long-term follow-up of ${a.population} after ${a.intervention} in ${place}`,
]

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

type PublicationSeed = {
  slug: string
  title: string
  type: 'journal-article' | 'preprint' | 'report'
  /** The byline in order; `person`: the slug of an institute author's profile. */
  authors: { name: string; person?: string }[]
  moreAuthors: boolean
  journal: string
  volume: string
  issue: string
  pages: string
  keywords: string[]
  licence: string
  pdfUrl: string
  publishedAt: string
  doi: string
  url: string
  abstract: string
  division: string
  openAccess: boolean
}

function build(): PublicationSeed[] {
  const out: PublicationSeed[] = []
  const used = new Set<string>()
  const start = utcDate(2022, 1, 14)
  for (let i = 0; i < 80; i++) {
    const r = rng(9000 + i)
    const topic = topics[(i * 3) % topics.length] as Topic
    const angle = angles[topic.name] ?? { intervention: topic.name, measure: topic.name, population: 'adults' }
    const date = addDays(start, Math.round(i * 21.9))
    const year = date.getUTCFullYear()
    let title = ''
    let slug = ''
    for (let attempt = 0; attempt < 40; attempt++) {
      const candidates = placesFor(topic)
      const place = (candidates[(i + attempt * 2) % candidates.length] as (typeof candidates)[number]).name
      const form = forms[(i + attempt) % forms.length] as TitleForm
      title = form(angle, topic, place, year)
      slug = slugify(title).split('-').slice(0, 12).join('-')
      if (!used.has(slug)) break
    }
    used.add(slug)
    const pool = peopleByDivision(topic.division).filter((p) => p.isResearcher)
    const inHouse: PersonSeed[] = r.sample(pool.length ? pool : people, r.int(1, 3))
    const others = r.sample(external, r.int(1, 4))
    const byline: PublicationSeed['authors'] = inHouse.map((p) => ({ name: citationName(p.name), person: p.slug }))
    byline.splice(r.int(0, byline.length), 0, ...others.slice(0, 2).map((name) => ({ name })))
    const doi = `10.5555/nvh.${year}.${String(i + 1).padStart(4, '0')}`
    const participants = r.int(4, 120) * 50
    out.push({
      slug,
      title,
      type: kindOf(i),
      authors: byline,
      moreAuthors: others.length > 2,
      journal: venueOf(i, r.pick(journals[topic.division] ?? ['Journal of Tropical Epidemiology'])),
      publishedAt: date.toISOString(),
      doi,
      url: `https://doi.example.org/${doi}`,
      abstract: [
        `Background: Evidence on ${angle.intervention} and ${angle.measure} among ${angle.population} remains limited in low- and middle-income settings.`,
        `Methods: We analysed data from ${participants.toLocaleString('en-GB')} participants enrolled at Northvale field sites. The primary outcome was ${angle.measure}.`,
        `Findings: ${cap(angle.intervention)} was associated with a ${r.int(12, 48)}% relative change in ${angle.measure} (95% CI ${r.int(5, 11)}–${r.int(50, 62)}%).`,
        `Interpretation: These results support further evaluation of ${angle.intervention} at scale, alongside careful monitoring of costs and equity.`,
      ].join('\n\n'),
      division: topic.division,
      openAccess: i % 5 !== 2,
      ...venueDetails(i, year, doi, topic),
    })
  }
  return out
}

/** Most are journal articles; a few preprints and reports. */
const kindOf = (i: number): PublicationSeed['type'] => (i % 13 === 6 ? 'preprint' : i % 17 === 9 ? 'report' : 'journal-article')
const venueOf = (i: number, journal: string) =>
  ({ preprint: 'Open Health Preprints', report: 'Northvale Institute of Health Research', 'journal-article': journal })[kindOf(i)]

/** Volume, issue and pages (a preprint or report has none), keywords, and the licence and PDF of open-access papers. */
function venueDetails(i: number, year: number, doi: string, topic: Topic) {
  const r = rng(19000 + i)
  const inJournal = kindOf(i) === 'journal-article'
  const first = r.int(1, 1800)
  const open = i % 5 !== 2
  return {
    volume: inJournal ? String(year - 2000 + r.int(0, 30)) : '',
    issue: inJournal ? String(r.int(1, 12)) : '',
    pages: inJournal ? (i % 4 === 0 ? `e${r.int(1000, 9999)}` : `${first}-${first + r.int(5, 14)}`) : '',
    keywords: [topic.name, ...(i % 2 ? ['randomised controlled trial'] : ['epidemiology'])],
    licence: open ? 'CC BY 4.0' : '',
    pdfUrl: open ? `https://doi.example.org/${doi}/full.pdf` : '',
  }
}

export const publications: PublicationSeed[] = build()

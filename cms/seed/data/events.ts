import { slugify } from '../../../lib/slug'
import { defaultTimeZone } from '../../../lib/time'
import { addDays, fromToday, rng } from '../random'
import { richText, type RichText } from '../richtext'
import type { BannerKey } from './images'
import { peopleByDivision } from './people'

type EventRow = {
  title: string
  division: string
  image?: BannerKey
  /** Days from today (negative: in the past). */
  offset: number
  hour: number
  /** Length in hours; 0 for a multi-day event of `days` days. */
  hours: number
  days?: number
  where: 'auditorium' | 'online' | 'station' | 'city'
  /** The time zone the event is held in, when not the institute's own. */
  zone?: string
  summary: string
  detail: string
}

const rows: EventRow[] = [
  // Past
  { title: 'Malaria elimination: lessons from the last mile', division: 'infectious-diseases', image: 'malaria', offset: -9, hour: 14, hours: 2, where: 'auditorium', summary: 'A seminar on what it takes to remove the last pockets of malaria transmission, with field teams from three countries.', detail: 'Speakers will compare elimination programmes in low-transmission districts and discuss surveillance, reactive case detection and community engagement.' },
  { title: 'Webinar: designing pragmatic vaccine trials', division: 'data-science-biostatistics', image: 'vaccines', offset: -21, hour: 12, hours: 1.5, where: 'online', summary: 'How to design vaccine trials that answer real-world questions without losing scientific rigour.', detail: 'The webinar covers cluster randomisation, stepped-wedge designs, routine data and the ethics of comparing vaccine schedules.' },
  { title: 'Maternal health research day', division: 'maternal-child-health', image: 'mothers', offset: -35, hour: 9, hours: 7, where: 'auditorium', summary: 'A full day of short talks and posters from the Maternal & Child Health division and its partners.', detail: 'Sessions cover anaemia in pregnancy, respectful maternity care, newborn survival and the early years.' },
  { title: 'Workshop: introduction to survival analysis in R', division: 'data-science-biostatistics', image: 'data', offset: -50, hour: 9, hours: 0, days: 2, where: 'auditorium', summary: 'A two-day hands-on workshop for researchers who want to analyse time-to-event data.', detail: 'Participants should bring a laptop with R installed. Kaplan–Meier curves, Cox models and competing risks will be covered with practical exercises.' },
  { title: 'Public lecture: heat, health and the changing climate', division: 'environmental-health', image: 'climate', offset: -64, hour: 18, hours: 1.5, where: 'city', summary: 'An evening lecture for the public on how rising temperatures affect health, and what cities can do.', detail: 'The lecture will be followed by questions from the audience and a reception.' },
  { title: 'Policy roundtable on primary health care financing', division: 'health-systems-policy', image: 'systems', offset: -82, hour: 10, hours: 3, where: 'auditorium', summary: 'Researchers and health planners discuss how to pay for primary health care fairly and sustainably.', detail: 'Comments made at the roundtable are not attributed to individuals; a short summary will be published afterwards.' },
  { title: 'Community engagement forum', division: 'health-systems-policy', image: 'community', offset: -103, hour: 10, hours: 4, where: 'station', summary: 'Community advisory board members, field staff and researchers meet to review the year’s studies.', detail: 'The forum is held in local languages with interpretation, and is open to all members of the community.' },
  { title: 'Journal club: antimicrobial resistance', division: 'infectious-diseases', offset: -127, hour: 13, hours: 1, where: 'online', summary: 'A monthly discussion of recent papers on antibiotic resistance and stewardship.', detail: 'Papers are circulated a week in advance. Everyone is welcome to join and contribute.' },
  { title: 'Early career researchers’ showcase', division: 'data-science-biostatistics', image: 'data', offset: -152, hour: 14, hours: 3, where: 'auditorium', summary: 'Three-minute talks from the institute’s doctoral students and postdoctoral fellows.', detail: 'A panel of senior researchers will award prizes for the clearest talk and the best poster.' },
  { title: 'Northvale Annual Scientific Symposium', division: 'infectious-diseases', image: 'community', offset: -190, hour: 9, hours: 0, days: 3, where: 'city', summary: 'The institute’s flagship three-day meeting, bringing together researchers, partners and policy makers.', detail: 'The programme includes keynote lectures, parallel sessions for each division and a poster exhibition.' },
  // Upcoming
  { title: 'Webinar: mental health services in primary care', division: 'non-communicable-diseases', image: 'community', offset: 6, hour: 12, hours: 1.5, where: 'online', zone: 'Asia/Dhaka', summary: 'How brief psychological therapies delivered by lay counsellors can fit into busy primary care clinics.', detail: 'The webinar presents results from two trials and a discussion with clinic managers.' },
  { title: 'Open day at the Coastal Field Station', division: 'infectious-diseases', image: 'malaria', offset: 13, hour: 10, hours: 5, where: 'station', summary: 'Visit the laboratories, meet the field teams and find out how research is done.', detail: 'Guided tours run every hour. Families and school groups are especially welcome.' },
  { title: 'Air quality and child lung health symposium', division: 'environmental-health', image: 'climate', offset: 21, hour: 9, hours: 7, where: 'auditorium', summary: 'A one-day symposium on household and outdoor air pollution and children’s lungs.', detail: 'Sessions cover low-cost sensors, clean cooking, exposure modelling and policy options.' },
  { title: 'Webinar: community health workers in rural health systems', division: 'health-systems-policy', image: 'systems', offset: 30, hour: 13, hours: 1.5, where: 'online', summary: 'What makes community health worker programmes work, and what makes them last.', detail: 'Speakers draw on evaluations in five countries and on the experience of community health workers themselves.' },
  { title: 'Diabetes prevention research seminar', division: 'non-communicable-diseases', image: 'chronic', offset: 42, hour: 14, hours: 2, where: 'auditorium', summary: 'New evidence on preventing type 2 diabetes through group lifestyle programmes.', detail: 'The seminar includes a discussion of cost and scale-up with district health managers.' },
  { title: 'Workshop: writing for policy audiences', division: 'health-systems-policy', offset: 56, hour: 9, hours: 0, days: 2, where: 'auditorium', summary: 'A practical workshop on turning research findings into short, persuasive policy briefs.', detail: 'Places are limited to 25 participants. Bring a draft brief or a recent paper to work on.' },
  { title: 'Ethics in field research: a panel discussion', division: 'health-systems-policy', image: 'community', offset: 71, hour: 16, hours: 2, where: 'online', summary: 'Consent, compensation and community benefit: a panel on the everyday ethics of field research.', detail: 'Panellists include members of the institute’s research ethics committee and community advisory boards.' },
  { title: 'Hackathon: open data for disease surveillance', division: 'data-science-biostatistics', image: 'data', offset: 89, hour: 9, hours: 0, days: 2, where: 'city', summary: 'Two days of building tools with open surveillance data, for data scientists, students and public health staff.', detail: 'Teams of three to five will work on challenges set by district surveillance officers. Mentors will be on hand throughout.' },
  { title: 'Tuberculosis case-finding masterclass', division: 'infectious-diseases', image: 'community', offset: 111, hour: 9, hours: 6, where: 'station', summary: 'A masterclass on active tuberculosis case-finding, from screening algorithms to follow-up.', detail: 'Aimed at programme managers and researchers. Certificates of attendance will be provided.' },
  { title: 'Vaccine confidence and communication forum', division: 'maternal-child-health', image: 'vaccines', offset: 141, hour: 10, hours: 4, where: 'city', summary: 'How to talk with parents about vaccines: evidence and experience from health workers and researchers.', detail: 'The forum combines short talks with small-group discussions and role play.' },
]

const places = {
  auditorium: { venue: 'Northvale Institute Auditorium', address: '12 Research Park Way, Northvale' },
  online: { venue: 'Online', address: '' },
  station: { venue: 'Northvale Coastal Field Station', address: 'Nyali Road, Mombasa, Kenya' },
  city: { venue: 'Harbourside Conference Centre', address: '3 Quay Street, Northvale' },
} as const

export type EventSeed = {
  slug: string
  title: string
  startsAt: string
  endsAt: string
  timeZone: string
  venue: string
  address?: string
  online: boolean
  registrationUrl?: string
  summary: string
  body: RichText
  division: string
  speakers: string[]
  image?: BannerKey
}

function build(row: EventRow, index: number, slug = slugify(row.title)): EventSeed {
  const r = rng(7000 + index)
  const start = fromToday(row.offset, row.hour, row.hour === 12 ? 30 : 0)
  const end = row.hours > 0 ? new Date(start.getTime() + row.hours * 3600_000) : addDays(new Date(start.getTime() + 8 * 3600_000), (row.days ?? 1) - 1)
  const place = places[row.where]
  const speakers = r.sample(peopleByDivision(row.division), r.int(1, 3)).map((p) => p.slug)
  const upcoming = row.offset > 0
  return {
    slug,
    title: row.title,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    timeZone: row.zone ?? defaultTimeZone,
    venue: place.venue,
    ...(place.address ? { address: place.address } : {}),
    online: row.where === 'online',
    ...(upcoming && index % 4 !== 1 ? { registrationUrl: `https://events.example.org/northvale/${slug}` } : {}),
    summary: row.summary,
    body: richText([
      row.summary,
      row.detail,
      row.where === 'online'
        ? 'The event takes place online. Registered participants will receive a joining link by email the day before.'
        : `The event takes place at ${place.venue}${place.address ? `, ${place.address}` : ''}. The venue is step-free; please tell us about any access needs when you register.`,
      upcoming
        ? 'Attendance is free, but places are limited. Please register in advance.'
        : 'Thank you to everyone who took part. Slides and a recording will be shared with registered participants.',
    ]),
    division: row.division,
    speakers,
    ...(row.image ? { image: row.image } : {}),
  }
}

export const events: EventSeed[] = rows.map((row, i) => build(row, i))

export const draftEvent: EventSeed = build(
  {
    title: 'Embargoed: launch of the Northvale vaccine research centre',
    division: 'infectious-diseases',
    image: 'vaccines',
    offset: 60,
    hour: 11,
    hours: 2,
    where: 'auditorium',
    summary: 'Draft only: the official launch of the new vaccine research centre. Not to be announced yet.',
    detail: 'Details of speakers and guests are still being confirmed.',
  },
  99,
  'unpublished-draft-event',
)

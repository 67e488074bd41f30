import type { TenderStatus } from '../../../lib/schema/sections'
import { slugify } from '../../../lib/slug'
import { addDays, fromToday, utcDate } from '../random'
import { richText, type RichText } from '../richtext'

type TenderRow = {
  title: string
  year: number
  number: number
  status: TenderStatus
  published: [number, number]
  /** Open tenders: days from today to the closing date. */
  closesInDays?: number
  summary: string
  scope: string
}

const rows: TenderRow[] = [
  { title: 'Supply of laboratory consumables for the Coastal Field Station', year: 2026, number: 14, status: 'open', published: [10, 27], closesInDays: 12, summary: 'Framework agreement for the supply of laboratory consumables and reagents over three years.', scope: 'pipette tips, sample tubes, reagents for molecular diagnostics and personal protective equipment, delivered monthly to Mombasa' },
  { title: 'Cloud hosting and backup for research data platforms', year: 2026, number: 15, status: 'open', published: [11, 3], closesInDays: 26, summary: 'Secure cloud hosting, backup and disaster recovery for the institute’s research data systems.', scope: 'hosting for electronic data capture systems, encrypted off-site backup, monitoring and a tested disaster recovery plan' },
  { title: 'Hire of four-wheel-drive vehicles for field teams in southern Malawi', year: 2026, number: 16, status: 'open', published: [11, 10], closesInDays: 34, summary: 'Vehicle hire with drivers for field data collection over 18 months.', scope: 'six four-wheel-drive vehicles with insured drivers, fuel and maintenance, available seven days a week during study visits' },
  { title: 'Design and printing of the annual report', year: 2026, number: 17, status: 'open', published: [11, 14], closesInDays: 45, summary: 'Design, layout, accessible PDF production and printing of the institute’s annual report.', scope: 'editorial design, an accessible tagged PDF, 1,000 printed copies and a web-friendly summary' },
  { title: 'Renovation of the insectary at the Savannah Research Centre', year: 2025, number: 4, status: 'closed', published: [3, 10], summary: 'Building works to renovate and extend the mosquito insectary.', scope: 'building works, climate control, screening and biosafety fittings for a 120 square metre insectary' },
  { title: 'Provision of transcription and translation services', year: 2025, number: 9, status: 'closed', published: [6, 2], summary: 'Transcription and translation of qualitative interviews in six languages.', scope: 'verbatim transcription and translation of audio interviews, with strict confidentiality and data protection' },
  { title: 'Supply of solar power systems for rural health facilities', year: 2025, number: 12, status: 'closed', published: [8, 18], summary: 'Supply and installation of solar power systems for 20 health facilities taking part in a study.', scope: 'solar panels, batteries and installation at 20 rural health facilities, with two years of maintenance' },
  { title: 'External audit services for 2025–2027', year: 2025, number: 15, status: 'closed', published: [10, 6], summary: 'Statutory external audit of the institute’s accounts and grant reports.', scope: 'annual statutory audits and audits of grant expenditure reports for the financial years 2025 to 2027' },
  { title: 'Supply of portable digital X-ray units', year: 2024, number: 3, status: 'awarded', published: [2, 12], summary: 'Supply of portable digital chest X-ray units for tuberculosis screening.', scope: 'four portable digital X-ray units with computer-aided detection software, training and maintenance' },
  { title: 'Electronic data capture software licences', year: 2024, number: 7, status: 'awarded', published: [5, 20], summary: 'Licences and support for electronic data capture software on tablets.', scope: 'software licences for 300 tablets, hosting, training and technical support for three years' },
  { title: 'Cold chain equipment for vaccine trials', year: 2024, number: 11, status: 'awarded', published: [9, 9], summary: 'Supply of vaccine refrigerators, freezers and temperature monitoring.', scope: 'solar direct-drive vaccine refrigerators, −80 °C freezers and remote temperature monitoring for five sites' },
  { title: 'Catering and venue services for the Annual Scientific Symposium', year: 2024, number: 14, status: 'awarded', published: [11, 4], summary: 'Venue, catering and audio-visual services for a three-day scientific meeting.', scope: 'a venue for 400 delegates, catering, audio-visual services and live streaming for three days' },
]

type TenderSeed = {
  slug: string
  title: string
  reference: string
  status: TenderStatus
  publishedAt: string
  closesAt: string
  summary: string
  body: RichText
}

export const tenders: TenderSeed[] = rows.map((row) => {
  let published = utcDate(row.year, row.published[0], row.published[1], 9)
  let closes = addDays(published, 30)
  if (row.status === 'open') {
    // Open tenders must close in the future, whatever today is.
    const closing = fromToday(row.closesInDays ?? 30, 12)
    closes = closing
    if (published.getTime() > Date.now()) published = fromToday(-7, 9)
  }
  closes.setUTCHours(12, 0, 0, 0)
  return {
    slug: slugify(row.title),
    title: row.title,
    reference: `NVH/T/${row.year}/${String(row.number).padStart(3, '0')}`,
    status: row.status,
    publishedAt: published.toISOString(),
    closesAt: closes.toISOString(),
    summary: row.summary,
    body: richText([
      { h2: 'Scope' },
      `Northvale Institute of Health Research invites suitably qualified suppliers to bid for ${row.scope}.`,
      { h2: 'How to bid' },
      'Download the tender document, which sets out the requirements, the evaluation criteria and the bid form. Bids must be submitted by email to tenders@northvale.example before the closing date and time. Late bids will not be considered.',
      row.status === 'open'
        ? 'Questions may be sent to the same address up to seven days before the closing date. Answers will be shared with all bidders.'
        : row.status === 'closed'
          ? 'This tender has closed and bids are being evaluated. Bidders will be told the outcome by email.'
          : 'This tender has been awarded. Thank you to all suppliers who submitted a bid.',
    ]),
  }
})

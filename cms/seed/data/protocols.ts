import { slugify } from '../../../lib/slug'
import { utcDate } from '../random'
import { richText, type RichText } from '../richtext'

type ProtocolRow = {
  short: string
  title: string
  year: number
  number: number
  version: string
  status: 'planned' | 'recruiting' | 'active' | 'completed'
  approved: [number, number]
  pi: string
  division: string
  summary: string
  aim: string
  design: string
}

const rows: ProtocolRow[] = [
  { short: 'SMC-EXTEND', title: 'SMC-EXTEND: extending seasonal malaria chemoprevention to children aged five to ten in northern Ghana', year: 2022, number: 3, version: '3.0', status: 'completed', approved: [2, 14], pi: 'lindiwe-dlamini', division: 'infectious-diseases', summary: 'A cluster-randomised trial of seasonal malaria chemoprevention for older children.', aim: 'to measure the effect of extending seasonal malaria chemoprevention to children aged five to ten years on clinical malaria and anaemia', design: 'a cluster-randomised controlled trial in 60 villages over two transmission seasons' },
  { short: 'BOOST-MV', title: 'BOOST-MV: immunogenicity and safety of a malaria vaccine booster dose in Malawian children', year: 2022, number: 11, version: '2.1', status: 'active', approved: [9, 2], pi: 'amara-okafor', division: 'infectious-diseases', summary: 'A randomised trial comparing booster schedules of a malaria vaccine.', aim: 'to compare antibody responses and safety after an annual versus a single booster dose of malaria vaccine', design: 'an open-label randomised trial with 1,200 children followed for three years' },
  { short: 'TB-DOOR', title: 'TB-DOOR: door-to-door tuberculosis screening with portable X-ray in Kampala', year: 2023, number: 2, version: '1.2', status: 'completed', approved: [3, 6], pi: 'mateus-carvalho', division: 'infectious-diseases', summary: 'A study of active tuberculosis case-finding using portable digital chest X-ray.', aim: 'to estimate the yield and cost of door-to-door tuberculosis screening with portable chest X-ray and computer-aided reading', design: 'a stepped-wedge cluster-randomised trial across 24 urban parishes' },
  { short: 'AMR-WATCH', title: 'AMR-WATCH: genomic surveillance of antimicrobial resistance in hospital and community settings', year: 2023, number: 9, version: '1.0', status: 'recruiting', approved: [7, 21], pi: 'priya-raghunathan', division: 'infectious-diseases', summary: 'Genomic surveillance of resistant bacteria in hospitals and households.', aim: 'to describe how antibiotic-resistant bacteria move between hospitals, households and the environment', design: 'a prospective surveillance study with whole-genome sequencing of bacterial isolates' },
  { short: 'IRON-MUM', title: 'IRON-MUM: weekly versus daily iron supplementation for anaemia in pregnancy', year: 2023, number: 14, version: '2.0', status: 'active', approved: [11, 9], pi: 'fatuma-njeri', division: 'maternal-child-health', summary: 'A non-inferiority trial of weekly iron supplementation in pregnancy.', aim: 'to test whether weekly iron and folic acid supplementation is as effective as daily supplementation in preventing anaemia at delivery', design: 'a randomised non-inferiority trial among 2,400 pregnant women' },
  { short: 'KMC-HOME', title: 'KMC-HOME: community-initiated kangaroo mother care for low-birthweight infants', year: 2024, number: 1, version: '1.1', status: 'recruiting', approved: [1, 30], pi: 'daniel-ferreira', division: 'maternal-child-health', summary: 'A trial of kangaroo mother care started at home by community health workers.', aim: 'to measure the effect of community-initiated kangaroo mother care on survival to 28 days among low-birthweight infants', design: 'an individually randomised trial with 3,000 infants' },
  { short: 'GROW-ANDES', title: 'GROW-ANDES: a cohort study of child growth and micronutrient status at high altitude', year: 2024, number: 5, version: '1.0', status: 'recruiting', approved: [4, 17], pi: 'rosa-quispe', division: 'maternal-child-health', summary: 'A birth cohort following child growth in Andean communities.', aim: 'to describe patterns of growth and micronutrient deficiency in the first five years of life at high altitude', design: 'a prospective birth cohort of 1,500 children with visits every six months' },
  { short: 'BP-VILLAGE', title: 'BP-VILLAGE: community health worker-led hypertension management in rural Bangladesh', year: 2024, number: 7, version: '2.2', status: 'active', approved: [6, 3], pi: 'rajesh-iyer', division: 'non-communicable-diseases', summary: 'A cluster trial of hypertension care delivered by community health workers.', aim: 'to test whether home visits by trained community health workers improve blood pressure control', design: 'a cluster-randomised trial across 80 villages with 12 months of follow-up' },
  { short: 'PREVENT-T2', title: 'PREVENT-T2: group lifestyle coaching to prevent type 2 diabetes in urban adults', year: 2024, number: 10, version: '1.0', status: 'recruiting', approved: [9, 12], pi: 'chidi-nwosu', division: 'non-communicable-diseases', summary: 'A trial of a group lifestyle programme for adults with prediabetes.', aim: 'to measure the effect of a twelve-session group lifestyle programme on new cases of type 2 diabetes', design: 'a randomised controlled trial with 1,800 adults and three years of follow-up' },
  { short: 'MIND-CARE', title: 'MIND-CARE: lay counsellor-delivered problem-solving therapy for depression in primary care', year: 2025, number: 2, version: '1.0', status: 'recruiting', approved: [2, 20], pi: 'kofi-boateng', division: 'non-communicable-diseases', summary: 'A pragmatic trial of brief psychological therapy delivered by lay counsellors.', aim: 'to test whether brief problem-solving therapy delivered by lay counsellors reduces depressive symptoms at six months', design: 'a pragmatic individually randomised trial in 20 primary care clinics' },
  { short: 'CHW-PAY', title: 'CHW-PAY: the effect of reliable payment on community health worker performance', year: 2025, number: 6, version: '1.1', status: 'active', approved: [5, 8], pi: 'thandeka-khumalo', division: 'health-systems-policy', summary: 'A mixed-methods evaluation of payment reforms for community health workers.', aim: 'to evaluate how timely and predictable payment affects community health worker retention and quality of care', design: 'a mixed-methods evaluation with a difference-in-differences analysis' },
  { short: 'COOL-CITY', title: 'COOL-CITY: heat early-warning messages for older adults in two tropical cities', year: 2025, number: 9, version: '1.0', status: 'recruiting', approved: [8, 25], pi: 'emeka-uzor', division: 'environmental-health', summary: 'A trial of heat early-warning text messages for older adults.', aim: 'to test whether personalised heat early-warning messages reduce heat-related illness among adults over 60', design: 'a randomised trial during two hot seasons with 2,000 participants' },
  { short: 'CLEAN-AIR-KIDS', title: 'CLEAN-AIR-KIDS: household air pollution and child lung function in the Mekong Delta', year: 2025, number: 12, version: '1.0', status: 'planned', approved: [11, 4], pi: 'camille-laurent', division: 'environmental-health', summary: 'A cohort study of household air pollution exposure and lung growth.', aim: 'to measure the association between household fine particulate exposure and lung function growth in children', design: 'a prospective cohort of 900 children with personal exposure monitoring' },
  { short: 'DENGUE-ALERT', title: 'DENGUE-ALERT: a climate-informed early-warning system for dengue outbreaks', year: 2026, number: 3, version: '1.0', status: 'planned', approved: [3, 18], pi: 'lan-nguyen', division: 'environmental-health', summary: 'Development and evaluation of a dengue early-warning system.', aim: 'to develop and prospectively evaluate a dengue outbreak early-warning system that uses rainfall, temperature and case data', design: 'a modelling study with a prospective evaluation across 30 districts' },
  { short: 'ADAPT-STATS', title: 'ADAPT-STATS: a platform protocol for adaptive trials of malaria interventions', year: 2026, number: 7, version: '1.0', status: 'planned', approved: [7, 7], pi: 'wei-zhang', division: 'data-science-biostatistics', summary: 'A master protocol for adaptive platform trials of malaria control tools.', aim: 'to provide a shared master protocol under which several malaria interventions can be compared, added or dropped as evidence accumulates', design: 'a Bayesian adaptive platform trial with pre-specified decision rules' },
]

type ProtocolSeed = {
  slug: string
  title: string
  protocolNumber: string
  version: string
  studyStatus: ProtocolRow['status']
  approvedAt: string
  principalInvestigator: string
  division: string
  summary: string
  body: RichText
}

export const protocols: ProtocolSeed[] = rows.map((row) => ({
  slug: slugify(row.short),
  title: row.title,
  protocolNumber: `NVH-PR-${row.year}-${String(row.number).padStart(3, '0')}`,
  version: row.version,
  studyStatus: row.status,
  approvedAt: utcDate(row.year, row.approved[0], row.approved[1], 10).toISOString(),
  principalInvestigator: row.pi,
  division: row.division,
  summary: row.summary,
  body: richText([
    { h2: 'Aim' },
    `The study aims ${row.aim}.`,
    { h2: 'Design' },
    `It is ${row.design}. Participants, or their parents or guardians, give written informed consent before taking part and may leave the study at any time.`,
    { h2: 'Approvals and oversight' },
    `The protocol was approved by the Northvale research ethics committee and by the relevant national ethics committees and regulators. An independent data monitoring committee reviews safety data throughout.`,
  ]),
}))

import type { BannerKey } from './images'

/** Research topics the generated news, events and publications talk about. */
export type Topic = {
  /** Lower-case noun phrase, e.g. "seasonal malaria chemoprevention". */
  name: string
  division: string
  banner: BannerKey
  /** A finding phrase: "… reports {finding}". */
  finding: string
  /** An outcome linked to the topic: "… links {name} to {outcome}". */
  outcome: string
  /** A goal: "the long road to {goal}". */
  goal: string
  /** The kind of study: trial, cohort, survey… */
  study: string
  tags: string[]
  /** Only these places suit the topic. */
  where?: string[]
}

const africa = ['coastal Kenya', 'southern Malawi', 'northern Ghana', 'western Uganda', 'Kampala', 'Mombasa', 'Tamale']
const asia = ['the Mekong Delta', 'rural Bangladesh', 'Khulna', 'Can Tho']

export const topics: Topic[] = [
  { name: 'malaria', division: 'infectious-diseases', banner: 'malaria', finding: 'a sharp fall in malaria cases among young children', outcome: 'school absence', goal: 'malaria elimination', study: 'community trial', where: africa, tags: ['malaria'] },
  { name: 'the malaria vaccine', division: 'infectious-diseases', banner: 'vaccines', finding: 'strong protection after a fourth malaria vaccine dose', outcome: 'fewer hospital admissions', goal: 'a malaria vaccine for every child', study: 'vaccine trial', where: africa, tags: ['malaria', 'vaccines'] },
  { name: 'tuberculosis', division: 'infectious-diseases', banner: 'community', finding: 'twice as many tuberculosis cases found by door-to-door screening', outcome: 'household crowding', goal: 'ending tuberculosis', study: 'case-finding study', tags: ['tuberculosis'] },
  { name: 'childhood vaccine uptake', division: 'maternal-child-health', banner: 'vaccines', finding: 'higher childhood vaccine coverage after SMS reminders', outcome: 'fewer measles outbreaks', goal: 'reaching every child with vaccines', study: 'randomised evaluation', tags: ['vaccines', 'child health'] },
  { name: 'antimicrobial resistance', division: 'infectious-diseases', banner: 'data', finding: 'rising antibiotic resistance in common infections', outcome: 'over-the-counter antibiotic sales', goal: 'antibiotics that keep working', study: 'genomic surveillance study', tags: ['antimicrobial resistance'] },
  { name: 'maternal anaemia', division: 'maternal-child-health', banner: 'mothers', finding: 'anaemia in pregnancy halved with a new supplement schedule', outcome: 'low birth weight', goal: 'healthy pregnancies', study: 'pregnancy cohort', tags: ['maternal health', 'nutrition'] },
  { name: 'newborn care', division: 'maternal-child-health', banner: 'mothers', finding: 'better survival of small babies with kangaroo mother care', outcome: 'neonatal sepsis', goal: 'no preventable newborn deaths', study: 'stepped-wedge trial', tags: ['newborn health'] },
  { name: 'child nutrition', division: 'maternal-child-health', banner: 'community', finding: 'fewer stunted children where school meals were introduced', outcome: 'learning outcomes', goal: 'every child well nourished', study: 'cohort study', tags: ['nutrition', 'child health'] },
  { name: 'hypertension', division: 'non-communicable-diseases', banner: 'chronic', finding: 'blood pressure control doubled with community health worker visits', outcome: 'stroke', goal: 'controlling high blood pressure', study: 'cluster-randomised trial', tags: ['hypertension'] },
  { name: 'type 2 diabetes', division: 'non-communicable-diseases', banner: 'chronic', finding: 'a third fewer new diabetes cases after a group lifestyle programme', outcome: 'sugary drink prices', goal: 'preventing diabetes', study: 'prevention trial', tags: ['diabetes'] },
  { name: 'mental health', division: 'non-communicable-diseases', banner: 'community', finding: 'lasting recovery from depression with lay counsellor therapy', outcome: 'unemployment', goal: 'mental health care close to home', study: 'pragmatic trial', tags: ['mental health'] },
  { name: 'cervical cancer screening', division: 'non-communicable-diseases', banner: 'vaccines', finding: 'more women screened using self-collected HPV tests', outcome: 'HPV vaccine coverage', goal: 'eliminating cervical cancer', study: 'screening study', tags: ['cancer', 'vaccines'] },
  { name: 'community health workers', division: 'health-systems-policy', banner: 'systems', finding: 'better care when community health workers are paid on time', outcome: 'clinic waiting times', goal: 'a health worker for every village', study: 'mixed-methods evaluation', tags: ['health systems'] },
  { name: 'health insurance', division: 'health-systems-policy', banner: 'systems', finding: 'fewer families pushed into poverty by hospital bills', outcome: 'household debt', goal: 'universal health coverage', study: 'household survey', tags: ['health financing'] },
  { name: 'air pollution', division: 'environmental-health', banner: 'climate', finding: 'cleaner kitchens and fewer childhood chest infections', outcome: 'childhood pneumonia', goal: 'clean air in every home', study: 'sensor network study', tags: ['air quality', 'environment'] },
  { name: 'extreme heat', division: 'environmental-health', banner: 'climate', finding: 'more hospital admissions on the hottest days', outcome: 'kidney disease in farm workers', goal: 'cities ready for heatwaves', study: 'time-series analysis', tags: ['climate', 'heat'] },
  { name: 'dengue', division: 'environmental-health', banner: 'climate', finding: 'dengue outbreaks following floods by six weeks', outcome: 'urban flooding', goal: 'dengue early warning', study: 'surveillance study', where: asia, tags: ['dengue', 'climate'] },
  { name: 'safe drinking water', division: 'environmental-health', banner: 'community', finding: 'less childhood diarrhoea after household water filters', outcome: 'school attendance', goal: 'safe water for all', study: 'household trial', tags: ['water', 'sanitation'] },
  { name: 'disease surveillance data', division: 'data-science-biostatistics', banner: 'data', finding: 'outbreaks detected two weeks earlier with automated alerts', outcome: 'faster outbreak response', goal: 'real-time disease intelligence', study: 'modelling study', tags: ['data science', 'surveillance'] },
  { name: 'malaria forecasting', division: 'data-science-biostatistics', banner: 'malaria', finding: 'accurate malaria forecasts three months ahead', outcome: 'rainfall', goal: 'planning malaria control before the rains', study: 'forecasting model', where: africa, tags: ['malaria', 'data science'] },
]

/** Real places near the invented field stations, with the station that works there. */
export type Place = { name: string; station: string }

const places: Place[] = [
  { name: 'coastal Kenya', station: 'Coastal Field Station' },
  { name: 'southern Malawi', station: 'Lakeshore Research Unit' },
  { name: 'northern Ghana', station: 'Savannah Research Centre' },
  { name: 'the Mekong Delta', station: 'Mekong Research Station' },
  { name: 'rural Bangladesh', station: 'Delta Field Site' },
  { name: 'the Peruvian Andes', station: 'Andean Health Unit' },
  { name: 'western Uganda', station: 'Urban Health Hub' },
  { name: 'the hills of Nepal', station: 'Highlands Field Site' },
  { name: 'Kampala', station: 'Urban Health Hub' },
  { name: 'Mombasa', station: 'Coastal Field Station' },
  { name: 'Khulna', station: 'Delta Field Site' },
  { name: 'Cusco', station: 'Andean Health Unit' },
  { name: 'Tamale', station: 'Savannah Research Centre' },
  { name: 'Pokhara', station: 'Highlands Field Site' },
  { name: 'Can Tho', station: 'Mekong Research Station' },
]

/** The places a topic's stories can be set in (malaria is not studied in the Andes). */
export function placesFor(topic: Topic): Place[] {
  return topic.where ? places.filter((p) => topic.where?.includes(p.name)) : places
}

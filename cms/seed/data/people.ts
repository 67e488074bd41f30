import { slugify } from '../../../lib/slug'
import { withOrcidCheckDigit } from '../../../lib/validation/fields'
import { richText, type RichText } from '../richtext'
import { rng } from '../random'
import { emailFor } from '../text'
import { divisions } from './divisions'

type PersonRow = {
  name: string
  honorific: string
  position: string
  division: string
  expertise: string[]
  /** One sentence: what they work on (also the summary). */
  focus: string
  /** One sentence about their training and earlier work. */
  background: string
  joined: number
  isResearcher?: boolean
  /** Institute leadership: a profile, but no author or speaker of the demo stories and events. */
  leadership?: boolean
}

const rows: PersonRow[] = [
  // Infectious Diseases
  { name: 'Amara Okafor', honorific: 'Prof', position: 'Head of Infectious Diseases and Deputy Director (Science)', division: 'infectious-diseases', expertise: ['Malaria', 'Vaccine trials', 'Immunology'], focus: 'Leads trials of next-generation malaria vaccines and studies how natural immunity develops in young children.', background: 'She trained in medicine in Enugu and in infectious disease epidemiology in Lisbon, and spent eight years running vaccine trials on the Kenyan coast.', joined: 2009 },
  { name: 'Mateus Carvalho', honorific: 'Dr', position: 'Senior Research Fellow', division: 'infectious-diseases', expertise: ['Tuberculosis', 'Diagnostics', 'Operational research'], focus: 'Evaluates new tuberculosis diagnostics and active case-finding strategies in crowded urban neighbourhoods.', background: 'He studied microbiology in Porto Alegre and completed a doctorate on tuberculosis transmission in prisons.', joined: 2015 },
  { name: 'Lindiwe Dlamini', honorific: 'Dr', position: 'Malaria Programme Lead', division: 'infectious-diseases', expertise: ['Malaria', 'Seasonal chemoprevention', 'Entomology'], focus: 'Coordinates the malaria programme across four field sites, with a focus on seasonal chemoprevention and insecticide resistance.', background: 'She began her career as a district public health officer in Eswatini before completing a PhD in vector biology.', joined: 2013 },
  { name: 'Tomasz Wiśniewski', honorific: 'Dr', position: 'Research Fellow in Vaccinology', division: 'infectious-diseases', expertise: ['Vaccine immunogenicity', 'Laboratory assays'], focus: 'Designs the laboratory assays used to measure vaccine responses in Northvale trials.', background: 'He trained as a biochemist in Kraków and worked on influenza vaccine potency testing before moving into field trials.', joined: 2019 },
  { name: 'Nadia Haddad', honorific: 'Dr', position: 'Clinical Trials Manager', division: 'infectious-diseases', expertise: ['Good clinical practice', 'Trial management', 'Pharmacovigilance'], focus: 'Keeps the institute’s infectious disease trials running to time, to budget and to the highest ethical standards.', background: 'She qualified in pharmacy in Beirut and managed multi-country antibiotic trials for a decade.', joined: 2017 },
  { name: 'Kwame Asante', honorific: 'Mr', position: 'Laboratory Manager', division: 'infectious-diseases', expertise: ['Laboratory quality systems', 'Biobanking'], focus: 'Runs the central laboratory and its biobank, including accreditation and staff training.', background: 'He trained in biomedical science in Kumasi and has managed research laboratories for fifteen years.', joined: 2011, isResearcher: false },
  { name: 'Priya Raghunathan', honorific: 'Dr', position: 'Postdoctoral Scientist', division: 'infectious-diseases', expertise: ['Antimicrobial resistance', 'Genomic surveillance', 'Bioinformatics'], focus: 'Uses genomic surveillance to track antimicrobial resistance in hospital and community bacteria.', background: 'She completed her doctorate in microbial genomics in Chennai and a fellowship in pathogen sequencing.', joined: 2022 },
  // Maternal & Child Health
  { name: 'Ingrid Lindqvist', honorific: 'Prof', position: 'Head of Maternal & Child Health', division: 'maternal-child-health', expertise: ['Perinatal epidemiology', 'Stillbirth', 'Cohort studies'], focus: 'Leads the division’s research on preventing stillbirths and newborn deaths through better antenatal care.', background: 'She trained as an obstetrician in Uppsala and led a national perinatal audit before turning to global maternal health.', joined: 2010 },
  { name: 'Fatuma Njeri', honorific: 'Dr', position: 'Senior Epidemiologist', division: 'maternal-child-health', expertise: ['Maternal anaemia', 'Pregnancy cohorts', 'Nutrition'], focus: 'Runs a pregnancy cohort of eight thousand women to understand the causes and consequences of maternal anaemia.', background: 'She studied nutrition in Nairobi and epidemiology in Cape Town before joining the Coastal Field Station.', joined: 2014 },
  { name: 'Rosa Quispe', honorific: 'Dr', position: 'Research Fellow in Child Nutrition', division: 'maternal-child-health', expertise: ['Child growth', 'Micronutrients', 'High-altitude health'], focus: 'Studies child growth and micronutrient deficiencies in high-altitude Andean communities.', background: 'She trained as a paediatric nurse in Cusco and completed a doctorate on stunting in rural highland districts.', joined: 2018 },
  { name: 'Aisha Bello', honorific: 'Ms', position: 'Research Midwife', division: 'maternal-child-health', expertise: ['Midwifery', 'Respectful maternity care'], focus: 'Leads the midwifery team on trials of respectful maternity care and birth companionship.', background: 'She practised as a midwife in Kano and Abuja for twelve years before moving into research.', joined: 2016, isResearcher: false },
  { name: 'Daniel Ferreira', honorific: 'Dr', position: 'Neonatal Health Researcher', division: 'maternal-child-health', expertise: ['Newborn care', 'Kangaroo mother care', 'Neonatal sepsis'], focus: 'Tests simple interventions such as kangaroo mother care to improve survival of small and sick newborns.', background: 'He trained in paediatrics in Maputo and worked in neonatal units in three countries.', joined: 2017 },
  { name: 'Mei-Ling Chou', honorific: 'Dr', position: 'Senior Research Fellow', division: 'maternal-child-health', expertise: ['Early childhood development', 'Parenting interventions'], focus: 'Evaluates parenting and early-learning programmes that help young children reach their developmental potential.', background: 'She studied developmental psychology in Taipei and worked on child development surveys across Southeast Asia.', joined: 2016 },
  { name: 'Samuel Mensah', honorific: 'Mr', position: 'Field Coordinator', division: 'maternal-child-health', expertise: ['Field operations', 'Community engagement'], focus: 'Coordinates field teams and community advisory boards at the Savannah Research Centre.', background: 'He joined Northvale as a data collector and has since managed field operations for six large studies.', joined: 2012, isResearcher: false },
  // Non-communicable Diseases
  { name: 'Rajesh Iyer', honorific: 'Prof', position: 'Head of Non-communicable Diseases', division: 'non-communicable-diseases', expertise: ['Hypertension', 'Cardiovascular epidemiology', 'Primary care'], focus: 'Leads research on detecting and controlling high blood pressure through primary care and community health workers.', background: 'He trained in internal medicine in Bengaluru and cardiovascular epidemiology in Edinburgh.', joined: 2012 },
  { name: 'Elena Petrova', honorific: 'Dr', position: 'Cardiovascular Epidemiologist', division: 'non-communicable-diseases', expertise: ['Stroke', 'Risk prediction', 'Cohort studies'], focus: 'Develops risk prediction tools for stroke and heart disease that work in settings with few laboratory tests.', background: 'She studied medicine in Sofia and completed a doctorate on cardiovascular risk scores.', joined: 2019 },
  { name: 'Chidi Nwosu', honorific: 'Dr', position: 'Research Fellow in Diabetes', division: 'non-communicable-diseases', expertise: ['Type 2 diabetes', 'Lifestyle interventions'], focus: 'Tests group-based lifestyle programmes for preventing type 2 diabetes in urban communities.', background: 'He trained in endocrinology in Ibadan and ran diabetes clinics before moving into prevention research.', joined: 2020 },
  { name: 'Sofia Marchetti', honorific: 'Dr', position: 'Senior Research Fellow in Cancer Epidemiology', division: 'non-communicable-diseases', expertise: ['Cervical cancer', 'HPV screening', 'Cancer registries'], focus: 'Studies cervical cancer screening and HPV vaccine impact using population cancer registries.', background: 'She trained in epidemiology in Bologna and worked on cancer registries in East Africa.', joined: 2015 },
  { name: 'Yusuf Demir', honorific: 'Dr', position: 'Clinical Research Fellow', division: 'non-communicable-diseases', expertise: ['Chronic kidney disease', 'Hypertension'], focus: 'Investigates chronic kidney disease of unknown cause among agricultural workers.', background: 'He trained in nephrology in Ankara and has worked in rural dialysis services.', joined: 2021 },
  { name: 'Hana Novak', honorific: 'Ms', position: 'Research Nurse', division: 'non-communicable-diseases', expertise: ['Clinical research nursing', 'Patient recruitment'], focus: 'Leads participant recruitment and follow-up for the hypertension and diabetes trials.', background: 'She worked as a cardiac nurse in Ljubljana before joining the institute’s clinical research team.', joined: 2018, isResearcher: false },
  { name: 'Kofi Boateng', honorific: 'Dr', position: 'Mental Health Researcher', division: 'non-communicable-diseases', expertise: ['Depression', 'Task sharing', 'Psychological interventions'], focus: 'Adapts brief psychological therapies for delivery by lay health workers in primary care.', background: 'He trained in psychiatry in Accra and in global mental health in London.', joined: 2019 },
  // Health Systems & Policy
  { name: 'Margaret O’Donnell', honorific: 'Prof', position: 'Head of Health Systems & Policy', division: 'health-systems-policy', expertise: ['Health policy', 'Governance', 'Evidence use'], focus: 'Studies how governments use research evidence when they reform health services.', background: 'She trained in political science in Galway and worked as a health policy adviser before joining academia.', joined: 2011 },
  { name: 'Luis Herrera', honorific: 'Dr', position: 'Health Economist', division: 'health-systems-policy', expertise: ['Cost-effectiveness', 'Health financing', 'Economic evaluation'], focus: 'Estimates the costs and cost-effectiveness of the interventions tested in Northvale trials.', background: 'He studied economics in Bogotá and health economics in York.', joined: 2016 },
  { name: 'Thandeka Khumalo', honorific: 'Dr', position: 'Policy Research Fellow', division: 'health-systems-policy', expertise: ['Community health workers', 'Health workforce'], focus: 'Researches how community health worker programmes are organised, supervised and paid.', background: 'She trained in public health in Durban and worked for a provincial health department.', joined: 2018 },
  { name: 'Arjun Mehta', honorific: 'Dr', position: 'Implementation Scientist', division: 'health-systems-policy', expertise: ['Implementation science', 'Scale-up', 'Mixed methods'], focus: 'Studies what it takes to scale up interventions that worked in trials to whole districts and countries.', background: 'He trained in medicine in Pune and implementation science in Toronto.', joined: 2020 },
  { name: 'Leila Farahani', honorific: 'Dr', position: 'Senior Research Fellow in Health Financing', division: 'health-systems-policy', expertise: ['Universal health coverage', 'Health insurance', 'Equity'], focus: 'Analyses who pays for health care and how health insurance schemes affect poorer households.', background: 'She studied economics in Tehran and completed a doctorate on financial protection in health.', joined: 2017 },
  { name: 'Joseph Kariuki', honorific: 'Mr', position: 'Research Officer', division: 'health-systems-policy', expertise: ['Qualitative research', 'Facility surveys'], focus: 'Runs facility surveys and qualitative interviews with health workers and managers.', background: 'He holds a master’s degree in public health from Nairobi and has worked on service availability surveys.', joined: 2019 },
  { name: 'Anna Kowalczyk', honorific: 'Ms', position: 'Knowledge Translation Manager', division: 'health-systems-policy', expertise: ['Policy engagement', 'Science communication'], focus: 'Turns Northvale research into policy briefs, workshops and conversations with decision-makers.', background: 'She worked as a science journalist in Warsaw before moving into research communication.', joined: 2021, isResearcher: false },
  // Environmental Health
  { name: 'Emeka Uzor', honorific: 'Prof', position: 'Head of Environmental Health', division: 'environmental-health', expertise: ['Climate and health', 'Heat', 'Environmental epidemiology'], focus: 'Leads research on how heat and changing rainfall patterns affect health in the tropics.', background: 'He trained in environmental science in Nsukka and epidemiology in Rotterdam.', joined: 2013 },
  { name: 'Camille Laurent', honorific: 'Dr', position: 'Air Quality Scientist', division: 'environmental-health', expertise: ['Air pollution', 'Low-cost sensors', 'Household energy'], focus: 'Measures household and outdoor air pollution with networks of low-cost sensors.', background: 'She studied atmospheric chemistry in Grenoble and worked on urban air quality monitoring.', joined: 2018 },
  { name: 'Lan Nguyen', honorific: 'Dr', position: 'Climate and Health Fellow', division: 'environmental-health', expertise: ['Flooding', 'Dengue', 'Climate adaptation'], focus: 'Studies how flooding and rising temperatures change the risk of dengue in the Mekong Delta.', background: 'She trained in public health in Hanoi and in climate science in Melbourne.', joined: 2020 },
  { name: 'Tariq Rahman', honorific: 'Dr', position: 'Water and Sanitation Researcher', division: 'environmental-health', expertise: ['Water quality', 'Sanitation', 'Diarrhoeal disease'], focus: 'Evaluates water treatment and sanitation programmes and their effect on childhood diarrhoea.', background: 'He trained as a civil engineer in Dhaka and completed a doctorate on arsenic in groundwater.', joined: 2016 },
  { name: 'Isabela Santos', honorific: 'Dr', position: 'Research Fellow in Vector Ecology', division: 'environmental-health', expertise: ['Mosquito ecology', 'Dengue', 'Malaria'], focus: 'Studies where mosquitoes breed in fast-growing towns and how land use changes disease risk.', background: 'She studied biology in Belém and completed a doctorate in vector ecology.', joined: 2019 },
  { name: 'Björn Halvorsen', honorific: 'Dr', position: 'Environmental Epidemiologist', division: 'environmental-health', expertise: ['Exposure assessment', 'Spatial epidemiology'], focus: 'Links satellite and sensor data to health records to estimate environmental exposures.', background: 'He trained in geography in Bergen and in environmental epidemiology in Utrecht.', joined: 2017 },
  { name: 'Zainab Sesay', honorific: 'Ms', position: 'Field Scientist', division: 'environmental-health', expertise: ['Field sampling', 'Water testing'], focus: 'Leads environmental sampling campaigns for water, soil and air studies.', background: 'She studied chemistry in Freetown and has run field laboratories in three countries.', joined: 2021, isResearcher: false },
  // Data Science & Biostatistics
  { name: 'Wei Zhang', honorific: 'Prof', position: 'Head of Data Science & Biostatistics', division: 'data-science-biostatistics', expertise: ['Trial design', 'Bayesian statistics', 'Causal inference'], focus: 'Leads the institute’s statisticians and develops adaptive designs for clinical trials.', background: 'He studied mathematics in Wuhan and biostatistics in Seattle.', joined: 2010 },
  { name: 'Olga Ivanenko', honorific: 'Dr', position: 'Principal Statistician', division: 'data-science-biostatistics', expertise: ['Cluster-randomised trials', 'Missing data'], focus: 'Designs and analyses the institute’s cluster-randomised trials.', background: 'She studied statistics in Kharkiv and worked on vaccine trial analyses.', joined: 2014 },
  { name: 'Kenji Morimoto', honorific: 'Dr', position: 'Machine Learning Scientist', division: 'data-science-biostatistics', expertise: ['Machine learning', 'Medical imaging', 'Prediction models'], focus: 'Builds and validates machine learning models for diagnosis and outbreak forecasting.', background: 'He studied computer science in Sendai and worked on imaging algorithms.', joined: 2021 },
  { name: 'Adaeze Eze', honorific: 'Dr', position: 'Senior Biostatistician', division: 'data-science-biostatistics', expertise: ['Survival analysis', 'Longitudinal data'], focus: 'Analyses long-running cohort studies and teaches the institute’s statistics courses.', background: 'She trained in statistics in Lagos and completed a doctorate on joint models.', joined: 2016 },
  { name: 'Gabriel Ortiz', honorific: 'Mr', position: 'Data Manager', division: 'data-science-biostatistics', expertise: ['Data management', 'Electronic data capture'], focus: 'Runs the data systems that collect, clean and archive study data.', background: 'He studied informatics in Valparaíso and managed clinical databases.', joined: 2015, isResearcher: false },
  { name: 'Ruth Abebe', honorific: 'Dr', position: 'Modelling Fellow', division: 'data-science-biostatistics', expertise: ['Infectious disease modelling', 'Malaria', 'Health economics'], focus: 'Builds transmission models to predict the impact of malaria and vaccine programmes.', background: 'She studied physics in Addis Ababa and mathematical epidemiology in Oxford.', joined: 2020 },
  { name: 'Henrik Sørensen', honorific: 'Dr', position: 'Research Software Engineer', division: 'data-science-biostatistics', expertise: ['Research software', 'Reproducibility', 'Open data'], focus: 'Builds open-source tools and reproducible pipelines for the institute’s research.', background: 'He studied software engineering in Aarhus and worked on open data platforms.', joined: 2022 },
  // Institute leadership (profiles for the senior leadership team who lead no division)
  { name: 'Catherine Mwangi', honorific: 'Dr', position: 'Executive Director', division: 'health-systems-policy', expertise: ['Malaria control', 'Research leadership', 'Guideline development'], focus: 'Leads the institute and its strategy, and keeps a research interest in malaria control policy.', background: 'She trained as a physician in Nairobi and in epidemiology in Baltimore, and directed a national malaria research programme.', joined: 2019, isResearcher: false, leadership: true },
  { name: 'Oliver Brandt', honorific: 'Mr', position: 'Chief Operating Officer', division: 'health-systems-policy', expertise: ['Operations', 'Procurement', 'Field logistics'], focus: 'Runs operations, estates, procurement and field logistics across all Northvale sites.', background: 'He ran supply chains for health programmes in East and Southern Africa before joining the institute.', joined: 2018, isResearcher: false, leadership: true },
  { name: 'Priyanka Sethi', honorific: 'Ms', position: 'Director of Finance', division: 'health-systems-policy', expertise: ['Grant management', 'Financial planning', 'Audit'], focus: 'Oversees financial planning, grant management and audit for the institute.', background: 'She is a chartered accountant with twenty years’ experience in research and non-profit finance.', joined: 2016, isResearcher: false, leadership: true },
  { name: 'Jonas Eriksen', honorific: 'Dr', position: 'Director of Partnerships and Engagement', division: 'health-systems-policy', expertise: ['Research partnerships', 'Public engagement'], focus: 'Builds the institute’s partnerships with universities, governments and funders, and leads its public engagement.', background: 'He led research partnerships for a university school of public health.', joined: 2020, isResearcher: false, leadership: true },
]

const extras = [
  'serves on the institute’s research ethics committee and mentors early-career researchers',
  'supervises doctoral students and teaches on the institute’s short courses',
  'chairs the data and safety monitoring group for two ongoing trials',
  'is a member of the editorial board of the Journal of Tropical Epidemiology',
  'co-leads the institute’s community engagement working group',
  'advises district health teams on turning study findings into practice',
]

export type PersonSeed = {
  slug: string
  name: string
  honorific: string
  position: string
  division: string
  summary: string
  biography: RichText
  expertise: string[]
  email: string
  orcid?: string
  isResearcher: boolean
  order: number
  /** Whether they get a portrait. */
  photo: boolean
}

const divisionName = (slug: string) => divisions.find((d) => d.slug === slug)?.name ?? slug

function build(row: PersonRow, index: number): PersonSeed {
  const r = rng(1000 + index)
  const surname = row.name.split(' ').slice(-1)[0] ?? row.name
  // The last digit is the ORCID check digit, so the iD is a valid one (still invented).
  const orcid = index % 3 === 0 ? withOrcidCheckDigit(`0000-000${r.int(1, 3)}-${r.int(1000, 9999)}-${r.int(1000, 9999)}`) : undefined
  return {
    slug: slugify(row.name),
    name: row.name,
    honorific: row.honorific,
    position: row.position,
    division: row.division,
    summary: row.focus,
    biography: richText([
      `${row.honorific} ${row.name} is ${/^[AEIOU]/.test(row.position) ? 'an' : 'a'} ${row.position.charAt(0).toLowerCase() + row.position.slice(1)} in the ${divisionName(row.division)} division at Northvale Institute. ${row.focus}`,
      `${row.background} ${surname} joined Northvale in ${row.joined}.`,
      `Alongside research, ${surname} ${r.pick(extras)}. Current interests include ${row.expertise.map((e) => e.toLowerCase()).join(', ')}.`,
    ]),
    expertise: row.expertise,
    email: emailFor(row.name),
    ...(orcid ? { orcid } : {}),
    isResearcher: row.isResearcher ?? true,
    order: index + 1,
    photo: index % 2 === 0,
  }
}

export const people: PersonSeed[] = rows.map(build)

const leadershipOnly = new Set(rows.filter((row) => row.leadership).map((row) => slugify(row.name)))

/** Researchers of a division, for picking authors and speakers (the institute's leadership is filed under a division too). */
export const peopleByDivision = (division: string): PersonSeed[] =>
  people.filter((p) => p.division === division && !leadershipOnly.has(p.slug))

export const draftPerson: PersonSeed = {
  ...build(
    {
      name: 'Marisol Quintero',
      honorific: 'Dr',
      position: 'Visiting Research Fellow',
      division: 'environmental-health',
      expertise: ['Urban heat', 'Green infrastructure'],
      focus: 'Will study how urban green spaces reduce heat stress in informal settlements (profile not yet published).',
      background: 'She trained in urban planning in Quito and environmental health in Barcelona.',
      joined: 2026,
    },
    99,
  ),
  slug: 'unpublished-draft-person',
  order: 999,
  photo: false,
}

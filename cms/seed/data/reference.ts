import { inOrder } from '../helpers'
import type { BannerKey } from './images'

export const quickLinks = inOrder([
  { label: 'Publications', url: '/publications' },
  { label: 'News & blogs', url: '/news-blogs' },
  { label: 'Events', url: '/events' },
  { label: 'Research protocols', url: '/research-protocols' },
  { label: 'Subscribe', url: '/subscribe' },
])

export const awards: { title: string; year: number; recipient: string; summary: string; image?: BannerKey }[] = [
  { title: 'Excellence in Field Epidemiology Award', year: 2019, recipient: 'Coastal Field Station team', summary: 'For twenty-five years of continuous demographic and health surveillance.', image: 'community' },
  { title: 'Open Science Prize', year: 2020, recipient: 'Data Science & Biostatistics division', summary: 'For sharing anonymised trial data and analysis code openly.', image: 'data' },
  { title: 'Young Investigator Medal', year: 2021, recipient: 'Dr Priya Raghunathan', summary: 'For genomic surveillance of antimicrobial resistance.' },
  { title: 'Community Partnership Award', year: 2023, recipient: 'Savannah Research Centre community advisory board', summary: 'For outstanding community involvement in research design.', image: 'community' },
  { title: 'Global Maternal Health Research Prize', year: 2025, recipient: 'Prof Ingrid Lindqvist', summary: 'For research that has helped reduce stillbirths in three countries.', image: 'mothers' },
  { title: 'Climate and Health Innovation Award', year: 2026, recipient: 'Environmental Health division', summary: 'For the heat early-warning study in two tropical cities.', image: 'climate' },
]

export const donates = inOrder([
  { title: 'Give once', summary: 'A one-off gift helps fund equipment, training and new pilot studies.', url: '/donate', image: 'community' as BannerKey },
  { title: 'Give monthly', summary: 'Regular gifts let us plan ahead and support long-term studies that follow families for years.', url: '/donate', image: 'mothers' as BannerKey },
  { title: 'Leave a gift in your will', summary: 'A gift in your will can support the next generation of health researchers.', url: '/contact-us' },
])

/** The field sites, with the divisions whose people and studies work there (the seed tags records by division). */
export const globalMarkers: {
  name: string
  slug: string
  country: string
  latitude: number
  longitude: number
  summary: string
  divisions: string[]
}[] = [
  { name: 'Northvale Coastal Field Station', slug: 'coastal-field-station', country: 'Kenya', latitude: -4.0435, longitude: 39.6682, summary: 'Malaria, vaccine and maternal health research on the Kenyan coast.', divisions: ['infectious-diseases', 'maternal-child-health', 'data-science-biostatistics'] },
  { name: 'Northvale Lakeshore Research Unit', slug: 'lakeshore-research-unit', country: 'Malawi', latitude: -14.4782, longitude: 35.2645, summary: 'Malaria vaccine trials and community health worker studies on the shores of Lake Malawi.', divisions: ['infectious-diseases', 'health-systems-policy'] },
  { name: 'Northvale Savannah Research Centre', slug: 'savannah-research-centre', country: 'Ghana', latitude: 9.4008, longitude: -0.8393, summary: 'Seasonal malaria chemoprevention, nutrition and newborn health in northern Ghana.', divisions: ['infectious-diseases', 'maternal-child-health'] },
  { name: 'Northvale Urban Health Hub', slug: 'urban-health-hub', country: 'Uganda', latitude: 0.3476, longitude: 32.5825, summary: 'Tuberculosis, hypertension and urban health in Kampala.', divisions: ['non-communicable-diseases', 'health-systems-policy', 'infectious-diseases'] },
  { name: 'Northvale Delta Field Site', slug: 'delta-field-site', country: 'Bangladesh', latitude: 22.8456, longitude: 89.5403, summary: 'Water, sanitation and chronic disease research in the south-west delta.', divisions: ['environmental-health', 'non-communicable-diseases'] },
  { name: 'Northvale Mekong Research Station', slug: 'mekong-research-station', country: 'Vietnam', latitude: 10.0452, longitude: 105.7469, summary: 'Dengue, flooding and air quality research in the Mekong Delta.', divisions: ['environmental-health', 'data-science-biostatistics'] },
  { name: 'Northvale Highlands Field Site', slug: 'highlands-field-site', country: 'Nepal', latitude: 28.2096, longitude: 83.9856, summary: 'Maternal health and mental health services in the hills of Nepal.', divisions: ['maternal-child-health', 'non-communicable-diseases'] },
  { name: 'Northvale Andean Health Unit', slug: 'andean-health-unit', country: 'Peru', latitude: -13.532, longitude: -71.9675, summary: 'Child growth and high-altitude health research in the Andes.', divisions: ['maternal-child-health', 'health-systems-policy'] },
]

export const achievements = inOrder([
  { value: '40+', label: 'years of research', summary: 'Since our first field clinic opened in the early 1980s.' },
  { value: '1,200+', label: 'peer-reviewed publications', summary: 'Most of them open access.' },
  // Counted from the field sites below ("Where we work"), so the figure always matches the map.
  { value: String(globalMarkers.length), label: `field sites in ${new Set(globalMarkers.map((m) => m.country)).size} countries`, summary: 'Across Africa, Asia and South America.' },
  { value: '350', label: 'staff and students', summary: 'Researchers, field workers and professional services colleagues.' },
])

export const testimonials = inOrder([
  { name: 'Esther Wambui', role: 'Study participant, Mombasa', quote: 'The field team explained everything clearly and came back to tell us what the study found. My children were part of something that helps other families too.' },
  { name: 'Dr Paolo Benedetti', role: 'District health officer', quote: 'Northvale’s researchers ask us what we need to know, and then they help us use the answers. That partnership has changed how we plan malaria control.' },
  { name: 'Yaw Darko', role: 'PhD student, Data Science & Biostatistics', quote: 'I came for the statistics training and stayed for the people. Working on real trials from day one has been the best education I could ask for.' },
  { name: 'Mercy Chirwa', role: 'Community health worker, southern Malawi', quote: 'Being part of the research showed me that what we do in the villages really matters, and now we have the evidence to prove it.' },
])

export const carousel = inOrder<{ title: string; caption: string; image: BannerKey; url: string }>([
  { title: 'Towards a world without malaria', caption: 'Our trials of vaccines and chemoprevention are helping protect millions of children.', image: 'malaria', url: '/features' },
  { title: 'Healthy mothers, thriving children', caption: 'Research on anaemia, newborn care and nutrition across four countries.', image: 'mothers', url: '/our-researchers' },
  { title: 'Climate change is a health issue', caption: 'Measuring the effects of heat, floods and air pollution, and finding ways to adapt.', image: 'climate', url: '/news' },
  { title: 'Data for better decisions', caption: 'Our statisticians and data scientists turn field data into evidence for policy.', image: 'data', url: '/publications' },
])


export const collaborations = inOrder([
  { name: 'Eastbrook University School of Public Health', url: 'https://eastbrook.example.org', summary: 'Joint doctoral training programme and shared statistics courses.', logo: true },
  { name: 'Meridian Centre for Tropical Medicine', url: 'https://meridian-ctm.example.org', summary: 'Partner in malaria vaccine and chemoprevention trials.', logo: true },
  { name: 'Lakeland Health Data Consortium', url: 'https://lakeland-data.example.org', summary: 'Shared infrastructure for open research data.' },
  { name: 'Pan-Andean Community Health Network', url: 'https://andean-health.example.org', summary: 'Community health research across high-altitude regions.' },
  { name: 'Southern Coast Teaching Hospital', url: 'https://southern-coast-hospital.example.org', summary: 'Clinical research partner for maternal and newborn studies.' },
  { name: 'Riverside Institute of Environmental Science', url: 'https://riverside-env.example.org', summary: 'Air quality and climate modelling collaboration.' },
])

export const donors = inOrder([
  { name: 'Harrowgate Foundation', tier: 'major' as const, url: 'https://harrowgate.example.org', logo: true },
  { name: 'Alder Trust for Global Health', tier: 'major' as const, url: 'https://alder-trust.example.org', logo: true },
  { name: 'Bellwood Philanthropies', tier: 'major' as const, url: 'https://bellwood.example.org', logo: true },
  { name: 'Kestrel Family Foundation', tier: 'major' as const, url: 'https://kestrel-family.example.org', logo: true },
  { name: 'Silverpine Fund', tier: 'core' as const, url: 'https://silverpine.example.org' },
  { name: 'Marlowe Charitable Trust', tier: 'core' as const, url: 'https://marlowe-trust.example.org' },
  { name: 'Corvina Health Initiative', tier: 'core' as const, url: 'https://corvina.example.org' },
  { name: 'Ostrander Foundation', tier: 'core' as const, url: 'https://ostrander.example.org' },
  { name: 'Wren & Ash Trust', tier: 'core' as const, url: 'https://wren-ash.example.org' },
  { name: 'Thistledown Foundation', tier: 'core' as const, url: 'https://thistledown.example.org' },
])

export const highlightTopics = inOrder<{ slug: string; title: string; summary: string; url: string; image: BannerKey }>([
  { slug: 'malaria', title: 'Malaria', summary: 'Vaccines, chemoprevention and forecasting: our work towards a world without malaria.', url: '/search?q=malaria', image: 'malaria' },
  { slug: 'vaccines', title: 'Vaccines', summary: 'Trials of new vaccines and research on how to reach every child.', url: '/search?q=vaccine', image: 'vaccines' },
  { slug: 'climate-and-health', title: 'Climate and health', summary: 'Heat, floods, air pollution and the diseases they bring.', url: '/search?q=climate', image: 'climate' },
  { slug: 'mothers-and-newborns', title: 'Mothers and newborns', summary: 'Safer pregnancies and births, and healthier first years of life.', url: '/search?q=newborn', image: 'mothers' },
])

/** The research themes: each belongs with one division, whose people and work the seed tags with it. */
export const researchThemes: { slug: string; title: string; summary: string; division: string; image: BannerKey }[] = [
  { slug: 'beating-infectious-diseases', title: 'Beating infectious diseases', summary: 'From malaria and tuberculosis to antimicrobial resistance: prevention, diagnosis and treatment.', division: 'infectious-diseases', image: 'malaria' },
  { slug: 'healthy-start-in-life', title: 'A healthy start in life', summary: 'Research for healthier pregnancies, safer births and thriving children.', division: 'maternal-child-health', image: 'mothers' },
  { slug: 'chronic-disease-close-to-home', title: 'Chronic disease close to home', summary: 'Managing hypertension, diabetes and mental health in primary care.', division: 'non-communicable-diseases', image: 'chronic' },
  { slug: 'stronger-health-systems', title: 'Stronger health systems', summary: 'How health services are paid for, staffed and run, and how evidence shapes policy.', division: 'health-systems-policy', image: 'systems' },
  { slug: 'health-in-a-changing-climate', title: 'Health in a changing climate', summary: 'The health effects of heat, floods, water and air, and how communities can adapt.', division: 'environmental-health', image: 'climate' },
  { slug: 'data-for-health', title: 'Data for health', summary: 'Trial design, modelling and open data that make every study stronger.', division: 'data-science-biostatistics', image: 'data' },
]

export const countries: [string, string][] = [
  ['Bangladesh', 'BD'], ['Benin', 'BJ'], ['Botswana', 'BW'], ['Brazil', 'BR'], ['Burkina Faso', 'BF'], ['Cambodia', 'KH'],
  ['Cameroon', 'CM'], ['Colombia', 'CO'], ['Côte d’Ivoire', 'CI'], ['Ethiopia', 'ET'], ['Gambia', 'GM'], ['Ghana', 'GH'],
  ['India', 'IN'], ['Indonesia', 'ID'], ['Kenya', 'KE'], ['Lao People’s Democratic Republic', 'LA'], ['Madagascar', 'MG'],
  ['Malawi', 'MW'], ['Mali', 'ML'], ['Mozambique', 'MZ'], ['Myanmar', 'MM'], ['Nepal', 'NP'], ['Niger', 'NE'],
  ['Nigeria', 'NG'], ['Pakistan', 'PK'], ['Peru', 'PE'], ['Philippines', 'PH'], ['Rwanda', 'RW'], ['Senegal', 'SN'],
  ['Sierra Leone', 'SL'], ['South Africa', 'ZA'], ['Sri Lanka', 'LK'], ['Tanzania', 'TZ'], ['Thailand', 'TH'],
  ['Uganda', 'UG'], ['United Kingdom', 'GB'], ['Vietnam', 'VN'], ['Zambia', 'ZM'], ['Zimbabwe', 'ZW'],
]

export const mediaResources: { title: string; category: 'annual-report' | 'brochure' | 'newsletter' | 'policy-brief'; year: number }[] = [
  { title: 'Annual report 2021', category: 'annual-report', year: 2021 },
  { title: 'Annual report 2022', category: 'annual-report', year: 2022 },
  { title: 'Annual report 2023', category: 'annual-report', year: 2023 },
  { title: 'Annual report 2024', category: 'annual-report', year: 2024 },
  { title: 'Annual report 2025', category: 'annual-report', year: 2025 },
  { title: 'Institute brochure', category: 'brochure', year: 2024 },
  { title: 'Field stations brochure', category: 'brochure', year: 2026 },
  { title: 'Northvale newsletter, spring edition', category: 'newsletter', year: 2025 },
  { title: 'Northvale newsletter, autumn edition', category: 'newsletter', year: 2026 },
  { title: 'Policy brief: paying community health workers on time', category: 'policy-brief', year: 2026 },
]

export const pinnedSearches = inOrder(['malaria', 'clinical trials', 'careers', 'tenders'].map((term) => ({ term })))

export const settings = {
  productName: 'Northvale Institute',
  tagline: 'Research for healthier lives',
  description:
    'Northvale Institute of Health Research is an independent, not-for-profit institute working with communities in Africa, Asia and South America to improve health through research.',
  contact: {
    email: 'info@northvale.example',
    phone: '+00 20 7946 0000',
    address: 'Northvale Institute of Health Research\n12 Research Park Way\nNorthvale',
  },
  social: [
    { network: 'X', url: 'https://x.example.com/northvale_institute' },
    { network: 'Facebook', url: 'https://facebook.example.com/northvaleinstitute' },
    { network: 'LinkedIn', url: 'https://linkedin.example.com/company/northvale-institute' },
    { network: 'YouTube', url: 'https://youtube.example.com/@northvaleinstitute' },
    { network: 'Instagram', url: 'https://instagram.example.com/northvaleinstitute' },
  ],
}

export const frontPage = {
  heroTitle: 'Research for healthier lives',
  heroSummary:
    'For more than forty years, Northvale Institute has worked with communities to find better ways to prevent and treat disease, from malaria vaccines to care for mothers and newborns.',
}

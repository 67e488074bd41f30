import { inOrder } from '../helpers'

export const divisions = inOrder([
  {
    slug: 'infectious-diseases',
    name: 'Infectious Diseases',
    summary:
      'Malaria, tuberculosis, neglected tropical diseases and antimicrobial resistance: from transmission studies to vaccine and drug trials.',
  },
  {
    slug: 'maternal-child-health',
    name: 'Maternal & Child Health',
    summary:
      'Healthy pregnancies, safe births and thriving children: nutrition, newborn care and the services that reach families.',
  },
  {
    slug: 'non-communicable-diseases',
    name: 'Non-communicable Diseases',
    summary:
      'Hypertension, diabetes, cancer and mental health in low- and middle-income settings, and how primary care can manage them.',
  },
  {
    slug: 'health-systems-policy',
    name: 'Health Systems & Policy',
    summary:
      'How health services are financed, staffed and governed, and how research evidence finds its way into policy.',
  },
  {
    slug: 'environmental-health',
    name: 'Environmental Health',
    summary: 'Air, water, heat and the changing climate: the environmental drivers of disease and what communities can do about them.',
  },
  {
    slug: 'data-science-biostatistics',
    name: 'Data Science & Biostatistics',
    summary:
      'Study design, statistical methods, modelling and the data platforms that every Northvale study depends on.',
  },
])

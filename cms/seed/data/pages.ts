import { richText, type Block, type RichText } from '../richtext'
import type { BannerKey } from './images'

/** `form`: the slug of an editor-built form placed on the page (cms/seed/data/forms.ts). */
export type PageSeed = { slug: string; title: string; summary: string; image?: BannerKey; body: RichText; form?: string }

const page = (slug: string, title: string, summary: string, blocks: Block[], image?: BannerKey): PageSeed => ({
  slug,
  title,
  summary,
  ...(image ? { image } : {}),
  body: richText(blocks),
})

export const pages: PageSeed[] = [
  page(
    'about-us',
    'About us',
    'Northvale Institute of Health Research is an independent, not-for-profit research institute working with communities to improve health where the need is greatest.',
    [
      'Northvale Institute of Health Research was founded more than forty years ago by a small group of doctors and scientists who believed that research should be done with the communities it serves, not simply about them.',
      'Today we are a team of around 350 researchers, clinicians, field workers and support staff, working across six research divisions and eight field sites in Africa, South Asia, Southeast Asia and South America.',
      { h2: 'What we do' },
      'We run clinical trials, long-term cohort studies, surveys and evaluations on the health problems that matter most to the people we work with: malaria and other infections, the health of mothers and children, chronic diseases, the environment, and the health systems that deliver care.',
      'Our statisticians and data scientists support every study, and our policy team works to make sure the evidence we produce reaches the people who make decisions. Our [publications](/publications) are listed on this site, most of them open access.',
      { h2: 'How we work' },
      'Every study begins with conversations with communities and health services. Community advisory boards at each field site help decide what we study and how, and we report our results back to the people who took part before anyone else.',
    ],
    'community',
  ),
  page(
    'contact-us',
    'Contact us',
    'How to reach Northvale Institute: general enquiries, media, partnerships and our field sites.',
    [
      'For general enquiries, email info@northvale.example or call +00 20 7946 0000 between 9:00 and 17:00 on weekdays.',
      { h2: 'Media enquiries' },
      'Journalists can contact the communications team at press@northvale.example. We aim to reply the same working day.',
      { h2: 'Partnerships' },
      'If you would like to collaborate with us on research, teaching or policy work, email partnerships@northvale.example with a short description of your idea.',
      { h2: 'Our address' },
      'Northvale Institute of Health Research, 12 Research Park Way, Northvale. Our field sites can be reached through the main office.',
    ],
  ),
  page(
    'careers',
    'Careers',
    'Join a team of researchers, field staff and professional services colleagues working to improve health for millions of people.',
    [
      'We are always looking for talented, curious people who share our commitment to research that makes a difference.',
      'We recruit scientists and clinicians at every career stage, as well as field workers, laboratory staff, data managers, and colleagues in finance, human resources, communications and operations.',
      { h2: 'Why work with us' },
      'We offer competitive salaries, generous leave, support for professional development, and the chance to work on studies that change policy and practice.',
      'We are committed to equity, diversity and inclusion, and we particularly welcome applications from people who live in the countries where we work.',
      { h2: 'How to apply' },
      'Current vacancies are advertised on this page and on our social media channels. To check that a job offer really comes from Northvale, use our staff verification page: we never ask applicants for money.',
    ],
  ),
  page(
    'our-history',
    'Our history',
    'From a single field clinic to an institute working in seven countries: four decades of Northvale research.',
    [
      'Northvale began in the early 1980s as a single field clinic studying childhood fever on the Kenyan coast, run by a handful of doctors, nurses and field workers.',
      'In the 1990s the team grew to include statisticians and social scientists, and opened its second field site in southern Malawi, where its first large malaria trial took place.',
      { h2: 'Growth and independence' },
      'The institute became an independent charity in 2004 and opened sites in South Asia, Southeast Asia and the Andes over the following decade.',
      'In 2018 the six research divisions were created, and in 2023 the Data Science & Biostatistics division launched the institute’s open data platform.',
      'Throughout, the founding principle has stayed the same: research done with communities, for communities.',
    ],
    'community',
  ),
  page(
    'research-ethics',
    'Research ethics',
    'How we protect the rights, safety and dignity of everyone who takes part in our research.',
    [
      'Every Northvale study is reviewed and approved by our independent research ethics committee and by the national ethics committees of the countries where it takes place.',
      { h2: 'Informed consent' },
      'Participants receive information in their own language and have time to ask questions before they decide whether to take part. They can leave a study at any time without any effect on their health care.',
      { h2: 'Community engagement' },
      'Community advisory boards at each field site review study plans, help us explain research to their communities, and tell us when something is not working.',
      { h2: 'Raising a concern' },
      'If you have a concern about any of our research, please email ethics@northvale.example. Concerns are handled confidentially by the chair of the research ethics committee.',
    ],
  ),
  page(
    'privacy-policy',
    'Privacy policy',
    'What personal data this website collects, why, and your rights.',
    [
      'This policy explains how Northvale Institute of Health Research uses personal data collected through this website. It does not cover research data, which is governed by the information given to study participants.',
      { h2: 'What we collect' },
      'When you submit a form, such as a newsletter subscription or a contact request, we store the information you provide so that we can respond. We collect anonymous usage statistics to improve the website.',
      { h2: 'How long we keep it' },
      'We keep form submissions for up to two years, and newsletter subscriptions until you unsubscribe.',
      { h2: 'Your rights' },
      'You can ask to see, correct or delete the personal data we hold about you by emailing privacy@northvale.example.',
    ],
  ),
  page(
    'accessibility',
    'Accessibility statement',
    'Our commitment to making this website usable by as many people as possible.',
    [
      'We want everyone to be able to use this website. We aim to meet the Web Content Accessibility Guidelines version 2.2 at level AA.',
      'You should be able to zoom in up to 400% without the text spilling off the screen, navigate the site using only a keyboard, and use it with a screen reader.',
      { h2: 'Known limitations' },
      'Some older PDF documents, such as annual reports from before 2021, may not be fully accessible. If you need a document in a different format, please contact us.',
      { h2: 'Feedback' },
      'If you find a problem that is not listed here, email accessibility@northvale.example. We aim to reply within five working days.',
    ],
  ),
  page(
    'donate',
    'Support our work',
    'Your gift helps fund research that improves health for families in some of the world’s poorest communities.',
    [
      'Northvale Institute is a not-for-profit organisation. Donations help us start new studies, train the next generation of researchers, and respond quickly when new health threats emerge.',
      { h2: 'Ways to give' },
      'You can make a one-off gift, give monthly, or remember Northvale in your will. Every gift, whatever its size, makes a difference.',
      'Companies and foundations can support specific programmes or field sites. Our partnerships team will be happy to discuss the options.',
      { h2: 'Where your money goes' },
      'For every 100 units donated, 88 are spent directly on research and training, 8 on running the institute, and 4 on fundraising.',
    ],
    'community',
  ),
  {
    ...page(
      'request-a-tender-document',
      'Request a tender document',
      'Bidders can ask for the full documents of an open tender here; the procurement office sends them by e-mail.',
      [
        'The summary of every tender is on our tenders page. The full documents (terms of reference, specifications and forms) are sent to registered bidders on request.',
        'Give the reference of the tender as it appears on the tenders page. We answer within two working days.',
      ],
    ),
    form: 'tender-document-request',
  },
]

export const draftPage: PageSeed = page(
  'unpublished-draft-page',
  'Embargoed: our new strategy 2027–2032',
  'Draft only: the institute’s next five-year strategy, not yet approved by the board.',
  [
    'This page is a draft and must not appear on the public website.',
    'It will describe the institute’s strategy for 2027 to 2032 once the Board of Trustees has approved it.',
    'Editors: publish only after the board meeting.',
  ],
)

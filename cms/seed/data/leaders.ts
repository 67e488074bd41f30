import type { LeaderGroup } from '../../../lib/schema/sections'
import { slugify } from '../../../lib/slug'
import { richText, type RichText } from '../richtext'

type LeaderRow = {
  name: string
  honorific: string
  role: string
  group: LeaderGroup
  photo?: boolean
  /** Slug of their profile in People. */
  person?: string
  bio: [string, string]
}

const rows: LeaderRow[] = [
  // Senior leadership team
  { name: 'Catherine Mwangi', honorific: 'Dr', role: 'Executive Director', group: 'senior-leadership-team', photo: true, person: 'catherine-mwangi', bio: ['Catherine Mwangi has led Northvale Institute since 2019, guiding its growth to eight field sites in eight countries.', 'A physician and epidemiologist by training, she previously directed a national malaria research programme and chaired several international guideline panels.'] },
  { name: 'Amara Okafor', honorific: 'Prof', role: 'Deputy Director (Science)', group: 'senior-leadership-team', photo: true, person: 'amara-okafor', bio: ['Amara Okafor oversees the institute’s scientific strategy and research quality, alongside leading the Infectious Diseases division.', 'Her own research focuses on malaria vaccines and the development of natural immunity in young children.'] },
  { name: 'Wei Zhang', honorific: 'Prof', role: 'Director of Research Data', group: 'senior-leadership-team', photo: true, person: 'wei-zhang', bio: ['Wei Zhang is responsible for the institute’s data strategy, research computing and open science policy.', 'He also leads the Data Science & Biostatistics division and has designed many of Northvale’s largest trials.'] },
  { name: 'Oliver Brandt', honorific: 'Mr', role: 'Chief Operating Officer', group: 'senior-leadership-team', photo: true, person: 'oliver-brandt', bio: ['Oliver Brandt leads operations, estates, procurement and field logistics across all Northvale sites.', 'He joined from a humanitarian logistics background, having run supply chains for health programmes in East and Southern Africa.'] },
  { name: 'Priyanka Sethi', honorific: 'Ms', role: 'Director of Finance', group: 'senior-leadership-team', photo: true, person: 'priyanka-sethi', bio: ['Priyanka Sethi is responsible for financial planning, grant management and audit.', 'She is a chartered accountant with twenty years’ experience in research and non-profit finance.'] },
  { name: 'Jonas Eriksen', honorific: 'Dr', role: 'Director of Partnerships and Engagement', group: 'senior-leadership-team', photo: true, person: 'jonas-eriksen', bio: ['Jonas Eriksen leads the institute’s partnerships with universities, governments and funders, and its public engagement work.', 'He previously led research partnerships for a university school of public health.'] },
  // Board of trustees
  { name: 'Helena Marsh', honorific: 'Ms', role: 'Chair of the Board', group: 'board-of-trustees', photo: true, bio: ['Helena Marsh chairs the Board of Trustees. She is a former hospital chief executive and has served on the boards of several health charities.', 'She has chaired the board since 2021.'] },
  { name: 'Samuel Adeyemi', honorific: 'Mr', role: 'Treasurer', group: 'board-of-trustees', bio: ['Samuel Adeyemi chairs the Finance and Audit Committee.', 'He is a retired banker with long experience of development finance.'] },
  { name: 'Grace Otieno', honorific: 'Prof', role: 'Trustee', group: 'board-of-trustees', bio: ['Grace Otieno is a professor of nursing and midwifery.', 'She brings experience of health professional education and maternal health policy.'] },
  { name: 'Martin Kessler', honorific: 'Mr', role: 'Trustee', group: 'board-of-trustees', bio: ['Martin Kessler is a lawyer specialising in charity and research governance.', 'He chairs the board’s Governance Committee.'] },
  { name: 'Ana Beatriz Lima', honorific: 'Dr', role: 'Trustee', group: 'board-of-trustees', bio: ['Ana Beatriz Lima is a public health physician and former district health director.', 'She brings the perspective of health services that use Northvale’s research.'] },
  { name: 'Ravi Chandrasekar', honorific: 'Mr', role: 'Trustee', group: 'board-of-trustees', bio: ['Ravi Chandrasekar is a technology entrepreneur.', 'He advises the board on digital strategy and data security.'] },
  { name: 'Naledi Mokoena', honorific: 'Ms', role: 'Trustee and community representative', group: 'board-of-trustees', bio: ['Naledi Mokoena has chaired a community advisory board at one of the institute’s field sites for ten years.', 'She represents the views of study communities on the board.'] },
  // Scientific advisory group
  { name: 'Francesca Romano', honorific: 'Prof', role: 'Chair of the Scientific Advisory Group', group: 'scientific-advisory-group', photo: true, bio: ['Francesca Romano is a professor of epidemiology with a long career in vaccine research.', 'She chairs the group that reviews the institute’s scientific strategy every year.'] },
  { name: 'David Oyelaran', honorific: 'Prof', role: 'Member', group: 'scientific-advisory-group', bio: ['David Oyelaran is a professor of paediatrics and child health.', 'His research focuses on childhood pneumonia and oxygen therapy.'] },
  { name: 'Yuki Hasegawa', honorific: 'Prof', role: 'Member', group: 'scientific-advisory-group', bio: ['Yuki Hasegawa is a professor of biostatistics.', 'She is an expert in the design and analysis of cluster-randomised trials.'] },
  { name: 'Carlos Mendoza', honorific: 'Dr', role: 'Member', group: 'scientific-advisory-group', bio: ['Carlos Mendoza is a health economist.', 'He advises ministries and funders on priority-setting in health.'] },
  { name: 'Miriam Goldberg', honorific: 'Prof', role: 'Member', group: 'scientific-advisory-group', bio: ['Miriam Goldberg is a professor of environmental health sciences.', 'Her work focuses on air pollution and climate change.'] },
]

type LeaderSeed = {
  slug: string
  name: string
  honorific: string
  role: string
  group: LeaderGroup
  photo: boolean
  person?: string
  biography: RichText
  order: number
}

export const leaders: LeaderSeed[] = rows.map((row, i) => ({
  slug: slugify(row.name),
  name: row.name,
  honorific: row.honorific,
  role: row.role,
  group: row.group,
  photo: row.photo ?? false,
  ...(row.person ? { person: row.person } : {}),
  biography: richText(row.bio),
  order: rows.slice(0, i).filter((r) => r.group === row.group).length + 1,
}))

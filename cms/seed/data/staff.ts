import { people } from './people'

/**
 * The demo staff registry: every person with a public profile, plus staff who
 * have none, and two former members of staff (not active). IDs are invented.
 */
type StaffSeed = {
  employeeId: string
  name: string
  designation: string
  division: string
  /** A portrait in the registry's own (non-public) portraits, drawn with this name's initials. */
  portrait?: string
  status: 'active' | 'inactive'
}

const withProfiles: StaffSeed[] = people.map((p, i) => ({
  employeeId: `NVH-${String(1001 + i).padStart(5, '0')}`,
  name: `${p.honorific} ${p.name}`,
  designation: p.position,
  division: p.division,
  portrait: p.name,
  status: 'active',
}))

const withoutProfiles: StaffSeed[] = [
  { employeeId: 'NVH-02001', name: 'Joseph Mwangi', designation: 'Field Driver', division: 'infectious-diseases', status: 'active' },
  { employeeId: 'NVH-02002', name: 'Grace Atieno', designation: 'Community Liaison Officer', division: 'maternal-child-health', portrait: 'Grace Atieno', status: 'active' },
  { employeeId: 'NVH-02003', name: 'Samuel Okello', designation: 'Data Clerk', division: 'health-systems-policy', portrait: 'Samuel Okello', status: 'active' },
  { employeeId: 'NVH-09001', name: 'Helena Brandt', designation: 'Former Research Nurse', division: 'maternal-child-health', portrait: 'Helena Brandt', status: 'inactive' },
  { employeeId: 'NVH-09002', name: 'Victor Osei', designation: 'Former Field Supervisor', division: 'infectious-diseases', status: 'inactive' },
]

export const staff: StaffSeed[] = [...withProfiles, ...withoutProfiles]

/** IDs the tests use: an active member of staff with a photo, and one who has left. */
export const staffExamples = { active: 'NVH-01001', activeWithoutPhoto: 'NVH-02001', inactive: 'NVH-09001' } as const

/** Names whose plain words are not just the name split up. */
const words: Record<string, string> = {
  url: 'Link',
  doi: 'DOI',
  orcid: 'ORCID iD',
  publishedAt: 'Publication date',
  startsAt: 'Starts',
  endsAt: 'Ends',
  closesAt: 'Closing date',
  approvedAt: 'Approval date',
  registrationUrl: 'Registration link',
  protocolNumber: 'Protocol number',
  principalInvestigator: 'Principal investigator',
  studyStatus: 'Study status',
  isResearcher: 'Listed as a researcher',
  authorList: 'Authors (as printed)',
  openAccess: 'Open access',
  heroTitle: 'Heading',
  heroSummary: 'Introduction',
  newsCount: 'Number of stories',
  eventsCount: 'Number of events',
  productName: 'Site name',
  footerMenu: 'Footer menu',
  linkType: 'Link to',
  from: 'Old address',
}

/** `protocolNumber` → "Protocol number": what an editor reads instead of a field's name. */
export const plainWords = (name: string) =>
  words[name] ??
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase())

type Link = { label: string; url: string }
type Item = Link & { children?: Link[] }

type MenuSeed = { slug: string; title: string; location: 'header' | 'footer' | 'sitemap' | 'other'; order: number; items: Item[] }

const l = (label: string, url: string): Link => ({ label, url })

export const menus: MenuSeed[] = [
  {
    slug: 'main-navigation',
    title: 'Main navigation',
    location: 'header',
    order: 1,
    items: [
      { label: 'About', url: '/about-us', children: [l('About us', '/about-us'), l('Our history', '/our-history'), l('Senior leadership team', '/senior-leadership-team'), l('Board of trustees', '/board-of-trustees'), l('Scientific advisory group', '/scientific-advisory-group')] },
      { label: 'Research', url: '/research', children: [l('Research themes', '/research#themes'), l('Divisions', '/research#divisions'), l('Field sites', '/research#field-sites'), l('Publications', '/publications'), l('Research protocols', '/research-protocols'), l('Research ethics', '/research-ethics')] },
      { label: 'People', url: '/our-researchers', children: [l('Our researchers', '/our-researchers'), l('Senior leadership team', '/senior-leadership-team'), l('Verify staff', '/verify-staff')] },
      { label: 'News & events', url: '/news-and-events', children: [l('News', '/news'), l('Features', '/features'), l('Press releases', '/press-releases'), l('In the news', '/in-the-news'), l('Events', '/events')] },
      { label: 'Publications', url: '/publications', children: [l('All publications', '/publications'), l('Research protocols', '/research-protocols')] },
      { label: 'Work with us', url: '/careers', children: [l('Careers', '/careers'), l('Tenders', '/tenders'), l('Support our work', '/donate'), l('Contact us', '/contact-us')] },
    ],
  },
  {
    slug: 'footer-institute',
    title: 'The institute',
    location: 'footer',
    order: 1,
    items: [l('About us', '/about-us'), l('Careers', '/careers'), l('Tenders', '/tenders'), l('Verify staff', '/verify-staff'), l('Contact us', '/contact-us'), l('Support our work', '/donate')],
  },
  {
    slug: 'footer-resources',
    title: 'Resources',
    location: 'footer',
    order: 2,
    items: [l('Publications', '/publications'), l('News & blogs', '/news-blogs'), l('Events', '/events'), l('Subscribe', '/subscribe'), l('Privacy policy', '/privacy-policy'), l('Accessibility', '/accessibility'), l('Sitemap', '/sitemap')],
  },
  {
    slug: 'sitemap-main',
    title: 'About, research and news',
    location: 'sitemap',
    order: 1,
    items: [
      { label: 'About', url: '/about-us', children: [l('About us', '/about-us'), l('Our history', '/our-history'), l('Research ethics', '/research-ethics'), l('Senior leadership team', '/senior-leadership-team'), l('Board of trustees', '/board-of-trustees'), l('Scientific advisory group', '/scientific-advisory-group')] },
      { label: 'Research', url: '/research', children: [l('Research themes, divisions and field sites', '/research'), l('Our researchers', '/our-researchers'), l('Publications', '/publications'), l('Research protocols', '/research-protocols')] },
      { label: 'News & events', url: '/news-and-events', children: [l('News', '/news'), l('Blog', '/blog'), l('News & blogs', '/news-blogs'), l('Features', '/features'), l('Press releases', '/press-releases'), l('In the news', '/in-the-news'), l('Events', '/events')] },
    ],
  },
  {
    slug: 'sitemap-more',
    title: 'More',
    location: 'sitemap',
    order: 2,
    items: [
      { label: 'Work with us', url: '/careers', children: [l('Careers', '/careers'), l('Tenders', '/tenders'), l('Verify staff', '/verify-staff')] },
      { label: 'Support us', url: '/donate', children: [l('Support our work', '/donate'), l('Subscribe', '/subscribe')] },
      { label: 'Help', url: '/contact-us', children: [l('Contact us', '/contact-us'), l('Privacy policy', '/privacy-policy'), l('Accessibility', '/accessibility'), l('Sitemap', '/sitemap')] },
    ],
  },
]

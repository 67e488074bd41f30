import { teaserFields } from '../fields'
import { reference } from './factories'

/** Topics of research (malaria, vaccines…), each linking to what the site has on it, shown under "Our research". */
export const HighlightTopics = reference('highlight-topics', { title: 'title', sort: 'order' }, teaserFields({ slug: true }))

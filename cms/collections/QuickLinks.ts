import { link, orderField, requiredText } from '../fields'
import { reference } from './factories'

/** The footer's "Quick links". */
export const QuickLinks = reference('quick-links', { title: 'label', sort: 'order' }, [requiredText('label'), link(), orderField])

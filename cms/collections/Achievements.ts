import { orderField, requiredText, textarea } from '../fields'
import { reference } from './factories'

/** Key figures shown on the home page ("40 years of research"). */
export const Achievements = reference('achievements', { title: 'label', sort: 'order' }, [
  requiredText('value'),
  requiredText('label'),
  textarea('summary'),
  orderField,
])

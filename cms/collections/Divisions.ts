import { orderField, requiredText, slugField, textarea } from '../fields'
import { reference } from './factories'

/** The institute's research divisions, which people, stories, events, papers and protocols belong to. */
export const Divisions = reference('divisions', { title: 'name', sort: 'order' }, [
  requiredText('name'),
  slugField('name'),
  textarea('summary'),
  orderField,
])

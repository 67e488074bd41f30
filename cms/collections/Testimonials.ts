import { image, orderField, requiredText, text, textarea } from '../fields'
import { reference } from './factories'

/** Quotes from study participants, partners and students, shown under "Voices" on the home page. */
export const Testimonials = reference('testimonials', { title: 'name', sort: 'order' }, [
  textarea('quote', { required: true }),
  requiredText('name'),
  text('role'),
  image('photo'),
  orderField,
])

import { image, link, orderField, requiredText, textarea } from '../fields'
import { reference } from './factories'

/** Pictures for the home page: the first beside the heading, the others under "In pictures". */
export const CarouselImages = reference('carousel-images', { title: 'title', sort: 'order' }, [
  requiredText('title'),
  textarea('caption'),
  image('image', { required: true }),
  link('url', false),
  orderField,
])

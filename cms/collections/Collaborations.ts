import { image, link, orderField, requiredText, textarea } from '../fields'
import { reference } from './factories'

/** Partner organisations, with their logos, shown under "Partners and funders". */
export const Collaborations = reference('collaborations', { title: 'name', sort: 'order' }, [
  requiredText('name'),
  link('url', false),
  image('logo'),
  textarea('summary'),
  orderField,
])

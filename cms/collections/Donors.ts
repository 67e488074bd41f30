import { donorTiers } from '../../lib/schema/sections'
import { image, link, orderField, requiredText } from '../fields'
import { reference } from './factories'

/** Funders, as major or core donors. */
export const Donors = reference('donors', { title: 'name', sort: 'order', admin: { defaultColumns: ['name', 'tier', 'order'] } }, [
  requiredText('name'),
  { name: 'tier', type: 'select', required: true, index: true, options: [...donorTiers] },
  link('url', false),
  image('logo'),
  orderField,
])

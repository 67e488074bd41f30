import { requiredText, textarea } from '../fields'
import { reference } from './factories'

/** Places where the institute works, shown on the home page map. */
export const GlobalMarkers = reference('global-markers', { title: 'name', sort: 'name' }, [
  requiredText('name'),
  requiredText('country'),
  { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
  { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
  textarea('summary'),
])

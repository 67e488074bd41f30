import { mediaResourceCategories } from '../../lib/schema/sections'
import { file, requiredText, yearField } from '../fields'
import { reference } from './factories'

/** Downloadable reports, brochures and newsletters, filed by year. */
export const MediaResources = reference('media-resources', { title: 'title', sort: '-year' }, [
  requiredText('title'),
  { name: 'category', type: 'select', required: true, index: true, options: [...mediaResourceCategories] },
  yearField({ index: true }),
  file(),
])

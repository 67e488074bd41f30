import { requiredText, richText, slugField, textarea } from '../fields'
import { reference } from './factories'

/**
 * The institute's field sites: shown on the home page map, each with a page of
 * its own (/field-sites/{slug}) listing the people, studies, news and events
 * tagged with it (their `fieldSites` field).
 */
export const GlobalMarkers = reference(
  'global-markers',
  { title: 'name', sort: 'name', labels: { singular: 'Field site', plural: 'Field sites' } },
  [
    requiredText('name'),
    slugField('name'),
    requiredText('country'),
    { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
    { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
    textarea('summary'),
    richText('description'),
  ],
)

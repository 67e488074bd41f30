import type { CollectionConfig } from 'payload'

import { donorTiers, mediaResourceCategories, menuLocations } from '../../lib/contract/sections'
import { orderField, slugField } from '../fields'
import { reference } from './factories'

const link = (name = 'url', required = true) =>
  ({ name, type: 'text', required, admin: { description: 'A path on this site (/about) or a full address.' } }) as const

export const Divisions: CollectionConfig = reference({
  slug: 'divisions',
  admin: { useAsTitle: 'name' },
  defaultSort: 'order',
  fields: [{ name: 'name', type: 'text', required: true }, slugField('name'), { name: 'summary', type: 'textarea' }, orderField],
})

const menuItemFields = [{ name: 'label', type: 'text', required: true }, link('url')] as const

/** Navigation menus: header, footer and sitemap, two levels deep. */
export const Menus: CollectionConfig = reference({
  slug: 'menus',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'location', 'order'] },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'location', type: 'select', required: true, index: true, options: [...menuLocations] },
    orderField,
    {
      name: 'items',
      type: 'array',
      fields: [...menuItemFields, { name: 'children', type: 'array', fields: [...menuItemFields] }],
    },
  ],
})

export const QuickLinks: CollectionConfig = reference({
  slug: 'quick-links',
  admin: { useAsTitle: 'label' },
  defaultSort: 'order',
  fields: [{ name: 'label', type: 'text', required: true }, link(), orderField],
})

export const Awards: CollectionConfig = reference({
  slug: 'awards',
  admin: { useAsTitle: 'title' },
  defaultSort: '-year',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'year', type: 'number', required: true, min: 1900, max: 2100 },
    { name: 'recipient', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
})

/** Ways to support the institute. */
export const Donates: CollectionConfig = reference({
  slug: 'donates',
  labels: { singular: 'Way to give', plural: 'Ways to give' },
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    link(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})

/** Key figures shown on the home page ("40 years of research"). */
export const Achievements: CollectionConfig = reference({
  slug: 'achievements',
  admin: { useAsTitle: 'label' },
  defaultSort: 'order',
  fields: [
    { name: 'value', type: 'text', required: true },
    { name: 'label', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    orderField,
  ],
})

export const Testimonials: CollectionConfig = reference({
  slug: 'testimonials',
  admin: { useAsTitle: 'name' },
  defaultSort: 'order',
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text' },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})

export const CarouselImages: CollectionConfig = reference({
  slug: 'carousel-images',
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'caption', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    link('url', false),
    orderField,
  ],
})

/** Places where the institute works, shown on the home page map. */
export const GlobalMarkers: CollectionConfig = reference({
  slug: 'global-markers',
  admin: { useAsTitle: 'name' },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'country', type: 'text', required: true },
    { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
    { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
    { name: 'summary', type: 'textarea' },
  ],
})

export const Collaborations: CollectionConfig = reference({
  slug: 'collaborations',
  admin: { useAsTitle: 'name' },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    link('url', false),
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'summary', type: 'textarea' },
    orderField,
  ],
})

/** Funders, as major or core donors. */
export const Donors: CollectionConfig = reference({
  slug: 'donors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'tier', 'order'] },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'tier', type: 'select', required: true, index: true, options: [...donorTiers] },
    link('url', false),
    { name: 'logo', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})

export const HighlightTopics: CollectionConfig = reference({
  slug: 'highlight-topics',
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    { name: 'summary', type: 'textarea', required: true },
    link(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})

export const Highlights: CollectionConfig = reference({
  slug: 'highlights',
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    link(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})

/** Short feature cards (research themes) for the home page. */
export const Items: CollectionConfig = reference({
  slug: 'items',
  labels: { singular: 'Research theme', plural: 'Research themes' },
  admin: { useAsTitle: 'title' },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'summary', type: 'textarea', required: true },
    link(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    orderField,
  ],
})

export const Countries: CollectionConfig = reference({
  slug: 'countries',
  admin: { useAsTitle: 'name' },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      validate: (v: unknown) => /^[A-Z]{2}$/.test(String(v ?? '')) || 'Two capital letters (ISO 3166-1 alpha-2).',
    },
  ],
})

/** Downloadable reports, brochures and newsletters, filed by year. */
export const MediaResources: CollectionConfig = reference({
  slug: 'media-resources',
  admin: { useAsTitle: 'title' },
  defaultSort: '-year',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'category', type: 'select', required: true, index: true, options: [...mediaResourceCategories] },
    { name: 'year', type: 'number', required: true, min: 1900, max: 2100, index: true },
    { name: 'file', type: 'upload', relationTo: 'media' },
  ],
})

/** Search terms editors pin to the "most searched" list. */
export const PinnedSearches: CollectionConfig = reference({
  slug: 'pinned-searches',
  admin: { useAsTitle: 'term', group: 'Search' },
  defaultSort: 'order',
  fields: [{ name: 'term', type: 'text', required: true, unique: true }, orderField],
})

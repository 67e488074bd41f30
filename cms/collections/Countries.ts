import { requiredText } from '../fields'
import { reference } from './factories'

/** Countries by name and ISO code, listed by the contract's /api/countries. */
export const Countries = reference('countries', { title: 'name', sort: 'name' }, [
  requiredText('name'),
  requiredText('code', {
    unique: true,
    validate: (v: unknown) => /^[A-Z]{2}$/.test(String(v ?? '')) || 'Two capital letters (ISO 3166-1 alpha-2).',
  }),
])

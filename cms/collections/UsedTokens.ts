import type { CollectionConfig } from 'payload'

import { nobody } from '../access'
import { requiredText } from '../fields'

/**
 * Single-use tokens (captcha challenges, staff verification proofs) that have
 * been spent. The unique key makes spending atomic: a second use fails to insert.
 * Internal bookkeeping only: hidden from /admin and from every API.
 */
export const UsedTokens: CollectionConfig = {
  slug: 'used-tokens',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [requiredText('key', { unique: true }), { name: 'expiresAt', type: 'date', required: true, index: true }],
}

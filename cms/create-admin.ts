/**
 * Run by `npm run create-admin` (scripts/create-admin.mjs) through Payload's
 * script runner: creates the administrator named by CREATE_ADMIN_EMAIL,
 * CREATE_ADMIN_PASSWORD and CREATE_ADMIN_NAME. On a database without accounts
 * it is the first administrator.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { describeError } from './access/firstAdmin'

const { CREATE_ADMIN_EMAIL: email = '', CREATE_ADMIN_PASSWORD: password = '', CREATE_ADMIN_NAME: name } = process.env

const payload = await getPayload({ config })
try {
  const where = { email: { equals: email.trim().toLowerCase() } }
  if ((await payload.count({ collection: 'users', where, overrideAccess: true })).totalDocs > 0) {
    console.error(`create-admin: an account ${email} already exists (an administrator can change its password under Users in /admin).`)
    process.exit(1)
  }
  const user = await payload.create({
    collection: 'users',
    data: { email, password, name: name || undefined, roles: ['admin'] },
    overrideAccess: true,
  })
  console.log(`create-admin: administrator ${user.email} created. Sign in at /admin.`)
} catch (error) {
  console.error(`create-admin: ${describeError(error)}`)
  process.exit(1)
}
process.exit(0)

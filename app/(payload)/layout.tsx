import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { getPayload, type ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'

import { isPublishingFunction, serverFunctionRefusal } from '@/cms/access/serverFunctions'
import { auditScheduling } from '@/cms/hooks/audit'

import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  if (!isPublishingFunction(args.name)) return handleServerFunctions({ ...args, config, importMap })
  // Payload checks only that the caller may use /admin: scheduling also needs the right to publish.
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  const refused = serverFunctionRefusal(args.name, user)
  if (refused || !user) return refused
  const result = await handleServerFunctions({ ...args, config, importMap })
  await auditScheduling(payload, user, args.args, result)
  return result
}

/** The CMS admin owns its own <html>; visitors' pages live in the (site) group. */
export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}

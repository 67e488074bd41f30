import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { getPayload, type ServerFunctionClient } from 'payload'
import type { ReactNode } from 'react'

import { isPublishingFunction, serverFunctionRefusal } from '@/cms/access/serverFunctions'

import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  if (isPublishingFunction(args.name)) {
    // Payload checks only that the caller may use /admin: scheduling also needs the right to publish.
    const { user } = await (await getPayload({ config })).auth({ headers: await headers() })
    const refused = serverFunctionRefusal(args.name, user)
    if (refused) return refused
  }
  return handleServerFunctions({ ...args, config, importMap })
}

/** The CMS admin owns its own <html>; visitors' pages live in the (site) group. */
export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  )
}

import { contractRoute } from '@/lib/backend/route'

export const GET = contractRoute('sitemapEntries')

import { contractRoute } from '@/lib/api/route'

export const GET = contractRoute('search')

import { contractRoute } from '@/lib/backend/route'

export const POST = contractRoute('staffProof')

import type { Payload } from 'payload'

/**
 * Marks a single-use token as spent. Returns false when it was spent before.
 * The unique key makes this atomic across processes and servers: of two
 * concurrent uses, exactly one insert succeeds.
 */
export async function spendOnce(payload: Payload, key: string, expiresAt: Date): Promise<boolean> {
  try {
    await payload.create({ collection: 'used-tokens', data: { key, expiresAt: expiresAt.toISOString() }, overrideAccess: true })
  } catch (error) {
    const { totalDocs } = await payload.count({ collection: 'used-tokens', where: { key: { equals: key } }, overrideAccess: true })
    if (totalDocs > 0) return false
    throw error
  }
  // Spent tokens are only needed until they would have expired anyway.
  if (Math.random() < 0.05) {
    await payload.delete({ collection: 'used-tokens', where: { expiresAt: { less_than: new Date().toISOString() } }, overrideAccess: true })
  }
  return true
}

/** Gives back a token spent for work that then failed, so that a later try (this process's or another's) may spend it. */
export async function unspend(payload: Payload, key: string): Promise<void> {
  await payload.delete({ collection: 'used-tokens', where: { key: { equals: key } }, overrideAccess: true })
}

/**
 * The body as text, at most `limit` bytes. A declared length over the limit is
 * refused before reading; a body without one (chunked) is counted as it
 * arrives and refused as soon as it passes the limit, so it is never held whole.
 */
export async function readBodyText(request: Request, limit: number, tooLarge: () => Error): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) throw tooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { chooseEncoding, compressAnswers } from '@/lib/edge/compression.mjs'

import { edgeServer } from '../support/edge'

/**
 * lib/edge/compression.mjs on a real HTTP server: text answers of 1 KiB and
 * more go out as brotli or gzip, as the browser takes them, byte-equal once
 * decoded; small ones, other types, HEAD, encoded answers and `no-transform`
 * ones go out as they are; a streamed answer's parts arrive as they are written.
 */
let server: Awaited<ReturnType<typeof edgeServer>> | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const page = `<!DOCTYPE html><p>${'A page worth compressing. '.repeat(200)}</p>`

async function serve(type: string, body: string, extra: Record<string, string> = {}, { declareLength = false } = {}) {
  server = await edgeServer([compressAnswers], (_req, res) => {
    res.setHeader('Content-Type', type)
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value)
    if (declareLength) res.setHeader('Content-Length', Buffer.byteLength(body))
    res.write(body.slice(0, 100))
    res.end(body.slice(100))
  })
  return server
}

describe('compression', () => {
  it('answers brotli or gzip as the browser takes them, byte-equal once decoded', async () => {
    await serve('text/html; charset=utf-8', page, { Vary: 'rsc' })
    const br = await server!.ask('/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-length']).toBeUndefined()
    expect(br.headers.vary).toBe('rsc, Accept-Encoding')
    expect(brotliDecompressSync(br.body).toString()).toBe(page)
    expect(br.body.length).toBeLessThan(page.length / 10)

    const gzip = await server!.ask('/', { headers: { 'accept-encoding': 'gzip, br;q=0' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(page)

    for (const encoding of ['identity', 'br;q=0, gzip;q=0', undefined]) {
      const plain = await server!.ask('/', { headers: encoding ? { 'accept-encoding': encoding } : {} })
      expect(plain.headers['content-encoding'], encoding).toBeUndefined()
      expect(plain.body.toString()).toBe(page)
    }
  })

  it('leaves small answers, other types, encoded and no-transform answers and HEAD as they are', async () => {
    const accept = { 'accept-encoding': 'br, gzip' }
    // Whole at its end, or of a declared length: a small answer's size is known before its head goes out.
    server = await edgeServer([compressAnswers], (_req, res) => res.setHeader('Content-Type', 'application/json').end('{"small":true}'))
    let answer = await server!.ask('/', { headers: accept })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toBe('Accept-Encoding')
    await server!.close()

    await serve('application/json', JSON.stringify({ text: 'x'.repeat(500) }), {}, { declareLength: true })
    expect((await server!.ask('/', { headers: accept })).headers['content-encoding']).toBeUndefined()
    await server!.close()

    await serve('image/png', page)
    answer = await server!.ask('/', { headers: accept })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.headers.vary).toBeUndefined()
    await server!.close()

    await serve('text/html', page, { 'Cache-Control': 'public, no-transform' })
    expect((await server!.ask('/', { headers: accept })).headers['content-encoding']).toBeUndefined()
    await server!.close()

    await serve('text/html', page, { 'Content-Encoding': 'gzip' })
    expect((await server!.ask('/', { headers: accept })).body.toString()).toBe(page)
    await server!.close()

    await serve('text/html', page)
    answer = await server!.ask('/', { method: 'HEAD', headers: accept })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.length).toBe(0)
  })

  it('sends each part of a streamed answer as it is written', async () => {
    let reachedClient: () => void = () => {}
    const clientHasPart = new Promise<void>((resolve) => (reachedClient = resolve))
    server = await edgeServer([compressAnswers], async (_req, res) => {
      res.setHeader('Content-Type', 'text/html')
      res.write(page)
      await clientHasPart
      res.end('<p>The rest, once the first part has arrived.</p>')
    })
    const body = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      request({ host: '127.0.0.1', port: server!.port, path: '/', headers: { 'accept-encoding': 'br' } }, (res) =>
        res
          .on('data', (chunk: Buffer) => {
            chunks.push(chunk)
            reachedClient()
          })
          .on('end', () => resolve(Buffer.concat(chunks))),
      )
        .on('error', reject)
        .end()
    })
    expect(brotliDecompressSync(body).toString()).toBe(`${page}<p>The rest, once the first part has arrived.</p>`)
  })

  it('lets a writer that waits for drain go on when the encoder has taken its bytes', async () => {
    const part = Buffer.from(page)
    let waits = 0
    const parts = 400 // 2 MB: more than the socket and the encoder hold, so the writer must wait for drain
    server = await edgeServer([compressAnswers], async (_req, res) => {
      res.setHeader('Content-Type', 'text/plain')
      for (let i = 0; i < parts; i++)
        if (!res.write(part)) {
          waits++
          await new Promise((resolve) => res.once('drain', resolve))
        }
      res.end()
    })
    const answer = await server.ask('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(gunzipSync(answer.body).length).toBe(part.length * parts)
    expect(waits).toBeGreaterThan(0)
  })

  it('chooses the best coding the header takes', () => {
    expect(chooseEncoding('gzip, deflate, br', ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('gzip;q=1, br;q=0.5', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('*', ['br', 'gzip'])).toBe('br')
    expect(chooseEncoding('*, br;q=0', ['br', 'gzip'])).toBe('gzip')
    expect(chooseEncoding('deflate, identity', ['br', 'gzip'])).toBeUndefined()
    expect(chooseEncoding(undefined, ['br', 'gzip'])).toBeUndefined()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Step } from '@/lib/edge/pipeline.mjs'

import { edgeServer } from '../support/edge'

/**
 * lib/edge/pipeline.mjs on a real HTTP server: the steps run in their order,
 * a step that answers ends the request there, the stages see the head and
 * the body in the reverse order (the last added, closest to the application,
 * first), and a plain answer replaces whatever the application writes after it.
 */
let server: Awaited<ReturnType<typeof edgeServer>> | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
  vi.restoreAllMocks()
})

/** A step that notes its name, adds a stage that notes its look at the head and tags the body's bytes. */
const tagging =
  (name: string, seen: string[]): Step =>
  ({ addStage }, next) => {
    seen.push(`step ${name}`)
    addStage((body) => ({
      head: () => void seen.push(`head ${name}`),
      write: (bytes, done) => body.write(Buffer.concat([bytes, Buffer.from(`<${name}>`)]), done),
      end: (bytes, done) => body.end(Buffer.concat([bytes, Buffer.from(`<${name}>`)]), done),
    }))
    return next()
  }

describe('the edge’s pipeline', () => {
  it('runs the steps in order, then the answer through their stages from the last to the first', async () => {
    const seen: string[] = []
    server = await edgeServer([tagging('a', seen), tagging('b', seen)], (_req, res) => {
      seen.push('handler')
      res.write('one')
      res.end('two')
    })
    const answer = await server.ask('/')
    expect(answer.body.toString()).toBe('one<b><a>two<b><a>')
    expect(seen).toEqual(['step a', 'step b', 'handler', 'head b', 'head a'])
  })

  it('stops at a step that answers', async () => {
    const handler = vi.fn()
    const refuse: Step = ({ answer }) => answer({ status: 418, message: 'No tea here.', headers: { 'X-Why': 'teapot' } })
    server = await edgeServer([refuse], handler)
    const answer = await server.ask('/')
    expect(answer.status).toBe(418)
    expect(answer.body.toString()).toBe('No tea here.\n')
    expect(answer.headers).toMatchObject({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-why': 'teapot' })
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(handler).not.toHaveBeenCalled()
  })

  it('gives the stages the headers passed to writeHead, merged with those set before as Node.js merges them', async () => {
    let seenByStage: unknown
    const look: Step = ({ res, addStage }, next) => {
      addStage(() => ({ head: () => void (seenByStage = { status: res.statusCode, ...res.getHeaders() }) }))
      return next()
    }
    server = await edgeServer([look], (_req, res) => {
      res.setHeader('Cache-Control', 'public')
      res.setHeader('X-Kept', 'yes')
      res.writeHead(201, 'Made', { 'Cache-Control': 'private', 'X-New': ['1', '2'] }).end()
    })
    const answer = await server.ask('/')
    expect(answer.status).toBe(201)
    expect(answer.headers).toMatchObject({ 'cache-control': 'private', 'x-kept': 'yes', 'x-new': '1, 2' })
    expect(seenByStage).toMatchObject({ status: 201, 'cache-control': 'private', 'x-kept': 'yes', 'x-new': ['1', '2'] })
  })

  it('passes strings in their encoding and bytes of any kind as they are, and calls the writes’ callbacks', async () => {
    const called: string[] = []
    server = await edgeServer([tagging('a', [])], (_req, res) => {
      res.write('Grüße ', 'utf8', () => called.push('string'))
      res.write(new Uint8Array(Buffer.from('aus ')), () => called.push('bytes'))
      res.write(Buffer.from('4b6f6c6e', 'hex'))
      res.end(' ', () => called.push('end'))
    })
    expect((await server.ask('/')).body.toString()).toBe('Grüße <a>aus <a>Koln<a> <a>')
    await vi.waitFor(() => expect(called).toEqual(['string', 'bytes', 'end']))
  })

  it('answers 500 for a step or handler that fails, and drops what the application writes after an answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    server = await edgeServer([], async () => {
      throw new Error('broken')
    })
    const failed = await server.ask('/')
    expect(failed.status).toBe(500)
    expect(failed.body.toString()).toMatch(/Something went wrong/)
    expect(logged).toHaveBeenCalledWith('[server] request failed', expect.any(Error))

    const answerEarly: Step = ({ answer }, next) => {
      setTimeout(() => answer({ status: 413, message: 'Too large.' }), 10)
      return next()
    }
    await server.close()
    server = await edgeServer([answerEarly], (_req, res) => {
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'text/html' })
        res.end('<p>late</p>')
      }, 50)
    })
    const answer = await server.ask('/')
    expect(answer.status).toBe(413)
    expect(answer.body.toString()).toBe('Too large.\n')
  })
})

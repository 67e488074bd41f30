// Next.js's own request handler on the production build with nothing in front of it: what the edge's
// assumptions (lib/edge/nextOutput.mjs) are about, for test/contract/next-output.test.ts. For each answer
// it prints the response methods the handler called, in order (`[calls] {"url":…,"calls":[…]}`).
//
//   node test/support/next-alone.mjs PORT
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

const port = Number(process.argv[2])
process.env.PORT = String(port)
const app = next({ dir: path.resolve(import.meta.dirname, '../..'), hostname: 'localhost', port })
await app.prepare()
const handle = app.getRequestHandler()

createServer((req, res) => {
  const calls = []
  let depth = 0
  for (const name of ['writeHead', 'flushHeaders', 'write', 'end']) {
    const method = res[name]
    res[name] = function (...args) {
      // Only the handler's own calls: Node.js's writeHead under write or end is not one.
      if (depth === 0) calls.push(name)
      depth++
      try {
        return method.apply(this, args)
      } finally {
        depth--
      }
    }
  }
  res.once('finish', () => console.log(`[calls] ${JSON.stringify({ url: req.url, calls })}`))
  handle(req, res)
}).listen(port, '127.0.0.1', () => console.log(`Ready on http://127.0.0.1:${port}`))

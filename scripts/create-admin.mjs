// `npm run create-admin`: creates a CMS administrator, the first one on a new
// database or one more. Works without a terminal:
//   ADMIN_PASSWORD=… npm run create-admin -- --email chief@example.org [--name "Chief Editor"]
// In a terminal it asks for what is missing (the password without echo).
// The account is created by cms/create-admin.ts through Payload's script runner;
// like `npm run seed`, a run the runner skipped (it prints nothing) is retried.
import { spawnSync } from 'node:child_process'
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'

const usage = `Usage: npm run create-admin -- --email <address> [--name <name>] [--password <password>]
The email may also come from ADMIN_EMAIL, the password from ADMIN_PASSWORD (better than --password,
which other users of the machine can see). In a terminal, what is missing is asked.`

let options
try {
  options = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  }).values
} catch (error) {
  console.error(`create-admin: ${error.message}\n${usage}`)
  process.exit(2)
}
if (options.help) {
  console.log(usage)
  process.exit(0)
}

const terminal = Boolean(process.stdin.isTTY && process.stdout.isTTY)
let email = options.email ?? process.env.ADMIN_EMAIL
let password = options.password ?? process.env.ADMIN_PASSWORD
if (terminal && !email) email = (await ask('Email: ')).trim()
if (terminal && !password) {
  password = await askHidden('Password: ')
  if ((await askHidden('Password again: ')) !== password) {
    console.error('create-admin: the passwords differ.')
    process.exit(2)
  }
}
if (!email || !password) {
  console.error(`create-admin: an email (--email or ADMIN_EMAIL) and a password (ADMIN_PASSWORD or --password) are needed.\n${usage}`)
  process.exit(2)
}

const env = { ...process.env, CREATE_ADMIN_EMAIL: email, CREATE_ADMIN_PASSWORD: password, CREATE_ADMIN_NAME: options.name ?? '' }
// Not the start's own settings: on a database without accounts Payload's start would create that account itself.
delete env.ADMIN_EMAIL
delete env.ADMIN_PASSWORD
// A new database is migrated here; the demo content is left for the server's first start.
env.SEED_ON_START = 'false'

for (let attempt = 1; attempt <= 8; attempt++) {
  const run = spawnSync('npx', ['payload', 'run', 'cms/create-admin.ts'], { encoding: 'utf8', env })
  process.stdout.write(run.stdout ?? '')
  process.stderr.write(run.stderr ?? '')
  if (run.status !== 0) process.exit(run.status ?? 1)
  if ((run.stdout ?? '').includes('create-admin: administrator')) process.exit(0)
  console.error(`create-admin: the script did not run (attempt ${attempt} of 8), trying again`)
}
console.error('create-admin: gave up: Payload never ran the script')
process.exit(1)

/** Reads one line from the terminal. */
async function ask(question) {
  const readline = createInterface({ input: process.stdin, output: process.stdout })
  try {
    return await readline.question(question)
  } finally {
    readline.close()
  }
}

/** Reads one line from the terminal without echoing it. */
function askHidden(question) {
  return new Promise((resolve) => {
    const stdin = process.stdin
    process.stdout.write(question)
    stdin.setRawMode(true)
    stdin.setEncoding('utf8')
    stdin.resume()
    let value = ''
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData)
          stdin.setRawMode(false)
          stdin.pause()
          process.stdout.write('\n')
          return resolve(value)
        }
        if (char === '\u0003') process.exit(130) // Ctrl-C
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char
      }
    }
    stdin.on('data', onData)
  })
}

// Runs one test file (or a whole suite) several times in a row and says how
// many runs failed: for any new test that touches caching, jobs, time or
// several servers, before it lands.
//
//   npm run test:flaky -- e2e/publishing.spec.ts [times]      (Playwright, --repeat-each)
//   npm run test:flaky -- test/contract/search.test.ts [times] (Vitest, run again each time)
//
// Needs a production build (npm run build). Keep the machine busy the way CI's is
// (another test run beside it) to see what only shows under load.
import { spawnSync } from 'node:child_process'

const [target, timesArg = '5'] = process.argv.slice(2)
const times = Number(timesArg)
if (!target || !Number.isInteger(times) || times < 1) {
  console.error('Usage: npm run test:flaky -- <e2e/x.spec.ts | test/…/x.test.ts> [times, default 5]')
  process.exit(2)
}

const playwright = target.startsWith('e2e/')
let failed = 0
if (playwright) {
  // One run, every test repeated: Playwright reports each repetition.
  const run = spawnSync('npx', ['playwright', 'test', target, `--repeat-each=${times}`], { stdio: 'inherit' })
  failed = run.status === 0 ? 0 : 1
  console.log(run.status === 0 ? `\n${target}: every test passed ${times} times.` : `\n${target}: some repetitions failed (listed above).`)
} else {
  for (let i = 1; i <= times; i++) {
    const run = spawnSync('npx', ['vitest', 'run', target], { stdio: 'inherit' })
    if (run.status !== 0) failed++
    console.log(`\n── run ${i} of ${times}: ${run.status === 0 ? 'passed' : 'FAILED'}`)
  }
  console.log(`\n${target}: ${failed} of ${times} runs failed.`)
}
process.exit(failed ? 1 : 0)

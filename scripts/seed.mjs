// `npm run seed`: runs scripts/seed-demo.ts through Payload's script runner.
// Payload's runner sometimes exits 0 on Node 20 without running the script at
// all (a known loader problem upstream), so success is judged by the script's
// own closing line, and the run is retried a few times before giving up.
import { spawnSync } from 'node:child_process'

// The script seeds: the CMS's start in it only migrates (else it would seed an empty database first, and the
// script's own seed would then look up every document again).
const env = { ...process.env, SEED_ON_START: 'false' }
const attempts = 8
for (let attempt = 1; attempt <= attempts; attempt++) {
  const run = spawnSync('npx', ['payload', 'run', 'scripts/seed-demo.ts'], { encoding: 'utf8', env })
  process.stdout.write(run.stdout ?? '')
  process.stderr.write(run.stderr ?? '')
  if (run.status !== 0) process.exit(run.status ?? 1)
  if ((run.stdout ?? '').includes('seed: counts')) process.exit(0)
  console.error(`seed: the script did not run (attempt ${attempt} of ${attempts}), trying again`)
}
console.error('seed: gave up: Payload never ran the seed script')
process.exit(1)

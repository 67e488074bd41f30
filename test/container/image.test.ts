import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { lacks, postgresUrl, redisUrl } from '../support/requirements.mjs'
import { freePort } from '../support/server'

/**
 * The container image (Dockerfile) built and run as an operator would: podman
 * builds it on a Debian 13 base made here with mmdebstrap (no image registry
 * is needed), and runs it against this machine's PostgreSQL and Redis (host
 * network). It checks the home page, readiness naming each check, the
 * unprivileged user, the HEALTHCHECK, and a clean stop; it prints the image's
 * size and the time from start to ready. `npm run test:container`; never part
 * of `npm test` (the build alone takes minutes). Where podman, mmdebstrap,
 * PostgreSQL or Redis is missing it is skipped, saying which.
 */

const root = path.resolve(import.meta.dirname, '../..')
const image = 'localhost/institute-website:test'
/** The bases made by mmdebstrap: the server's (Node.js alone) and the build's (with npm). */
const runtimeBase = 'localhost/institute-base-debian13:nodejs'
const buildBase = 'localhost/institute-base-debian13:nodejs-npm'

const onPath = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0
const missing = [
  ...['podman', 'mmdebstrap'].filter((name) => !onPath(name)).map((name) => `${name} (apt-get install ${name})`),
  ...(['postgresql', 'redis'] as const).filter((part) => lacks(part)),
]
if (missing.length > 0) console.log(`Container image test skipped: no ${missing.join(', no ')}.`)

/**
 * podman's settings for this machine: runc where it is installed (crun refuses some hosts' cgroups), and a
 * containers.conf without default ulimits (CONTAINERS_CONF, if the environment names none).
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'institute-container-'))
const podmanEnv = (() => {
  if (process.env.CONTAINERS_CONF) return process.env
  const conf = path.join(scratch, 'containers.conf')
  writeFileSync(conf, '[containers]\ndefault_ulimits = []\n')
  return { ...process.env, CONTAINERS_CONF: conf }
})()
const runtime = onPath('runc') ? ['--runtime', 'runc'] : []

/** podman, its output; a failure throws with what it said. */
function podman(args: string[]): string {
  const run = spawnSync('podman', [...runtime, ...args], { env: podmanEnv, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`podman ${args.join(' ')} failed:\n${run.stderr.slice(-4000)}`)
  return run.stdout.trim()
}
/** A long podman run (the build) without blocking the test's process, its output kept for a failure. */
function podmanAsync(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...runtime, ...args], { env: podmanEnv, cwd: root })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-8000)))
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk).slice(-8000)))
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`podman ${args[0]} failed:\n${output}`))))
  })
}

/** The Debian mirror apt uses here (DEBIAN_MIRROR to choose another): mmdebstrap needs one it can reach. */
function debianMirror(): string {
  if (process.env.DEBIAN_MIRROR) return process.env.DEBIAN_MIRROR
  const files = ['/etc/apt/sources.list', ...readDir('/etc/apt/sources.list.d').map((name) => `/etc/apt/sources.list.d/${name}`)]
  for (const file of files.filter((name) => existsSync(name) && /\.(list|sources)$/.test(name))) {
    const mirror = readFileSync(file, 'utf8').match(/(?:^URIs:\s*|^deb\s+(?:\[[^\]]*\]\s+)?)(https?:\/\/\S+\/debian)\/?\s*$/m)
    if (mirror) return mirror[1]
  }
  return 'http://deb.debian.org/debian'
}
const readDir = (dir: string) => (existsSync(dir) ? readdirSync(dir) : [])

/** A Debian 13 base image from Debian's packages, made once and kept by podman. */
function baseImage(name: string, packages: string) {
  if (spawnSync('podman', ['image', 'exists', name], { env: podmanEnv }).status === 0) return
  const tarball = path.join(scratch, 'base.tar')
  const made = spawnSync('mmdebstrap', ['--variant=minbase', `--include=${packages}`, 'trixie', tarball, debianMirror()], {
    encoding: 'utf8',
  })
  if (made.status !== 0) throw new Error(`mmdebstrap failed:\n${made.stderr.slice(-4000)}`)
  podman(['import', tarball, name])
  rmSync(tarball)
}

async function sql(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

describe.skipIf(missing.length > 0)('the container image', () => {
  const database = `institute_container_${process.pid}`
  const container = `institute-container-test-${process.pid}`
  let base: string
  let startedToReady: number

  beforeAll(async () => {
    let started = Date.now()
    baseImage(runtimeBase, 'ca-certificates,nodejs')
    baseImage(buildBase, 'ca-certificates,nodejs,npm')
    const basesSeconds = (Date.now() - started) / 1000
    // Behind a proxy that re-signs TLS, npm inside the build needs its authority, given as a build secret.
    const authority = process.env.NODE_EXTRA_CA_CERTS
    const secret = authority && existsSync(authority) ? ['--secret', `id=npm-ca,src=${authority}`] : []
    started = Date.now()
    await podmanAsync([
      'build',
      // Docker's image format: OCI's has no HEALTHCHECK.
      '--format',
      'docker',
      '--network',
      'host',
      ...secret,
      '--build-arg',
      `BASE_IMAGE=${runtimeBase}`,
      '--build-arg',
      `BUILD_IMAGE=${buildBase}`,
      '--tag',
      image,
      '.',
    ])
    const size = Number(podman(['image', 'inspect', '--format', '{{.Size}}', image]))
    console.log(
      `Container image: bases ${basesSeconds.toFixed(0)} s, build ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
        `${(size / 1e6).toFixed(0)} MB (${image}).`,
    )

    const address = new URL(postgresUrl)
    await sql(postgresUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await sql(postgresUrl, `CREATE DATABASE ${database}`)
    address.pathname = `/${database}`
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    started = Date.now()
    podman([
      'run',
      '--detach',
      '--name',
      container,
      '--network',
      'host',
      '--env',
      `PORT=${port}`,
      '--env',
      `DATABASE_URL=${address}`,
      '--env',
      `REDIS_URL=${redisUrl}`,
      '--env',
      `CACHE_KEY_PREFIX=container-test-${process.pid}`,
      '--env',
      'PAYLOAD_SECRET=container-test-secret-of-some-length',
      image,
    ])
    // Ready: migrations run, the demo content seeded, the CMS started.
    const ready = async () => (await fetch(`${base}/health`).catch(() => undefined))?.status === 200
    while (!(await ready())) {
      if (Date.now() - started > 240_000) throw new Error(`not ready in 240 s:\n${podman(['logs', '--tail', '40', container])}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    startedToReady = (Date.now() - started) / 1000
    console.log(`Container: from start to ready (/health 200) ${startedToReady.toFixed(1)} s, on a new PostgreSQL database.`)
  })

  afterAll(async () => {
    spawnSync('podman', [...runtime, 'rm', '--force', '--volumes', container], { env: podmanEnv })
    await sql(postgresUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    rmSync(scratch, { recursive: true, force: true })
  })

  it('is ready with every check passing, on PostgreSQL and Redis', async () => {
    const health = await fetch(`${base}/health`)
    expect(health.headers.get('cache-control')).toBe('no-store')
    expect(await health.json()).toEqual({ status: 'ok', checks: { server: 'ok', database: 'ok', dataDirectory: 'ok', redis: 'ok' } })
  })

  it('serves the home page with the demo content', async () => {
    const home = await fetch(`${base}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await home.text()
    expect(html).toMatch(/<title>[^<]*Northvale[^<]*<\/title>/)
    expect(html).toMatch(/href="\/news\/[^"]+"/)
  })

  it('runs as an unprivileged user, writing only to /data', () => {
    expect(podman(['exec', container, 'id', '-u'])).toBe('10001')
    expect(podman(['exec', container, 'sh', '-c', 'test -w /data && ! test -w /app/server.mjs && echo ok'])).toBe('ok')
  })

  it("passes its image's HEALTHCHECK", () => {
    expect(podman(['image', 'inspect', '--format', '{{json .HealthCheck.Test}}', image])).toContain('/ping')
    // podman runs the image's own check command now, in the container (no timer is needed for this).
    podman(['healthcheck', 'run', container])
  })

  it('stops on SIGTERM, draining, with exit code 0', () => {
    const started = Date.now()
    podman(['stop', '--time', '30', container])
    expect(podman(['inspect', '--format', '{{.State.ExitCode}}', container])).toBe('0')
    expect(Date.now() - started).toBeLessThan(30_000)
  })
})

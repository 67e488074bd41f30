import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { environmentProblems } from '@/lib/config.mjs'

const root = path.resolve(import.meta.dirname, '../..')

describe('the configuration checked at start', () => {
  it('accepts the documented forms, and unset or empty values', () => {
    expect(
      environmentProblems({
        PORT: '8080',
        DATABASE_URL: 'postgres://user:pass@db:5432/institute',
        REDIS_URL: 'redis://127.0.0.1:6379/1',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
        SITE_URL: 'https://www.example.org',
        SMTP_URL: 'smtps://user:pass@mail.example.org:465',
        RATE_LIMIT_FORMS: '5/600',
        UPLOAD_MAX_MB: '12.5',
        SEED_ON_START: 'false',
        S3_ENDPOINT: '',
      }),
    ).toEqual([])
    expect(environmentProblems({ DATABASE_URL: 'file:/srv/site.db' })).toEqual([])
    expect(environmentProblems({})).toEqual([])
  })

  it('names each malformed variable and what it expects', () => {
    const problems = environmentProblems({
      DATABASE_URL: 'postgress://user@db/institute',
      PORT: 'eighty',
      REDIS_URL: 'http://127.0.0.1:6379',
      RATE_LIMIT_LOGIN: '20 per 900',
      SEED_ON_START: 'yes',
      ADMIN_EMAIL: 'admin',
      TRUST_PROXY: 'everyone',
    })
    expect(problems).toHaveLength(7)
    expect(problems).toContain(
      'DATABASE_URL must be a postgres:// (or postgresql://) address, e.g. postgres://user:pass@host:5432/db, or file:/path/site.db for SQLite.',
    )
    expect(problems).toContain('PORT must be a port number (1–65535).')
    expect(problems).toContain('REDIS_URL must be a redis: or rediss: address, e.g. redis://127.0.0.1:6379.')
    expect(problems).toContain('RATE_LIMIT_LOGIN must be attempts/seconds, e.g. 20/900.')
    expect(problems).toContain('SEED_ON_START must be true or false.')
    expect(problems).toContain('ADMIN_EMAIL must be an email address.')
    expect(problems.find((problem) => problem.startsWith('TRUST_PROXY'))).toMatch(/"everyone" is not an IP address/)
  })

  it('stops the server before it starts anything, with the message', () => {
    const run = spawnSync(process.execPath, ['server.mjs', '-p', '0'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: 'postgress://user@db/institute' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('The configuration is not valid; nothing was started')
    expect(run.stderr).toContain('DATABASE_URL must be a postgres://')
  })
})

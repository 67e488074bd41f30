// @ts-check
import { z } from 'zod'

import { parseTrustProxy } from './edge/clientAddress.mjs'
import { rateLimitBuckets, rateLimitPattern, rateLimitVariable } from './rateLimitBuckets.mjs'

/**
 * Every environment variable the site reads (docs/operators.md, "Configuration"),
 * in one schema, checked when the server starts (server.mjs): a malformed value
 * stops the start with a message naming the variable and what it expects,
 * instead of a site quietly running on something else (a DATABASE_URL typo on a
 * new SQLite file). An empty value counts as unset; none is required.
 */

const unsetIfEmpty = (/** @type {unknown} */ value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
/** @param {z.ZodType} schema */
const optional = (schema) => z.preprocess(unsetIfEmpty, schema.optional())

/** @param {string} name @param {string[]} schemes without the colon @param {string} example */
const address = (name, schemes, example) =>
  optional(
    z.string().refine(
      (value) => {
        if (!URL.canParse(value)) return false
        return schemes.includes(new URL(value).protocol.slice(0, -1))
      },
      { error: `${name} must be a ${schemes.map((scheme) => `${scheme}:`).join(' or ')} address, e.g. ${example}.` },
    ),
  )
/** @param {string} name */
const flag = (name) => optional(z.enum(['true', 'false'], { error: `${name} must be true or false.` }))
/** @param {string} name @param {number} min */
const whole = (name, min) =>
  optional(z.string().refine((v) => /^\d+$/.test(v) && Number(v) >= min, `${name} must be a whole number, at least ${min}.`))
/** @param {string} name */
const positive = (name) => optional(z.string().refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0, `${name} must be a number above 0.`))
/** RATE_LIMIT_<BUCKET> for each of lib/rateLimitBuckets.mjs's buckets, its default as the example. */
const rateLimitSettings = () =>
  Object.fromEntries(
    Object.entries(rateLimitBuckets).map(([bucket, { points, duration }]) => {
      const name = rateLimitVariable(bucket)
      return [
        name,
        optional(z.string().regex(rateLimitPattern, { error: `${name} must be attempts/seconds, e.g. ${points}/${duration}.` })),
      ]
    }),
  )
/** @param {string} name */
const text = (name) => optional(z.string({ error: `${name} must be text.` }))

export const EnvironmentSchema = z.object({
  PORT: optional(
    z.string().refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 65535, 'PORT must be a port number (1–65535).'),
  ),
  HOSTNAME: text('HOSTNAME'),
  TRUST_PROXY: optional(
    z.string().superRefine((value, context) => {
      try {
        parseTrustProxy(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
      }
    }),
  ),
  DATABASE_URL: optional(
    z.string().regex(/^(?:postgres(?:ql)?:\/\/[^/]|file:.)/, {
      error:
        'DATABASE_URL must be a postgres:// (or postgresql://) address, e.g. postgres://user:pass@host:5432/db, or file:/path/site.db for SQLite.',
    }),
  ),
  DATA_DIR: text('DATA_DIR'),
  PAYLOAD_SECRET: text('PAYLOAD_SECRET'),
  UPSTREAM_API_URL: address('UPSTREAM_API_URL', ['http', 'https'], 'https://content.example.org'),
  S3_BUCKET: text('S3_BUCKET'),
  S3_REGION: text('S3_REGION'),
  S3_ACCESS_KEY_ID: text('S3_ACCESS_KEY_ID'),
  S3_SECRET_ACCESS_KEY: text('S3_SECRET_ACCESS_KEY'),
  S3_ENDPOINT: address('S3_ENDPOINT', ['http', 'https'], 'http://minio.internal:9000'),
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE'),
  SEED_ON_START: flag('SEED_ON_START'),
  SITE_TIME_ZONE: optional(
    z
      .string()
      .refine(
        (value) => value === 'UTC' || Intl.supportedValuesOf('timeZone').includes(value),
        'SITE_TIME_ZONE must be an IANA time zone name, e.g. Africa/Nairobi or Asia/Dhaka.',
      ),
  ),
  SITE_URL: address('SITE_URL', ['http', 'https'], 'https://www.example.org'),
  SMTP_URL: address('SMTP_URL', ['smtp', 'smtps'], 'smtp://user:pass@mail.example.org:587'),
  MAIL_FROM: text('MAIL_FROM'),
  FORMS_TO: optional(z.email({ error: 'FORMS_TO must be an email address.' })),
  REDIS_URL: address('REDIS_URL', ['redis', 'rediss'], 'redis://127.0.0.1:6379'),
  CACHE_KEY_PREFIX: optional(z.string().regex(/^[\w.-]+$/, { error: 'CACHE_KEY_PREFIX must be letters, digits, _, . or -.' })),
  RUN_JOBS: flag('RUN_JOBS'),
  ...rateLimitSettings(),
  UPLOAD_MAX_MB: positive('UPLOAD_MAX_MB'),
  UPLOAD_MAX_MEGAPIXELS: positive('UPLOAD_MAX_MEGAPIXELS'),
  ADMIN_EMAIL: optional(z.email({ error: 'ADMIN_EMAIL must be an email address.' })),
  ADMIN_PASSWORD: text('ADMIN_PASSWORD'),
  SEARCH_SUGGEST_MIN_CLIENTS: whole('SEARCH_SUGGEST_MIN_CLIENTS', 1),
  SEARCH_SUGGEST_MIN_DAYS: whole('SEARCH_SUGGEST_MIN_DAYS', 1),
  DRAIN_SECONDS: whole('DRAIN_SECONDS', 0),
  KEEP_ALIVE_SECONDS: whole('KEEP_ALIVE_SECONDS', 1),
  AUDIT_LOG_DAYS: whole('AUDIT_LOG_DAYS', 1),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    }),
  ),
  METRICS_TOKEN: optional(z.string().min(16, { error: 'METRICS_TOKEN must be at least 16 characters.' })),
})

/**
 * The environment checked against the schema: nothing when it is valid, else
 * one line per malformed variable.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function environmentProblems(env) {
  const result = EnvironmentSchema.safeParse(env)
  if (result.success) return []
  return result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '')
    return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`
  })
}

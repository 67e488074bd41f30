// @ts-check
/**
 * The per-client limits on what visitors send (lib/rateLimit.ts enforces them), with their defaults, in one
 * place: the configuration's schema (lib/config.mjs) reads the variable names and examples from here. Each is
 * set by RATE_LIMIT_<BUCKET> as "points/seconds", e.g. RATE_LIMIT_FORMS=5/600 (loginAccount:
 * RATE_LIMIT_LOGIN_ACCOUNT).
 */
export const rateLimitBuckets = /** @type {const} */ ({
  /** Form posts (contact, subscribe), per form. */
  forms: { points: 5, duration: 600 },
  /** Captcha answers on the staff verification page. */
  verification: { points: 10, duration: 600 },
  /** Captcha challenges: each costs a signature, and a person asks for a few. */
  challenge: { points: 30, duration: 600 },
  /** Failed CMS sign-ins from one client, whatever the account (cms/access/signIn.ts). */
  login: { points: 20, duration: 900 },
  /** Failed CMS sign-ins to one account from one client: there is no lock on the account itself. */
  loginAccount: { points: 5, duration: 900 },
  /** Wrong two-factor codes for one account, from anywhere (cms/twoFactor.ts): past it, even the right code waits. */
  secondFactor: { points: 5, duration: 900 },
  /** Password-reset requests from one client, whatever the address (cms/access/signIn.ts). */
  passwordReset: { points: 10, duration: 3600 },
  /** Password-reset requests for one address, from anywhere: each sends a message to its owner. */
  passwordResetAccount: { points: 3, duration: 3600 },
  /** Route-list reports, one per navigation: a person does not open 30 pages a minute. */
  routes: { points: 30, duration: 60 },
})

/** @typedef {keyof typeof rateLimitBuckets} RateLimitBucket */

/**
 * The environment variable that sets a bucket's limit: loginAccount → RATE_LIMIT_LOGIN_ACCOUNT.
 * @param {string} bucket a key of rateLimitBuckets
 */
export const rateLimitVariable = (bucket) => `RATE_LIMIT_${bucket.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`

/** A limit as written in its variable: attempts/seconds. */
export const rateLimitPattern = /^([1-9]\d*)\/([1-9]\d*)$/

/**
 * The e2e database's administrator. The server under test creates it at start
 * from ADMIN_EMAIL and ADMIN_PASSWORD (playwright.config.ts), as an operator of
 * a new deployment would.
 */
export const administrator = { email: 'e2e-admin@example.org', password: 'e2e administrator password, long enough' }

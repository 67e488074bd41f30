/**
 * The origins the CMS trusts with a signed-in editor's cookie (Payload's `csrf`
 * and `cors`): SITE_URL's, or, when it is unset, the address the server listens
 * on (http://localhost:$PORT, also written 127.0.0.1 or [::1]). A request from
 * any other origin is served as anonymous, whatever cookie it carries.
 */
export function trustedOrigins(env: Record<string, string | undefined> = process.env): string[] {
  if (env.SITE_URL) return [new URL(env.SITE_URL).origin]
  const port = env.PORT || '3000'
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`)
}

/** Cookies are only sent over HTTPS when the site is served over HTTPS. */
export const secureCookies = (env: Record<string, string | undefined> = process.env): boolean => Boolean(env.SITE_URL?.startsWith('https:'))

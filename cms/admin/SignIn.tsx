import { PayloadLogo } from '@payloadcms/ui/shared'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { getSafeRedirect } from 'payload/shared'

import { SignInForm } from './SignInForm'

/**
 * /admin/login, in place of Payload's own form (config `admin.components.views.login`): the same address and
 * password, then, for an account with two-factor sign-in, the code from the app (or a recovery code), or, for
 * an administrator the settings require it of, its setup. The same request (`POST /cms/api/users/login`) does
 * each step; see cms/twoFactor.ts.
 */
export function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const { routes, admin } = req.payload.config
  const redirectTo = getSafeRedirect({
    fallbackTo: routes.admin,
    redirectTo: typeof searchParams?.redirect === 'string' ? searchParams.redirect : '',
  })
  if (req.user) redirect(redirectTo)
  return (
    <>
      <div className="login__brand">
        <PayloadLogo />
      </div>
      <SignInForm
        action={`${routes.api}/${admin.user}/login`}
        redirectTo={redirectTo}
        forgotHref={`${routes.admin}${admin.routes.forgot}`}
      />
    </>
  )
}

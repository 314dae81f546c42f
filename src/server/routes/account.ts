import { Hono, type Context } from 'hono'

import { ACCOUNT_MESSAGES, changePasswordSchema, deleteAccountSchema } from '../../shared/schemas/account'
import type { Auth, SessionCache } from '../auth'
import type { AppEnv } from '../context'
import { deleteAccount } from '../db/queries/account'
import { claimSignInAttempt, clearSignInFailures } from '../db/queries/sign-in-failures'
import { AppError } from '../errors'
import { clientIp } from '../http/client-ip'
import { validate } from '../validate'

import { tooManyFailuresMessage } from './auth'

interface AccountRouteOptions {
  auth: Auth
  /** The sessions this process takes on trust: emptied when sessions end here. */
  sessions: SessionCache
  /** How many trusted reverse proxies append to X-Forwarded-For (see `clientIp`). */
  proxyHops: number
}

/** A wrong password, beside the field that holds it. */
function wrongPassword(field: string, message: string): AppError {
  return new AppError('validation_failed', message, { [field]: message })
}

/** Copies the cookies better-auth set (a new session, or expired ones) onto this route's answer. */
function passCookies(c: Context<AppEnv>, from: Response): void {
  for (const cookie of from.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
}

/**
 * /api/account: the signed-in person's password and the account itself. Each checks the password it is
 * given under the sign-in lock of that e-mail address and client (`claimSignInAttempt`, decision 003), so a
 * session left open on a shared computer is no way around the lock on guessing the password.
 */
export function accountRoutes({ auth, sessions, proxyHops }: AccountRouteOptions) {
  /** Counts a password check for the user from this client, or refuses it while the lock holds. */
  const claimPasswordCheck = async (c: Context<AppEnv>) => {
    const key = `${c.var.userEmail.trim().toLowerCase()}|${clientIp(c, proxyHops)}`
    const attempt = await claimSignInAttempt(c.var.db, key)
    if (!attempt.allowed) {
      c.header('Retry-After', String(attempt.retryAfterSeconds))
      throw new AppError('rate_limited', tooManyFailuresMessage(attempt.retryAfterSeconds))
    }
    return key
  }

  return (
    new Hono<AppEnv>()
      // Change password: the other sessions are signed out; this one goes on (better-auth replaces its
      // session with a new one and sets the cookie).
      .post('/password', validate('json', changePasswordSchema), async (c) => {
        const { currentPassword, newPassword } = c.req.valid('json')
        const key = await claimPasswordCheck(c)
        const answer = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: c.req.raw.headers,
          asResponse: true,
        })
        if (!answer.ok) {
          const refusal = (await answer.json().catch(() => null)) as { code?: string } | null
          if (refusal?.code === 'INVALID_PASSWORD')
            throw wrongPassword('currentPassword', ACCOUNT_MESSAGES.wrongCurrentPassword)
          throw new Error(`Changing the password failed: ${answer.status} ${JSON.stringify(refusal)}`)
        }
        await clearSignInFailures(c.var.db, key)
        sessions.clear()
        passCookies(c, answer)
        return c.json({ changed: true }, 200)
      })
      // Delete account: every row of the user, in one transaction (`deleteAccount`), then the session
      // cookies are expired.
      .post('/delete', validate('json', deleteAccountSchema), async (c) => {
        const { password } = c.req.valid('json')
        await claimPasswordCheck(c)
        const context = await auth.$context
        const account = await context.internalAdapter.findCredentialAccount(c.var.userId)
        const isRight =
          account?.password != null && (await context.password.verify({ hash: account.password, password }))
        if (!isRight) throw wrongPassword('password', ACCOUNT_MESSAGES.wrongPassword)
        await deleteAccount(c.var.db, c.var.userId, c.var.userEmail)
        // Every stored file of the account goes with it (decision 021).
        await c.var.files.removePrefix(`${c.var.userId}/`)
        sessions.clear()
        passCookies(c, await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true }))
        return c.json({ deleted: true }, 200)
      })
  )
}

import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { createMiddleware } from 'hono/factory'

import { PASSWORD_MIN_LENGTH } from '../domain/settings'
import { NOT_AUTHENTICATED_MESSAGE } from '../domain/messages'

import type { AppEnv } from './context'
import type { Database } from './db/client'
import { account, rateLimit, session, user, verification } from './db/schema'
import { AppError } from './errors'

/** The header the server sets from the connection's address (never from the client) for better-auth. */
export const CLIENT_IP_HEADER = 'x-frogwalk-client-ip'

export interface AuthOptions {
  secret: string
  /** The public address, when known; otherwise better-auth takes it from each request. */
  baseUrl?: string | undefined
  signupOpen: boolean
  /** better-auth's request limits per client address; off only for automated test runs. */
  rateLimit?: boolean
}

/** Accounts (e-mail and password) and database sessions in HttpOnly cookies, by better-auth. */
export function createAuth(db: Database, options: AuthOptions) {
  return betterAuth({
    secret: options.secret,
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // Spec 8: after sign-up the person is told to sign in, so sign-up does not sign in.
      autoSignIn: false,
      disableSignUp: !options.signupOpen,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: options.rateLimit ?? true,
      // In the database, so that several server processes count together.
      storage: 'database',
      window: 60,
      max: 100,
      // Failed sign-ins are also limited per address and e-mail by the sign-in lock (routes/auth.ts), which
      // holds for everyone, the right password included, until its window ends.
      customRules: { '/sign-in/email': { window: 60, max: 30 }, '/sign-up/email': { window: 60, max: 10 } },
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: options.baseUrl?.startsWith('https://') ?? false,
    },
    // The page and the API share one origin; a request is trusted from the origin it was sent to.
    trustedOrigins: (request) => (request ? [new URL(request.url).origin] : []),
    telemetry: { enabled: false },
    // Without PUBLIC_URL the address comes from each request, which is what a same-origin app wants;
    // better-auth warns about that on every start, so only its errors are logged.
    logger: { level: 'error' },
  })
}

export type Auth = ReturnType<typeof createAuth>

/** Lets a request through only with a valid session, and puts the user on `c.var`. */
export const requireUser = (auth: Auth) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const found = await auth.api.getSession({ headers: c.req.raw.headers })
    if (!found) throw new AppError('unauthorized', NOT_AUTHENTICATED_MESSAGE)
    c.set('userId', found.user.id)
    c.set('userEmail', found.user.email)
    await next()
  })

import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'

import { PASSWORD_MIN_LENGTH } from '../domain/settings'
import { NOT_AUTHENTICATED_MESSAGE } from '../domain/messages'

import type { AppEnv } from './context'
import type { Database } from './db/client'
import { account, rateLimit, session, user, verification } from './db/schema'
import { AppError } from './errors'
import { silentLogger, type Logger } from './observability/logger'

/** The header the server sets from the connection's address (never from the client) for better-auth. */
export const CLIENT_IP_HEADER = 'x-frogwalk-client-ip'

interface AuthOptions {
  secret: string
  /** The public address, when known; otherwise better-auth takes it from each request. */
  baseUrl?: string | undefined
  signupOpen: boolean
  /** better-auth's request limits per client address; off only for automated test runs. */
  rateLimit?: boolean
  /** Where better-auth's own errors are written (the server's log); nowhere by default. */
  logger?: Logger | undefined
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
    // better-auth warns about that on every start, so only its errors are logged, as lines of the server's
    // log: its message and the failure's class, never the failure's text, which may hold a statement's values.
    logger: {
      level: 'error',
      log: (level, message, ...details: unknown[]) => {
        const failure = details.find((detail) => detail instanceof Error)
        ;(options.logger ?? silentLogger)[level](
          { source: 'better-auth', ...(failure ? { err: { type: failure.name } } : {}) },
          message,
        )
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>

/** How long a session the database confirmed is taken without asking it again (decision 011b). */
export const SESSION_CACHE_MS = 10_000
/** Sessions held at most; the oldest go first. */
const SESSION_CACHE_SIZE = 10_000

interface KnownSession {
  userId: string
  userEmail: string
  /** When this entry must be confirmed by the database again: the cache's time or the session's end. */
  until: number
}

/**
 * The sessions the database confirmed in the last few seconds, by the exact signed cookie value that was
 * checked, so that a burst of requests (a screen's reads, a busy client) asks the database once instead
 * of twice per request. Emptied whenever an account request (sign-in, sign-out, password change) passes
 * through this process; a session ended by another process is taken here for at most `ttlMs`.
 */
export class SessionCache {
  readonly #entries = new Map<string, KnownSession>()
  /** Counts the clearings, so a lookup that began before one is not stored after it. */
  #generation = 0

  constructor(
    private readonly ttlMs = SESSION_CACHE_MS,
    private readonly maxEntries = SESSION_CACHE_SIZE,
  ) {}

  get(cookie: string, now = Date.now()): KnownSession | undefined {
    const known = this.#entries.get(cookie)
    if (known === undefined) return undefined
    if (known.until > now) return known
    this.#entries.delete(cookie)
    return undefined
  }

  /** What `set` takes as `generation`: read it before asking the database. */
  get generation(): number {
    return this.#generation
  }

  set(
    cookie: string,
    session: Omit<KnownSession, 'until'>,
    expiresAt: Date,
    generation: number,
    now = Date.now(),
  ): void {
    // A sign-out may have ended this session while the database was being asked.
    if (generation !== this.#generation) return
    const until = Math.min(now + this.ttlMs, expiresAt.getTime())
    if (until <= now) return
    this.#entries.delete(cookie)
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
    this.#entries.set(cookie, { ...session, until })
  }

  clear(): void {
    this.#generation += 1
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }
}

/**
 * Lets a request through only with a valid session, and puts the user on `c.var`. better-auth checks the
 * cookie's signature and reads the session and its user from the database; a cookie it accepted within
 * the last seconds is taken from `sessions` instead.
 */
export const requireUser = (auth: Auth, sessions: SessionCache) => {
  let cookieName: string | undefined
  return createMiddleware<AppEnv>(async (c, next) => {
    cookieName ??= (await auth.$context).authCookies.sessionToken.name
    const cookie = getCookie(c, cookieName)
    const known = cookie === undefined ? undefined : sessions.get(cookie)
    if (known) {
      c.set('userId', known.userId)
      c.set('userEmail', known.userEmail)
      return next()
    }
    const generation = sessions.generation
    const found = await auth.api.getSession({ headers: c.req.raw.headers })
    if (!found) throw new AppError('unauthorized', NOT_AUTHENTICATED_MESSAGE)
    if (cookie !== undefined) {
      const user = { userId: found.user.id, userEmail: found.user.email }
      sessions.set(cookie, user, found.session.expiresAt, generation)
    }
    c.set('userId', found.user.id)
    c.set('userEmail', found.user.email)
    await next()
  })
}

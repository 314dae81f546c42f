import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import {
  PASSWORD,
  send,
  sessionCookie,
  signedInUser,
  useTestApp,
  type TestApp,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { signInFailure } from '../db/schema'

import { tooManyFailuresMessage } from './auth'

const SIGN_IN = '/api/auth/sign-in/email'

const signIn = (app: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  send(app, 'POST', SIGN_IN, { json: { email, password }, headers })

const formSignIn = (app: TestApp, email: string, password: string) =>
  send(app, 'POST', SIGN_IN, {
    rawBody: new URLSearchParams({ email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })

const count = (statuses: number[], status: number) => statuses.filter((value) => value === status).length

describe.each(ENGINES)('the sign-in lock on %s', (engine) => {
  const t = useTestApp(engine)

  it('checks at most 5 passwords of 30 parallel guesses: the count and the check are one step', async () => {
    const { email } = await signedInUser(t.app)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => signIn(t.app, email, `wrong-${n}`)),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(count(statuses, 401)).toBe(5)
    expect(count(statuses, 429)).toBe(25)
  })

  it('holds for the right password too, and says when to try again', async () => {
    const { email } = await signedInUser(t.app)
    for (let n = 0; n < 5; n++) expect((await signIn(t.app, email, 'wrong-password')).status).toBe(401)
    const locked = await signIn(t.app, email, PASSWORD)
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({
      message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    })
    expect(locked.headers.getSetCookie()).toEqual([])
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)

    // Near the end of the window the message counts down; after it the right password signs in again.
    await t.db
      .update(signInFailure)
      .set({ firstFailureAt: sql`now() - interval '14 minutes 30 seconds'` })
      .where(eq(signInFailure.key, `${email}|unknown`))
    expect((await signIn(t.app, email, PASSWORD)).body).toMatchObject({ message: tooManyFailuresMessage(30) })
    expect(tooManyFailuresMessage(30)).toBe('Too many failed sign-in attempts. Please try again in 1 minute.')
    await t.db
      .update(signInFailure)
      .set({ firstFailureAt: sql`now() - interval '16 minutes'` })
      .where(eq(signInFailure.key, `${email}|unknown`))
    const after = await signIn(t.app, email, PASSWORD)
    expect(after.status).toBe(200)
    expect(sessionCookie(after.headers)).not.toBe('')
  })

  it('refuses form-encoded sign-ins with 415: they reach no password check and no lock is bypassed', async () => {
    const { email } = await signedInUser(t.app)
    for (let n = 0; n < 5; n++) await signIn(t.app, email, 'wrong-password')
    const right = await formSignIn(t.app, email, PASSWORD)
    expect(right.status).toBe(415)
    expect(right.headers.getSetCookie()).toEqual([])

    const other = await signedInUser(t.app)
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => formSignIn(t.app, other.email, `wrong-${n}`)),
    )
    expect(guesses.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 415))
    const rightForm = await formSignIn(t.app, other.email, PASSWORD)
    expect(rightForm.status).toBe(415)
    expect(rightForm.headers.getSetCookie()).toEqual([])
  })

  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    const { email } = await signedInUser(t.app)
    const statuses: number[] = []
    for (let n = 0; n < 8; n++)
      statuses.push(
        (await signIn(t.app, email, 'wrong-password', { 'x-forwarded-for': `10.0.0.${n}` })).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })
})

describe.each(ENGINES)('the sign-in lock behind a trusted proxy on %s', (engine) => {
  const oneProxy = useTestApp(engine, { proxyHops: 1 })
  const twoProxies = useTestApp(engine, { proxyHops: 2 })

  it('takes the address the proxy appended, not the entries the client wrote', async () => {
    const { email } = await signedInUser(oneProxy.app)
    const statuses: number[] = []
    for (let n = 0; n < 40; n++)
      statuses.push(
        (
          await signIn(oneProxy.app, email, 'wrong-password', {
            'x-forwarded-for': `10.0.${n}.1, 203.0.113.7`,
          })
        ).status,
      )
    expect(count(statuses.slice(0, 5), 401)).toBe(5)
    expect(count(statuses.slice(5), 429)).toBe(35)
    // Another client behind the same proxy is not locked out.
    expect((await signIn(oneProxy.app, email, PASSWORD, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(
      200,
    )
  })

  it('counts hops from the end with two proxies', async () => {
    const { email } = await signedInUser(twoProxies.app)
    const statuses: number[] = []
    for (let n = 0; n < 7; n++)
      statuses.push(
        (
          await signIn(twoProxies.app, email, 'wrong-password', {
            'x-forwarded-for': `198.51.100.${n}, 203.0.113.7, 10.0.0.2`,
          })
        ).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
    expect(
      (await signIn(twoProxies.app, email, PASSWORD, { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' })).status,
    ).toBe(200)
  })
})

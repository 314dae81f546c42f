import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import {
  errorIn,
  makeApp,
  PASSWORD,
  send,
  sessionCookie,
  signedInUser,
  uniqueEmail,
  useTestApp,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { UNSTORABLE_TEXT_MESSAGE } from '../../shared/schemas/common'
import { session } from '../db/schema'

import { SIGNUP_CLOSED_MESSAGE, tooManyFailuresMessage } from './auth'

describe.each(ENGINES)('accounts on %s', (engine) => {
  const t = useTestApp(engine)

  it('signs up without signing in, then signs in to a session the API accepts', async () => {
    const email = uniqueEmail()
    const signUp = await send(t.app, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: email },
    })
    expect(signUp.status).toBe(200)
    expect(signUp.body).toMatchObject({ token: null })
    const signIn = await send(t.app, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    })
    expect(signIn.status).toBe(200)
    const session = await send(t.app, 'GET', '/api/auth/get-session', {
      cookie: sessionCookie(signIn.headers),
    })
    expect(session.body).toMatchObject({ user: { email } })
  })

  it('refuses a password shorter than 6 characters', async () => {
    const email = uniqueEmail()
    const answer = await send(t.app, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: '12345', name: email },
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ message: expect.stringMatching(/too short/i) })
  })

  it('refuses account text the database cannot store with 400 beside the field, never 500', async () => {
    const email = uniqueEmail()
    const cases = [
      ['/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Frog\u0000' }, 'name'],
      ['/api/auth/sign-up/email', { email: `frog\u0000${email}`, password: PASSWORD, name: 'Frog' }, 'email'],
      ['/api/auth/sign-in/email', { email: `frog\u0000${email}`, password: PASSWORD }, 'email'],
      ['/api/auth/sign-in/email', { email: `frog\uD800${email}`, password: PASSWORD }, 'email'],
    ] as const
    for (const [path, json, field] of cases) {
      const answer = await send(t.app, 'POST', path, { json })
      expect(answer.status, `${path} ${field}`).toBe(400)
      expect(errorIn(answer.body).fields).toEqual({ [field]: UNSTORABLE_TEXT_MESSAGE })
    }
    const signIn = await send(t.app, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    })
    expect(signIn.status).toBe(401)
  })

  it('keeps passwords hashed, never as typed', async () => {
    const { email } = await signedInUser(t.app)
    const { account, user } = await import('../db/schema')
    const { eq } = await import('drizzle-orm')
    const [row] = await t.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email))
    expect(row?.password).toBeTruthy()
    expect(row?.password).not.toContain(PASSWORD)
  })

  it('answers a wrong password with the server’s message, and locks the address out after 5 failures', async () => {
    const { email, cookie } = await signedInUser(t.app)
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await send(t.app, 'POST', '/api/auth/sign-in/email', {
        json: { email, password: 'wrong-password' },
      })
      expect(wrong.status).toBe(401)
      expect(wrong.body).toMatchObject({ message: 'Invalid email or password' })
    }
    const locked = await send(t.app, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    })
    expect(locked.status).toBe(429)
    expect(locked.body).toMatchObject({ message: tooManyFailuresMessage(15 * 60) })
    // The session already open is not affected, and other addresses still sign in.
    expect((await send(t.app, 'GET', '/api/settings', { cookie })).status).toBe(200)
    const other = await signedInUser(t.app)
    expect(other.cookie).toBeTruthy()
  })

  it('forgets earlier failures after a successful sign-in', async () => {
    const { email } = await signedInUser(t.app)
    for (let attempt = 1; attempt <= 4; attempt++)
      await send(t.app, 'POST', '/api/auth/sign-in/email', { json: { email, password: 'wrong-password' } })
    expect(
      (await send(t.app, 'POST', '/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status,
    ).toBe(200)
    for (let attempt = 1; attempt <= 4; attempt++)
      await send(t.app, 'POST', '/api/auth/sign-in/email', { json: { email, password: 'wrong-password' } })
    expect(
      (await send(t.app, 'POST', '/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status,
    ).toBe(200)
  })

  it('ends the session on sign-out', async () => {
    const { cookie } = await signedInUser(t.app)
    expect((await send(t.app, 'POST', '/api/auth/sign-out', { cookie, json: {} })).status).toBe(200)
    expect((await send(t.app, 'GET', '/api/settings', { cookie })).status).toBe(401)
  })

  it('ends the session on sign-out at once, though it served requests a moment before', async () => {
    const { cookie } = await signedInUser(t.app)
    for (let n = 0; n < 3; n++)
      expect((await send(t.app, 'GET', '/api/settings', { cookie })).status).toBe(200)
    expect((await send(t.app, 'POST', '/api/auth/sign-out', { cookie, json: {} })).status).toBe(200)
    expect((await send(t.app, 'GET', '/api/settings', { cookie })).status).toBe(401)
  })

  /*
   * better-auth's own password change answered beside /api/account/password: no lock on guessing (24 wrong
   * guesses checked while the app's route was locked), and the other sessions stayed signed in.
   */
  it('closes the library’s endpoints the app does not use, its own password change first', async () => {
    const { email, cookie } = await signedInUser(t.app)
    const other = sessionCookie(
      (await send(t.app, 'POST', '/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).headers,
    )
    const closed = [
      ['/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'another-password' }],
      ['/api/auth/change-password', { currentPassword: 'a-wrong-guess', newPassword: 'another-password' }],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/revoke-other-sessions', {}],
      ['/api/auth/update-user', { name: 'Someone else' }],
      ['/api/auth/change-email', { newEmail: uniqueEmail() }],
      ['/api/auth/delete-user', { password: PASSWORD }],
    ] as const
    for (const [path, json] of closed) {
      const answer = await send(t.app, 'POST', path, { cookie, json })
      expect(answer.status, path).toBe(404)
      expect(errorIn(answer.body)).toEqual({ code: 'not_found', message: 'No such API endpoint' })
    }
    for (const path of ['/api/auth/list-sessions', '/api/auth/list-accounts', '/api/auth/ok'])
      expect((await send(t.app, 'GET', path, { cookie })).status, path).toBe(404)
    // Nothing changed: both sessions go on, and the password is the one it was.
    expect((await send(t.app, 'GET', '/api/settings', { cookie: other })).status).toBe(200)
    expect((await send(t.app, 'GET', '/api/auth/get-session', { cookie })).body).toMatchObject({
      user: { email },
    })
    expect(
      (await send(t.app, 'POST', '/api/auth/sign-in/email', { json: { email, password: PASSWORD } })).status,
    ).toBe(200)
  })

  it('keeps sessions across a server restart (they live in the database)', async () => {
    const { cookie } = await signedInUser(t.app)
    const restarted = makeApp(t.db)
    expect((await send(restarted, 'GET', '/api/settings', { cookie })).status).toBe(200)
  })

  it('refuses a forged session cookie', async () => {
    const answer = await send(t.app, 'GET', '/api/settings', {
      cookie: 'better-auth.session_token=forged.value',
    })
    expect(answer.status).toBe(401)
  })
})

describe.each(ENGINES)('sessions confirmed a moment ago on %s', (engine) => {
  const t = useTestApp(engine, { sessionCacheMs: 1000 })

  it('takes a session the database confirmed without asking again for a moment, and no longer', async () => {
    const { id, cookie } = await signedInUser(t.app)
    expect((await send(t.app, 'GET', '/api/settings', { cookie })).status).toBe(200)
    // Ended behind this server's back, as another server process on the same database would end it.
    await t.db.delete(session).where(eq(session.userId, id))
    expect((await send(t.app, 'GET', '/api/settings', { cookie })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await send(t.app, 'GET', '/api/settings', { cookie })).status).toBe(401)
  })
})

describe.each(ENGINES)('closed sign-up on %s', (engine) => {
  const t = useTestApp(engine, { signupOpen: false })

  it('says so to the sign-in screen and refuses the endpoint', async () => {
    expect((await send(t.app, 'GET', '/api/config')).body).toEqual({ signupOpen: false })
    const email = uniqueEmail()
    const answer = await send(t.app, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: email },
    })
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ message: SIGNUP_CLOSED_MESSAGE })
    const signIn = await send(t.app, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: PASSWORD },
    })
    expect(signIn.status).toBe(401)
  })
})

describe('request limits', () => {
  const t = useTestApp('pglite', { rateLimit: true })

  it('limits how often one address may create accounts', async () => {
    const statuses: number[] = []
    for (let n = 0; n < 12; n++) {
      const email = uniqueEmail()
      statuses.push(
        (
          await send(t.app, 'POST', '/api/auth/sign-up/email', {
            json: { email, password: PASSWORD, name: email },
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

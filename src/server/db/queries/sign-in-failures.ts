import { eq, sql } from 'drizzle-orm'

import type { Database } from '../client'
import { signInFailure } from '../schema'

/** Sign-in attempts allowed for one e-mail address from one client within the window. */
export const MAX_SIGN_IN_FAILURES = 5
const SIGN_IN_FAILURE_WINDOW_MINUTES = 15

type SignInAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts an attempt before its password is checked, and says whether it may be checked: one statement, so
 * that parallel guesses each take their own number under the row's lock and no more than
 * MAX_SIGN_IN_FAILURES passwords are ever checked in a window (checking the lock, then counting the
 * failure, let 30 parallel guesses check 13). A window that has run out starts again at one. A successful
 * sign-in forgets the count (`clearSignInFailures`); a failed one leaves it.
 *
 * The lock holds for everyone, the person who types the right password too: otherwise a guesser would
 * learn the password by the one attempt that is not refused. The person is told when to try again.
 */
export async function claimSignInAttempt(db: Database, key: string): Promise<SignInAttempt> {
  const window = sql`make_interval(mins => ${SIGN_IN_FAILURE_WINDOW_MINUTES})`
  const expired = sql`${signInFailure.firstFailureAt} <= now() - ${window}`
  const [row] = await db
    .insert(signInFailure)
    .values({ key, failures: 1, firstFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailure.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailure.failures} + 1 end`,
        firstFailureAt: sql`case when ${expired} then now() else ${signInFailure.firstFailureAt} end`,
      },
    })
    .returning({
      attempts: signInFailure.failures,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from ${signInFailure.firstFailureAt} + ${window} - now()))::int`,
    })
  if (row === undefined || row.attempts <= MAX_SIGN_IN_FAILURES) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retryAfterSeconds)) }
}

/** Forgets the attempts after a successful sign-in. */
export async function clearSignInFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.key, key))
}

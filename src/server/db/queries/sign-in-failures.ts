import { eq, sql } from 'drizzle-orm'

import type { Database } from '../client'
import { signInFailure } from '../schema'

/** Failed sign-ins allowed for one e-mail address from one client within the window. */
export const MAX_SIGN_IN_FAILURES = 5
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15

/** Whether this address and client have used up their failed sign-ins for now. */
export async function isSignInLocked(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ failures: signInFailure.failures })
    .from(signInFailure)
    .where(
      sql`${signInFailure.key} = ${key} and ${signInFailure.firstFailureAt} > now() - make_interval(mins => ${SIGN_IN_FAILURE_WINDOW_MINUTES})`,
    )
  return (row?.failures ?? 0) >= MAX_SIGN_IN_FAILURES
}

/** Counts one failed sign-in; a window that has run out starts again at one. */
export async function recordSignInFailure(db: Database, key: string): Promise<void> {
  const expired = sql`${signInFailure.firstFailureAt} <= now() - make_interval(mins => ${SIGN_IN_FAILURE_WINDOW_MINUTES})`
  await db
    .insert(signInFailure)
    .values({ key, failures: 1, firstFailureAt: new Date() })
    .onConflictDoUpdate({
      target: signInFailure.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${signInFailure.failures} + 1 end`,
        firstFailureAt: sql`case when ${expired} then now() else ${signInFailure.firstFailureAt} end`,
      },
    })
}

/** Forgets the failures after a successful sign-in. */
export async function clearSignInFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.key, key))
}

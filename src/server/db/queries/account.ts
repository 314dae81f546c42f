import { eq, sql } from 'drizzle-orm'

import type { Database } from '../client'
import { signInFailure, user, verification } from '../schema'

/**
 * Deletes an account and everything in it, in one transaction. Every table of the user's data references
 * the user with `on delete cascade` (items, receipts and their line items, expenses, vendors and their
 * categories, brands, locations, readings, settings, sessions, the password, and the running totals, whose
 * triggers run in the same statement), so deleting the user's row takes them all. Two kinds of row name the
 * user without a reference and are deleted first: the failed sign-ins counted for the e-mail address
 * (keyed '{email}|{client}'), and better-auth's verification values that carry the user's id.
 */
export async function deleteAccount(db: Database, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(signInFailure)
      .where(sql`starts_with(${signInFailure.key}, ${`${email.trim().toLowerCase()}|`})`)
    await tx.delete(verification).where(eq(verification.value, userId))
    await tx.delete(user).where(eq(user.id, userId))
  })
}

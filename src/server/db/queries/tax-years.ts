import { and, asc, eq, isNull } from 'drizzle-orm'

import type { TaxYearClosures } from '../../../shared/schemas/tax-year'
import type { Database } from '../client'
import { taxYearClosures } from '../schema'

/** The user's closed years, oldest first, and every closing with its reopening (the history), newest first. */
export async function closuresOf(db: Database, userId: string): Promise<TaxYearClosures> {
  const rows = await db
    .select({
      year: taxYearClosures.year,
      closedAt: taxYearClosures.closedAt,
      reopenedAt: taxYearClosures.reopenedAt,
    })
    .from(taxYearClosures)
    .where(eq(taxYearClosures.userId, userId))
    .orderBy(asc(taxYearClosures.closedAt), asc(taxYearClosures.id))
  const history = rows
    .map((row) => ({
      year: row.year,
      closedAt: row.closedAt.toISOString(),
      reopenedAt: row.reopenedAt?.toISOString() ?? null,
    }))
    .reverse()
  const closed = history
    .filter((row) => row.reopenedAt === null)
    .map((row) => ({ year: row.year, closedAt: row.closedAt }))
    .sort((a, b) => a.year - b.year)
  return { closed, history }
}

/** Closes `year` for the user; false when it was closed already (the partial unique index decides a race). */
export async function closeYear(db: Database, userId: string, year: number): Promise<boolean> {
  const inserted = await db
    .insert(taxYearClosures)
    .values({ userId, year })
    .onConflictDoNothing({
      target: [taxYearClosures.userId, taxYearClosures.year],
      where: isNull(taxYearClosures.reopenedAt),
    })
    .returning({ id: taxYearClosures.id })
  return inserted.length > 0
}

/** Reopens `year` for the user, keeping the closing with the reopening's date; false when it was not closed. */
export async function reopenYear(db: Database, userId: string, year: number): Promise<boolean> {
  const updated = await db
    .update(taxYearClosures)
    .set({ reopenedAt: new Date() })
    .where(
      and(
        eq(taxYearClosures.userId, userId),
        eq(taxYearClosures.year, year),
        isNull(taxYearClosures.reopenedAt),
      ),
    )
    .returning({ id: taxYearClosures.id })
  return updated.length > 0
}

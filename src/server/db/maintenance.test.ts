import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { createUser, ENGINES, useTestDatabase } from '../../../tests/helpers/database'

import type { Database } from './client'
import { maintain, startMaintenance, tablesDue } from './maintenance'
import { expenses } from './schema'

/** How many expenses the planner believes the table holds, and whether it has statistics of its columns. */
async function plannerView(db: Database) {
  const result = await db.execute(sql`
    select c.reltuples::int as rows,
      exists (select 1 from pg_stats s where s.schemaname = 'public' and s.tablename = 'expenses') as "hasStatistics"
    from pg_class c where c.oid = 'expenses'::regclass`)
  return z.object({ rows: z.array(z.object({ rows: z.number(), hasStatistics: z.boolean() })) }).parse(result)
    .rows[0]
}

async function tableBytes(db: Database) {
  const result = await db.execute(sql`select pg_relation_size('expenses')::int as bytes`)
  return z.object({ rows: z.array(z.object({ bytes: z.number() })) }).parse(result).rows[0]?.bytes
}

async function addExpenses(db: Database, userId: string, count: number) {
  await db.execute(sql`insert into ${expenses} (user_id, vendor, description, amount, date)
    select ${userId}, 'Vendor ' || g, 'Boxes and tape for the week ' || g, 12.5, '2026-11-22'::date - (g % 400)
    from generate_series(1, ${count}) as g`)
}

describe.each(ENGINES)('database maintenance on %s', (engine) => {
  const t = useTestDatabase(engine)

  it('vacuums and analyzes the tables that were written, and those only', async () => {
    // PostgreSQL's own autovacuum stays out of this table for the test.
    await t.db.execute(sql`alter table ${expenses} set (autovacuum_enabled = false)`)
    await maintain(t.db)
    expect(await tablesDue(t.db)).toEqual([])

    const userId = await createUser(t.db)
    await addExpenses(t.db, userId, 3000)
    const due = await tablesDue(t.db)
    expect(due).toContain('expenses')
    expect(due).not.toContain('vendors')
    expect((await plannerView(t.db))?.hasStatistics).toBe(false)

    expect(await maintain(t.db)).toEqual(due)
    expect(await plannerView(t.db)).toEqual({ rows: 3000, hasStatistics: true })
    expect(await tablesDue(t.db)).toEqual([])

    // A tenth more pages makes the table due again; a few rows more do not.
    await addExpenses(t.db, userId, 5)
    expect(await tablesDue(t.db)).not.toContain('expenses')
    await addExpenses(t.db, userId, 400)
    expect(await tablesDue(t.db)).toContain('expenses')
  })

  it('reclaims the space of deleted rows, so the table grows no further when rows come back', async () => {
    await t.db.execute(sql`alter table ${expenses} set (autovacuum_enabled = false)`)
    const userId = await createUser(t.db)
    await addExpenses(t.db, userId, 2000)
    await maintain(t.db)
    // About half the rows, on every page: the table keeps its size, but its dead rows make it due.
    await t.db
      .delete(expenses)
      .where(and(eq(expenses.userId, userId), sql`extract(day from ${expenses.date})::int % 2 = 0`))
    expect(await tablesDue(t.db)).toContain('expenses')
    await maintain(t.db)
    const before = await tableBytes(t.db)
    await addExpenses(t.db, userId, 800)
    expect(await tableBytes(t.db)).toBe(before)
  })

  it('looks now and then, says what it did, and stops', async () => {
    const userId = await createUser(t.db)
    await addExpenses(t.db, userId, 500)
    const lines: string[] = []
    const stop = startMaintenance(t.db, { firstAfterMs: 0, everyMs: 20, log: (line) => lines.push(line) })
    await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThan(0)
    stop()
    expect(lines[0]).toMatch(/^Database maintenance: vacuumed and analyzed .*expenses.* in \d+ ms\.$/)
    // Nothing written since: later looks are quiet.
    const said = lines.length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(lines).toHaveLength(said)
  })
})

import { sql } from 'drizzle-orm'
import { z } from 'zod'

import { postgresError } from '../errors'

import type { Database } from './client'

/*
 * The embedded database's own autovacuum (decision 019). PostgreSQL's autovacuum keeps each table's
 * planner statistics fresh and its dead row versions reclaimed; PGlite runs no background process, so a
 * database that grew from nothing to 100,000 items was planned with the guesses of an empty one: the
 * expense list's first page took 63 ms instead of 5, the dashboard 40 ms instead of 8. The server does
 * that work itself: now and then it finds the tables whose size moved since their last VACUUM or ANALYZE
 * and runs VACUUM (ANALYZE) on each, one at a time, between requests.
 */

/** How the catalog answers: a table's name. */
const dueRows = z.object({ rows: z.array(z.object({ name: z.string() })) })

/**
 * The app's tables that hold rows and are due, by autovacuum's own rules: never analyzed; rows written
 * since the last ANALYZE above 50 and a tenth of the table; dead row versions above 50 and a fifth. The
 * counts come from the cumulative statistics, which the embedded database keeps while it runs but only
 * hands over when asked to (`pg_stat_force_next_flush`), and loses when its process is killed: a table
 * whose size in pages moved by a tenth since its last VACUUM or ANALYZE (`relpages`) is due as well.
 */
export async function tablesDue(db: Database): Promise<string[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`)
  const result = await db.execute(sql`
    select c.relname as name
    from pg_class c
    join pg_stat_user_tables s on s.relid = c.oid
    cross join lateral (select pg_relation_size(c.oid) / current_setting('block_size')::int as pages) as size
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and size.pages > 0
      and (c.reltuples < 0
        or s.n_mod_since_analyze >= 50 + c.reltuples / 10
        or s.n_dead_tup >= 50 + c.reltuples / 5
        or abs(size.pages - c.relpages) >= greatest(1, c.relpages / 10))
    order by c.relname`)
  return dueRows.parse(result).rows.map((row) => row.name)
}

/**
 * How many values ANALYZE keeps per column (most common values, histogram buckets), and a hundredfold the
 * rows it samples: PostgreSQL's 100 made the embedded database's memory, which never shrinks, grow by
 * 60 MiB at the first maintenance of the power-seller account; 30 kept the same plans.
 */
const STATISTICS_TARGET = 30

/** VACUUM, then ANALYZE, of every table due; returns their names. */
export async function maintain(db: Database): Promise<string[]> {
  const due = await tablesDue(db)
  for (const name of due) {
    await db.execute(sql`vacuum ${sql.identifier(name)}`)
    // ANALYZE, unlike VACUUM, runs in a transaction, which holds the setting to it on either engine.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local default_statistics_target = ${sql.raw(String(STATISTICS_TARGET))}`)
      await tx.execute(sql`analyze ${sql.identifier(name)}`)
    })
  }
  return due
}

interface MaintenanceOptions {
  /** The first look, after the start-up's own work. */
  firstAfterMs: number
  /** Later looks: each one is two catalog queries when nothing is due. */
  everyMs: number
  log: (line: string) => void
}

/** Looks for tables due now and then, never two looks at once; returns how to stop. */
export function startMaintenance(db: Database, options: MaintenanceOptions): () => void {
  let running = false
  const look = async () => {
    if (running) return
    running = true
    const started = performance.now()
    try {
      const done = await maintain(db)
      if (done.length > 0)
        options.log(
          `Database maintenance: vacuumed and analyzed ${done.join(', ')} in ${Math.round(performance.now() - started)} ms.`,
        )
    } catch (error) {
      // The error's class and code, never its message (log.ts).
      const code = postgresError(error)?.code
      options.log(
        `Database maintenance failed: ${error instanceof Error ? error.name : typeof error}${code ? ` (code ${code})` : ''}.`,
      )
    } finally {
      running = false
    }
  }
  const first = setTimeout(() => void look(), options.firstAfterMs)
  const every = setInterval(() => void look(), options.everyMs)
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}

import { sql } from 'drizzle-orm'
import { inspectRoutes } from 'hono/dev'
import { z } from 'zod'

import type { Database } from '../../src/server/db/client'
import { makeApp } from '../helpers/app'
import { RESOURCES, type ResourceCase } from '../helpers/resources'

/*
 * What the probes know of the API: its routes, read from the app itself so that a route added later is
 * probed without anyone listing it, and a fingerprint of everything stored.
 */

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Hono's pattern: `/api/items/:id/sell`. */
  path: string
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Every route of the API, once per method and pattern, as the app registers them (better-auth's four
 * included: the app lists each one it forwards). Building the app touches no database, so the routes are
 * known when the tests are collected, before any database is open.
 */
export function apiRoutes(): Route[] {
  const app = makeApp({} as Database)
  const seen = new Map<string, Route>()
  for (const { method, path, isMiddleware } of inspectRoutes(app)) {
    if (isMiddleware || !METHODS.has(method) || !path.startsWith('/api/') || path.includes('*')) continue
    seen.set(`${method} ${path}`, { method: method as Route['method'], path })
  }
  return [...seen.values()]
}

/** The resource a route belongs to (`/api/items/:id/sell` to items), when the tests know how to make one. */
export function resourceOf(route: Route): ResourceCase | undefined {
  return RESOURCES.filter((resource) => route.path.startsWith(resource.path)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0]
}

/** The field names of every shared input schema: the keys a fuzzed body or query is made of. */
export function knownFieldNames(): string[] {
  const names = new Set<string>()
  const visit = (value: unknown, depth: number) => {
    if (depth > 3) return
    if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape as object)) names.add(key)
    if (value instanceof z.ZodType) {
      const inner = (value as unknown as { def?: { in?: unknown; innerType?: unknown; schema?: unknown } })
        .def
      if (inner) for (const next of [inner.in, inner.innerType, inner.schema]) visit(next, depth + 1)
    }
  }
  const modules = import.meta.glob<Record<string, unknown>>(
    ['../../src/shared/schemas/*.ts', '!../../src/shared/schemas/*.test.ts'],
    { eager: true },
  )
  for (const module of Object.values(modules))
    for (const exported of Object.values(module)) visit(exported, 0)
  for (const resource of RESOURCES)
    for (const key of Object.keys(resource.create(1, { receiptId: '' }))) names.add(key)
  return [...names].sort()
}

/** The tables a fingerprint reads, per database: the schema does not change while the tests run. */
const tablesOf = new WeakMap<Database, Promise<{ name: string; owned: boolean }[]>>()

function tablesOfDatabase(db: Database) {
  let tables = tablesOf.get(db)
  if (!tables) tablesOf.set(db, (tables = readTables(db)))
  return tables
}

async function readTables(db: Database) {
  const tables = await db.execute(sql`
    select quote_ident(t.table_name) as name,
      exists (select 1 from information_schema.columns c
              where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'user_id') as owned
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and t.table_name not in ('session', 'sign_in_failure', 'rate_limit', 'verification', '__drizzle_migrations')
    order by t.table_name`)
  return z.object({ rows: z.array(z.object({ name: z.string(), owned: z.boolean() })) }).parse(tables).rows
}

/**
 * Every stored row of every table (sessions and the lock's counts aside), as one hash; with `userId`, only
 * that user's rows (the tables with a `user_id`, and the user's own row).
 */
/**
 * Counts every row written to the tables a fingerprint reads, in the writing transaction itself, so a
 * rolled-back write counts nothing. Reading the count is one row, where a fingerprint reads every row:
 * that keeps a long fuzz run's cost flat as its successful creates pile up. For test databases only.
 */
export async function installChangeCounter(db: Database): Promise<void> {
  const tables = await tablesOfDatabase(db)
  await db.execute(sql`create table probe_change (n bigint not null)`)
  await db.execute(sql`insert into probe_change values (0)`)
  await db.execute(sql`
    create function probe_count_change() returns trigger language plpgsql as $$
    begin
      update probe_change set n = n + 1;
      return null;
    end $$`)
  for (const { name } of tables)
    await db.execute(
      sql.raw(
        `create trigger probe_change after insert or update or delete on ${name} for each row execute function probe_count_change()`,
      ),
    )
}

/** How many rows have been written since `installChangeCounter`. */
export async function changeCount(db: Database): Promise<number> {
  const result = await db.execute(sql`select n::text as n from probe_change`)
  return Number(z.object({ rows: z.array(z.object({ n: z.string() })) }).parse(result).rows[0]?.n)
}

export async function fingerprint(db: Database, userId?: string): Promise<string> {
  const rows = await tablesOfDatabase(db)
  if (userId !== undefined && !/^[0-9a-f-]{36}$/.test(userId)) throw new Error(`not a user id: ${userId}`)
  const parts = rows
    .filter((table) => userId === undefined || table.owned || table.name === '"user"')
    .map(({ name, owned }) => {
      const where =
        userId === undefined ? '' : owned ? ` where user_id = '${userId}'` : ` where id = '${userId}'`
      return `select '${name}' as t, md5(t::text) as h from ${name} t${where}`
    })
    .join(' union all ')
  const result = await db.execute(
    sql.raw(`select md5(string_agg(t || h, ',' order by t, h)) as hash from (${parts}) rows`),
  )
  return (
    z.object({ rows: z.array(z.object({ hash: z.string().nullable() })) }).parse(result).rows[0]?.hash ?? ''
  )
}

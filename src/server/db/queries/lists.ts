import {
  and,
  count,
  ilike,
  inArray,
  like,
  or,
  sql,
  type AnyColumn,
  type SQL,
  type WithSubquery,
} from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { z } from 'zod'

import { groupByDay } from '../../../domain/day-groups'
import { sumCents, type Cents } from '../../../domain/money'
import type { SortDirection } from '../../../domain/sort'
import { decodeCursor, encodeCursor, type ListCounts, type SortKind } from '../../../shared/schemas/list'
import { AppError } from '../../errors'
import type { Database } from '../client'

/*
 * Keyset paging for every list (decision 008). A list order is a few sort keys and the row's id, all in
 * one direction, and an index whose columns are exactly those keys, so that "the rows after the cursor"
 * is a range of that index: a row comparison `(k1, k2, id) < ($1, $2, $3)` that the database answers by
 * seeking, at any depth.
 */

/** One key of a list order: an SQL expression over the table and how its values compare. */
export interface SortKey {
  expression: SQL | AnyPgColumn
  kind: SortKind
}

/** A list order: its keys, and whether they alone are unique per user (then the id is not a tie-breaker). */
export interface ListOrder {
  keys: readonly SortKey[]
  isUnique?: boolean
}

/** How each kind's values travel in a cursor: as text the cursor check accepts, cast back in SQL. */
const CURSOR_TEXT: Record<SortKind, (expression: SQL | AnyPgColumn) => SQL> = {
  text: (expression) => sql`${expression}`,
  date: (expression) => sql`to_char(${expression}, 'YYYY-MM-DD')`,
  timestamp: (expression) => sql`to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  number: (expression) => sql`${expression}::text`,
}

const SQL_TYPE: Record<SortKind, SQL> = {
  text: sql.raw('text'),
  date: sql.raw('date'),
  timestamp: sql.raw('timestamptz'),
  number: sql.raw('numeric'),
}

/**
 * The parts of one page's query: the condition for the rows after the cursor, the ORDER BY, and
 * `cursorKey`, a column to select so that the last row can become the next cursor.
 */
export function keyset(
  order: ListOrder,
  direction: SortDirection,
  cursorText: string | null,
  id: AnyPgColumn,
) {
  const keys = order.keys.map((key) => key.expression)
  const kinds = order.keys.map((key) => key.kind)
  const ordered = order.isUnique ? keys : [...keys, id]
  const sort = direction === 'asc' ? sql.raw('asc') : sql.raw('desc')

  let after: SQL | undefined
  if (cursorText !== null) {
    const cursor = decodeCursor(cursorText, kinds)
    if (!cursor)
      throw new AppError('validation_failed', 'Not a valid page cursor', {
        cursor: 'Not a valid page cursor',
      })
    const values = cursor.values.map((value, index) => sql`${value}::${SQL_TYPE[kinds[index] ?? 'text']}`)
    if (!order.isUnique) values.push(sql`${cursor.id}::uuid`)
    const comparison = direction === 'asc' ? sql.raw('>') : sql.raw('<')
    after = sql`(${sql.join(ordered, sql`, `)}) ${comparison} (${sql.join(values, sql`, `)})`
  }

  return {
    after,
    orderBy: ordered.map((expression) => sql`${expression} ${sort}`),
    cursorKey: sql<string[]>`json_build_array(${sql.join(
      order.keys.map((key) => CURSOR_TEXT[key.kind](key.expression)),
      sql`, `,
    )})`,
  }
}

/**
 * The rows of a page and the cursor of the next one, from `limit + 1` fetched rows. With `breakAt`, a page
 * that the next one would go on from in the middle of a group of rows (the rows of one date) ends before
 * that group instead, when the page holds another group: its last group is then whole, and the next page
 * starts with a whole one.
 */
export function pageOf<Row extends { id: string; cursorKey: string[] }>(
  fetched: Row[],
  limit: number,
  breakAt?: (row: Row) => string | null,
) {
  let end = Math.min(fetched.length, limit)
  const after = fetched[limit]
  if (breakAt && after !== undefined) {
    const groupAfter = breakAt(after)
    let cut = end
    while (cut > 0 && breakAt(fetched[cut - 1] as Row) === groupAfter) cut--
    if (cut > 0) end = cut
  }
  const rows = fetched.slice(0, end)
  const last = rows.at(-1)
  const nextCursor =
    fetched.length > end && last ? encodeCursor({ values: last.cursorKey, id: last.id }) : null
  return { rows: rows.map(({ cursorKey: _cursorKey, ...row }) => row), nextCursor }
}

/** The value of the first key of a list order in a page's cursor (a date), or null on the first page. */
export function cursorLead(cursor: string | null, order: ListOrder): string | null {
  if (cursor === null) return null
  return (
    decodeCursor(
      cursor,
      order.keys.map((key) => key.kind),
    )?.values[0] ?? null
  )
}

/** `text` for a LIKE pattern, its wildcards taken literally. */
function literally(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** A LIKE pattern matching `text` anywhere (spec 5: substring search). */
function containsPattern(text: string): string {
  return `%${literally(text)}%`
}

/** A LIKE pattern matching what begins with `text`. */
export function startsWithPattern(text: string): string {
  return `${literally(text)}%`
}

/** Rows whose text in any of `columns` contains `q`, case-insensitively; undefined (no condition) for ''. */
export function searchCondition(q: string, columns: readonly (AnyColumn | SQL)[]): SQL | undefined {
  // The unit separator joins the fields of a searched text (migration 0003); a search never spans two.
  const text = q.replaceAll('\u001f', '')
  if (text === '') return undefined
  const pattern = containsPattern(text)
  return or(...columns.map((column) => ilike(column, pattern)))
}

/**
 * Rows whose lowered text `column` (a stored lowered column, or lower() of one) contains `q`,
 * case-insensitively: LIKE against the pattern lowered by the same lower(), which a trigram index on the
 * lowered text serves, and whose recheck of each candidate row folds no case.
 */
export function searchLoweredCondition(q: string, column: AnyColumn | SQL): SQL | undefined {
  const text = q.replaceAll('\u001f', '')
  if (text === '') return undefined
  return like(column, sql`lower(${containsPattern(text)})`)
}

/** Rows whose date falls in the month 'YYYY-MM' (a range, so a date index serves it). */
export function withinMonth(column: AnyPgColumn, month: string): SQL {
  return sql`${column} >= ${`${month}-01`}::date and ${column} < ${`${month}-01`}::date + interval '1 month'`
}

/** Rows whose date falls in `year` (a range, so a date index serves it). */
export function withinYear(column: AnyPgColumn, year: number): SQL {
  return sql`${column} >= make_date(${year}, 1, 1) and ${column} < make_date(${year + 1}, 1, 1)`
}

/** Counts for the first page (matching and total); null on later pages, where the screen has them already. */
export async function firstPageCounts(
  cursor: string | null,
  count: { matching: () => Promise<number>; total: () => Promise<number>; isFiltered: boolean },
): Promise<ListCounts | null> {
  if (cursor !== null) return null
  const [total, matching] = await Promise.all([
    count.total(),
    count.isFiltered ? count.matching() : undefined,
  ])
  return { matching: matching ?? total, total }
}

/** A running-totals table (decision 018): its owner and count columns. */
export interface CountedTotals {
  table: PgTable
  userId: AnyPgColumn
  count: AnyPgColumn
}

/**
 * A list's counts from the user's rows of a running-totals table, in one statement: the sum of all their
 * counts (the total), and of the rows `filter` keeps (matching; all of them without a filter).
 */
export async function countsFromTotals(
  db: Database,
  totals: CountedTotals,
  userId: string,
  filter?: SQL,
): Promise<ListCounts> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${totals.count}), 0)::int`,
      matching: sql<number>`coalesce(sum(${totals.count}) filter (where ${filter ?? sql`true`}), 0)::int`,
    })
    .from(totals.table)
    .where(sql`${totals.userId} = ${userId}`)
  return row ?? { total: 0, matching: 0 }
}

/** The sum of all the user's counts in a running-totals table, as a scalar subquery (a list's total). */
export function totalOf(totals: CountedTotals, userId: string): SQL<number> {
  return sql<number>`(select coalesce(sum(${totals.count}), 0)::int from ${totals.table} where ${totals.userId} = ${userId})`
}

const scalarRows = z.object({ rows: z.array(z.object({ value: z.number() })) })

/** The value of a scalar SQL expression, such as `totalOf`, read alone. */
async function scalar(db: Database, expression: SQL<number>): Promise<number> {
  return scalarRows.parse(await db.execute(sql`select ${expression} as value`)).rows[0]?.value ?? 0
}

/** One day header of a list grouped by date (spec 2): how many matching rows the date has, and their sum. */
export interface DayTotal {
  date: string
  count: number
  total: Cents
}

/**
 * The day headers of one page of a list ordered by a date first, newest date first: each date of the page
 * with its count and total over every matching row of that date, also the rows on other pages. `page`
 * holds the page's rows, the row the query read after them (when there is one), and the date the page's
 * cursor stopped at (null on the first page).
 *
 * Every matching row of a date strictly inside the page is on the page, so those dates are summed from its
 * rows. Only a date at an edge may go on beyond it: the first one when the previous page ended on the same
 * date, the last one when the row after the page has the same date. Those (only where a single date holds
 * more rows than a page, since pages end at the end of a date, `breakAt`) are read by `readDays`, the
 * list's sums of the matching rows of the given dates.
 */
export async function pageDays<Row>(
  page: { rows: readonly Row[]; after: Row | undefined; cursorDate: string | null },
  of: { date: (row: Row) => string; amount: (row: Row) => Cents },
  readDays: (dates: string[]) => Promise<DayTotal[]>,
): Promise<DayTotal[]> {
  const { rows, after } = page
  const first = rows[0]
  const last = rows.at(-1)
  if (first === undefined || last === undefined) return []
  const goesOn = new Set<string>()
  if (page.cursorDate === of.date(first)) goesOn.add(of.date(first))
  if (after !== undefined && of.date(after) === of.date(last)) goesOn.add(of.date(last))
  const read = new Map((goesOn.size === 0 ? [] : await readDays([...goesOn])).map((day) => [day.date, day]))
  return groupByDay(rows, of.date).map(
    ({ date, items }) =>
      read.get(date) ?? { date, count: items.length, total: sumCents(items.map(of.amount)) },
  )
}

/** The parts of one page's SELECT, for the list's own typed query. */
export interface PageQuery {
  where: SQL | undefined
  orderBy: SQL[]
  limit: number
  cursorKey: SQL<string[]>
  /**
   * A counted first page (`countsInPage`): the WITH query that chose its rows, which the page's SELECT
   * reads, and the column that brings the counts the choice made (`PAGE_COUNTS` on each row).
   */
  chosen?: { query: WithSubquery; counts: SQL<PageCounts> }
}

/** The name of the column a counted first page brings its counts in: [matching, total]. */
export const PAGE_COUNTS = 'pageCounts'
type PageCounts = [number, number | null]

/** What one list query needs: the rows in scope (the user's, and the list's own filters) and the search. */
export interface ListSpec<Row extends { id: string; cursorKey: string[] }> {
  table: PgTable
  id: AnyPgColumn
  /** The rows the list is about: the user's, with the filters that make 'all' of this list (a status). */
  scope: SQL
  /** Conditions that narrow the list: the search and the filters. */
  filters: (SQL | undefined)[]
  order: ListOrder
  query: { cursor: string | null; dir: SortDirection; limit: number }
  /** The list's SELECT of one page: its columns and `cursorKey`, from its table, with these parts. */
  fetch: (page: PageQuery) => Promise<Row[]>
  /** How many rows are in scope, when a counter knows it faster than counting them. */
  total?: () => Promise<number>
  /**
   * The total as a scalar SQL expression (a read of kept totals), when `total` is not given: with
   * `countsInPage`, the query that chooses the page selects it beside the count, one statement where there
   * were two; elsewhere it is read alone.
   */
  totalExpression?: SQL<number>
  /** How many rows match the filters, when a counter knows it faster than counting them. */
  matching?: () => Promise<number>
  /**
   * Both counts of the first page from one statement, when kept totals know them both (a list filtered
   * only by what its totals are kept by); it replaces `total` and `matching`.
   */
  counts?: () => Promise<ListCounts>
  /**
   * The first page of a narrowed list is chosen and counted in one statement: a WITH query picks the
   * page's ids with count(*) over () of the matches, and the page's rows are read by those ids. The
   * matches are read once rather than once for the page and once for the count. Worth it where a search
   * index yields the matches.
   */
  countsInPage?: boolean
  /** Pages end at the end of a group of rows when they can (`pageOf`): the date of a list of days. */
  breakAt?: (row: Row) => string | null
}

/** One page of a list, with its counts on the first page. */
export async function listPage<Row extends { id: string; cursorKey: string[] }>(
  db: Database,
  spec: ListSpec<Row>,
) {
  const { query } = spec
  const page = keyset(spec.order, query.dir, query.cursor, spec.id)
  const narrowed = and(spec.scope, ...spec.filters)
  const isFiltered = spec.filters.some((filter) => filter !== undefined)
  const { totalExpression } = spec
  const countTotal =
    spec.total ??
    (totalExpression === undefined
      ? () => db.$count(spec.table, spec.scope)
      : () => scalar(db, totalExpression))
  if (spec.countsInPage && isFiltered && query.cursor === null && spec.counts === undefined) {
    const matching = sql<number>`(count(*) over ())::int`
    const chosen = db.$with('chosen').as(
      db
        .select({
          chosenId: sql<string>`${spec.id}`.as('chosen_id'),
          matching: matching.as('matching'),
          total: (totalExpression ?? sql<null>`null`).as('total'),
        })
        .from(spec.table)
        .where(narrowed)
        // The count leads the order: it is the same on every row, so the order is the list's, but no
        // index yields it, and the database reads the matches by the search index and sorts them instead
        // of walking the list's order index past every row that does not match (PostgreSQL 15 costs the
        // window as if the LIMIT could stop it early). Only ids are kept for the count: whole rows made
        // the window's store several times wider.
        .orderBy(matching, ...page.orderBy)
        .limit(query.limit + 1),
    )
    // The page's rows are read by the ids chosen, in the same statement, which brings the counts on
    // each row: one statement where there were two (decision 011b).
    const [fetched, counted] = await Promise.all([
      spec.fetch({
        where: inArray(spec.id, db.select({ id: chosen.chosenId }).from(chosen)),
        orderBy: page.orderBy,
        limit: query.limit + 1,
        cursorKey: page.cursorKey,
        chosen: {
          query: chosen,
          counts: sql<PageCounts>`(select json_build_array(${chosen.matching}, ${chosen.total}) from ${chosen} limit 1)`,
        },
      }),
      totalExpression === undefined ? countTotal() : undefined,
    ])
    const withCounts = fetched as (Row & { [PAGE_COUNTS]?: PageCounts })[]
    const [matched, brought] = withCounts[0]?.[PAGE_COUNTS] ?? [0, null]
    // No match leaves no row to bring the total: the counter is asked then.
    const total = counted ?? brought ?? (await countTotal())
    const rows = withCounts.map(({ [PAGE_COUNTS]: _counts, ...row }) => row as Row)
    return { ...pageOf(rows, query.limit, spec.breakAt), counts: { matching: matched, total } }
  }
  // On PostgreSQL the page and its counts are read at the same time, on two connections of the pool.
  const [fetched, counts] = await Promise.all([
    spec.fetch({
      where: and(narrowed, page.after),
      orderBy: page.orderBy,
      limit: query.limit + 1,
      cursorKey: page.cursorKey,
    }),
    query.cursor === null && spec.counts
      ? spec.counts()
      : firstPageCounts(query.cursor, {
          isFiltered,
          total: countTotal,
          matching: spec.matching ?? (() => db.$count(spec.table, narrowed)),
        }),
  ])
  return { ...pageOf(fetched, query.limit, spec.breakAt), counts }
}

/** A list grouped by the date that leads its order: that date and the summed amount, as columns and per row. */
export interface DaySums<Row> {
  dateColumn: AnyPgColumn
  date: (row: Row) => string
  amountColumn: AnyPgColumn
  amount: (row: Row) => Cents
}

/**
 * One page of a list grouped by date (expenses, receipts), with its day headers (`pageDays`): the page
 * ends at the end of a date when it holds another one, so that its days are whole and summed from its own
 * rows; a date that fills a page is summed over the list's matching rows by the database.
 */
export async function listDayPage<Row extends { id: string; cursorKey: string[] }>(
  db: Database,
  spec: ListSpec<Row>,
  sums: DaySums<Row>,
) {
  let fetched: Row[] = []
  const page = await listPage(db, {
    ...spec,
    fetch: async (parts) => (fetched = await spec.fetch(parts)),
    breakAt: sums.date,
  })
  const { dateColumn, amountColumn } = sums
  const length = page.rows.length
  const days = await pageDays(
    {
      rows: fetched.slice(0, length),
      after: fetched[length],
      cursorDate: cursorLead(spec.query.cursor, spec.order),
    },
    sums,
    async (dates) =>
      db
        .select({
          date: CURSOR_TEXT.date(dateColumn).mapWith(String),
          count: count(),
          // The money column reads its sum as it reads its values: whole cents.
          total: sql`coalesce(sum(${amountColumn}), 0)`.mapWith(
            (value): Cents => amountColumn.mapFromDriverValue(value) as Cents,
          ),
        })
        .from(spec.table)
        .where(and(spec.scope, ...spec.filters, inArray(dateColumn, dates)))
        .groupBy(dateColumn),
  )
  return { ...page, days }
}

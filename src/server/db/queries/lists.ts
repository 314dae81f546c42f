import {
  and,
  count,
  desc,
  getTableColumns,
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
function cursorLead(cursor: string | null, order: ListOrder): string | null {
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

/** The parts of one page's SELECT, for the list's own typed query (`ListSpec.rows`). */
export interface PageQuery {
  where: SQL | undefined
  orderBy: SQL[]
  limit: number
  cursorKey: SQL<string[]>
  /** A WITH query the SELECT reads (a counted first page's chosen ids). */
  with?: WithSubquery
  /** A column the SELECT brings as `PAGE_COUNTS` on every row: the first page's [matching, total]. */
  counts?: SQL<PageCounts>
}

/** The name of the column a first page brings its counts in: [matching, total]. */
export const PAGE_COUNTS = 'pageCounts'
type PageCounts = [number | null, number | null]

/** The figures of a day header that the database sums: aggregates over the matching rows of one date. */
type DaySumFields = Record<string, SQL<unknown>>

/**
 * The day headers of a list ordered by a date first (spec 2), each date with its count and sums over every
 * matching row of that date, also the rows on other pages:
 * - `whole`: pages end at the end of a date when they hold another one (`pageOf` with `breakAt`), so a
 *   date's count and the sum of `amount` come from the page's own rows (`pageDays`); only a date that fills
 *   a page is summed by the database (expenses, receipts);
 * - `summed` over the `page`'s dates: the database sums `sums` over the matches of each date of the page,
 *   in a statement after it (the sold items, whose revenue and profit are SQL expressions);
 * - `summed` over the `matches`: every date of the matches, read beside the first page; their counts add
 *   up to the matches, so the page's count of matches is their sum (a month's sales).
 */
export type DaySpec =
  | { kind: 'whole'; date: AnyPgColumn; amount: AnyPgColumn }
  | { kind: 'summed'; date: AnyPgColumn; over: 'page' | 'matches'; count: string; sums: DaySumFields }

/** One day header of a `summed` day spec: the date and each of its sums. */
type SummedDay<Sums extends DaySumFields> = { date: string } & {
  [K in keyof Sums]: Sums[K] extends SQL<infer T> ? T : never
}

/** The day headers a spec answers, or nothing for a list without them. */
type DaysOf<D> = D extends { kind: 'whole' }
  ? DayTotal[]
  : D extends { kind: 'summed'; sums: infer Sums extends DaySumFields }
    ? SummedDay<Sums>[]
    : undefined

/**
 * One list, declared (decision 009): its rows in scope (the user's, with the filters that make 'all' of
 * this list), the filters that narrow it, its order, how its counts are known, its day headers, and the
 * SELECT of its page. `listPage` reads it.
 */
interface ListSpec<Row extends { id: string; cursorKey: string[] }, D extends DaySpec | undefined> {
  table: PgTable
  id: AnyPgColumn
  scope: SQL
  /** Conditions that narrow the list: the search and the filters. */
  filters: (SQL | undefined)[]
  order: ListOrder
  query: { cursor: string | null; dir: SortDirection; limit: number }
  /** The SELECT of one page: the list's columns and `cursorKey` from its table, with these parts. Called once. */
  rows: (page: PageQuery) => Promise<Row[]>
  /** How many rows are in scope, as a scalar SQL expression (a kept total, kept-totals.ts); by default a count of the scope. */
  total?: SQL<number>
  /**
   * How many rows the filters keep, as a scalar SQL expression, where something narrower than the list's
   * rows knows it (kept totals of the filters, a narrow copy of the searched text); without it the list's
   * rows are counted.
   */
  matching?: SQL<number>
  days?: D
}

/** The key of `column` in `table`'s columns: the field a row read by the table's columns holds it in. */
function fieldOf(table: PgTable, column: AnyPgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)
  if (found === undefined) throw new Error(`${column.name} is not a column of the list's table`)
  return found[0]
}

const countsRow = z.object({
  rows: z.array(z.object({ counts: z.tuple([z.number().nullable(), z.number().nullable()]) })),
})

/**
 * One page of a list, with its counts on the first page (`{ matching, total }`; null on later pages, where
 * the screen has them) and its day headers. The engine chooses the statements, fewest first, since the
 * embedded database runs statements one after another (decision 011b):
 * - the matches known without counting the list's rows (no filter, or `matching` given, or days summed over
 *   the matches): the counts are a column of the page's rows, one statement; an empty page reads them alone;
 * - else the first page is chosen and counted in one statement: a WITH query picks the page's ids with
 *   count(*) over () of the matches and the total, and the page's rows are read by those ids. The matches
 *   are read once rather than once for the page and once for the count. No match leaves no row to bring the
 *   total: it is read alone then.
 */
export async function listPage<
  Row extends { id: string; cursorKey: string[] },
  D extends DaySpec | undefined = undefined,
>(db: Database, spec: ListSpec<Row, D>) {
  const { query } = spec
  const days: DaySpec | undefined = spec.days
  const page = keyset(spec.order, query.dir, query.cursor, spec.id)
  const narrowed = and(spec.scope, ...spec.filters)
  const isFirst = query.cursor === null
  const isFiltered = spec.filters.some((filter) => filter !== undefined)
  const total = spec.total ?? sql<number>`(select count(*)::int from ${spec.table} where ${spec.scope})`
  const daysOfMatches = days?.kind === 'summed' && days.over === 'matches' ? days : undefined
  const limit = query.limit + 1

  let parts: PageQuery = {
    where: and(narrowed, page.after),
    orderBy: page.orderBy,
    limit,
    cursorKey: page.cursorKey,
  }
  /** The first page's counts read alone, when its page has no row to bring them. */
  let countsAlone: SQL<PageCounts> | undefined
  if (isFirst && isFiltered && spec.matching === undefined && daysOfMatches === undefined) {
    const matching = sql<number>`(count(*) over ())::int`
    const chosen = db.$with('chosen').as(
      db
        .select({
          chosenId: sql<string>`${spec.id}`.as('chosen_id'),
          matching: matching.as('matching'),
          total: total.as('total'),
        })
        .from(spec.table)
        .where(narrowed)
        // The count leads the order: it is the same on every row, so the order is the list's, but no
        // index yields it, and the database reads the matches by the search index and sorts them instead
        // of walking the list's order index past every row that does not match (PostgreSQL 15 costs the
        // window as if the LIMIT could stop it early). Only ids are kept for the count: whole rows made
        // the window's store several times wider.
        .orderBy(matching, ...page.orderBy)
        .limit(limit),
    )
    parts = {
      ...parts,
      where: inArray(spec.id, db.select({ id: chosen.chosenId }).from(chosen)),
      with: chosen,
      counts: sql<PageCounts>`(select json_build_array(${chosen.matching}, ${chosen.total}) from ${chosen} limit 1)`,
    }
    // No row chosen: nothing matches.
    countsAlone = sql<PageCounts>`json_build_array(0, ${total})`
  } else if (isFirst) {
    // The matches of a list summed by day come from its days; with no filter they are the total, read once
    // (null here): a second copy of its subquery in the statement would count or sum again.
    const matching = daysOfMatches === undefined && isFiltered ? spec.matching : sql`null`
    countsAlone = sql<PageCounts>`json_build_array(${matching}, ${total})`
    parts = { ...parts, counts: countsAlone }
  }

  // Every date of the matches is read beside the page: on PostgreSQL on a connection of its own.
  const [fetched, matchedDays] = await Promise.all([
    spec.rows(parts),
    daysOfMatches && isFirst ? daySums(db, spec, daysOfMatches, undefined) : undefined,
  ])
  const withCounts = fetched as (Row & { [PAGE_COUNTS]?: PageCounts })[]
  const rows = withCounts.map(({ [PAGE_COUNTS]: _counts, ...row }) => row as Row)
  // The field of the rows that holds the date of the day headers.
  const dateField = days && (fieldOf(spec.table, days.date) as keyof Row)
  const dateOf = (row: Row) => (dateField === undefined ? null : (row[dateField] as string | null))
  const pageRows = pageOf(rows, query.limit, days?.kind === 'whole' ? dateOf : undefined)

  let counts: ListCounts | null = null
  if (countsAlone !== undefined) {
    const [matched, total] = withCounts[0]?.[PAGE_COUNTS] ??
      countsRow.parse(await db.execute(sql`select ${countsAlone} as counts`)).rows[0]?.counts ?? [0, 0]
    const countField = daysOfMatches?.count ?? ''
    const ofDays = matchedDays?.reduce((sum, day) => sum + Number(day[countField] ?? 0), 0)
    counts = { matching: ofDays ?? matched ?? total ?? 0, total: total ?? 0 }
  }
  const answer = { ...pageRows, counts }

  if (days === undefined) return { ...answer, days: undefined as DaysOf<D> }
  if (days.kind === 'summed') {
    const summed =
      days.over === 'matches'
        ? (matchedDays ?? [])
        : await daySums(db, spec, days, [
            ...new Set(rows.slice(0, pageRows.rows.length).flatMap((row) => dateOf(row) ?? [])),
          ])
    return { ...answer, days: summed as DaysOf<D> }
  }
  const amountField = fieldOf(spec.table, days.amount) as keyof Row
  const length = pageRows.rows.length
  const wholeDays = await pageDays(
    { rows: rows.slice(0, length), after: rows[length], cursorDate: cursorLead(query.cursor, spec.order) },
    { date: (row) => dateOf(row) ?? '', amount: (row) => row[amountField] as Cents },
    async (dates) =>
      db
        .select({
          date: CURSOR_TEXT.date(days.date).mapWith(String),
          count: count(),
          // The money column reads its sum as it reads its values: whole cents.
          total: sql`coalesce(sum(${days.amount}), 0)`.mapWith(
            (value): Cents => days.amount.mapFromDriverValue(value) as Cents,
          ),
        })
        .from(spec.table)
        .where(and(narrowed, inArray(days.date, dates)))
        .groupBy(days.date),
  )
  return { ...answer, days: wholeDays as DaysOf<D> }
}

/**
 * The day headers of `summed` days: `sums` of the matching rows of each of `dates` (every date of the
 * matches when undefined), newest date first.
 */
async function daySums<Row extends { id: string; cursorKey: string[] }>(
  db: Database,
  spec: ListSpec<Row, DaySpec | undefined>,
  days: Extract<DaySpec, { kind: 'summed' }>,
  dates: string[] | undefined,
): Promise<Record<string, unknown>[]> {
  if (dates !== undefined && dates.length === 0) return []
  return db
    .select({ date: CURSOR_TEXT.date(days.date).mapWith(String), ...days.sums })
    .from(spec.table)
    .where(and(spec.scope, ...spec.filters, dates === undefined ? undefined : inArray(days.date, dates)))
    .groupBy(days.date)
    .orderBy(desc(days.date))
}

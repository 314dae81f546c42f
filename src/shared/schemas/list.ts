import { z } from 'zod'

import { SORT_DIRECTIONS, type SortDirection } from '../../domain/sort'

import { isStorableDate, textSchema } from './common'

/*
 * The one query every list of the API takes, and the one shape it answers (decision 009).
 *
 *   GET /api/<list>?q=&sort=&dir=&cursor=&limit=&<filters>
 *   → { rows, nextCursor, counts, ...sums }
 *
 * The server searches (q, case-insensitive substring), filters, sorts and pages by keyset: `cursor` is
 * the opaque `nextCursor` of the previous page, so page 1,000 costs what page 1 costs. `counts` (how many
 * rows match, and how many there are in all: the spec's 'N of M') comes with the first page only, where
 * the screen needs it; later pages answer null.
 */

/** Rows per page unless the caller asks for another size. */
export const PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 500

/** How a sort key's values compare, which decides how its cursor value is checked and cast in SQL. */
export type SortKind = 'text' | 'date' | 'timestamp' | 'number'

/** Where a page ended: the last row's values of the sort keys (as text) and its id. */
export interface Cursor {
  values: string[]
  id: string
}

/** The counts of the spec's 'N of M {name}' counter: rows that match the search and filters, and all rows. */
export interface ListCounts {
  matching: number
  total: number
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/
const DECIMAL = /^-?\d{1,15}(\.\d{1,4})?$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a cursor's value is one the database takes for a key of this kind. */
const CURSOR_VALUE_CHECKS: Record<SortKind, (value: string) => boolean> = {
  text: (value) => textSchema(1000).safeParse(value).success,
  date: isStorableDate,
  timestamp: (value) =>
    ISO_INSTANT.test(value) && isStorableDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)),
  number: (value) => DECIMAL.test(value),
}

/** The opaque text of a cursor (base64url of JSON), safe in a URL. */
export function encodeCursor(cursor: Cursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([...cursor.values, cursor.id]))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/** The cursor in `text` if it is one written for sort keys of these kinds; null for anything else. */
export function decodeCursor(text: string, kinds: readonly SortKind[]): Cursor | null {
  let parsed: unknown
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
    parsed = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))))
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length + 1) return null
  const parts: unknown[] = parsed
  if (!parts.every((part): part is string => typeof part === 'string')) return null
  const values = parts.slice(0, -1)
  const id = parts.at(-1)
  if (id === undefined || !UUID.test(id)) return null
  return kinds.every((kind, index) => CURSOR_VALUE_CHECKS[kind](values[index] ?? '')) ? { values, id } : null
}

/**
 * The query schema of one list: its sort fields, the default order (spec 7) and its own filters. The
 * result has `q` ('' when absent), `sort`, `dir`, `limit`, `cursor` (null on the first page; the server
 * decodes it for the sort) and the filters.
 */
export function listQuerySchema<
  const Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
>(spec: { sorts: Sorts; defaultSort: Sorts[number]; defaultDirection: SortDirection; filters: Filters }) {
  return z.strictObject({
    q: textSchema(200).default(''),
    sort: z.enum(spec.sorts, { error: `Sort by one of ${spec.sorts.join(', ')}` }).default(spec.defaultSort),
    dir: z
      .enum(SORT_DIRECTIONS, { error: 'Sort direction must be asc or desc' })
      .default(spec.defaultDirection),
    cursor: z
      .string()
      .max(2000, 'Not a valid page cursor')
      .optional()
      .transform((text) => (text ? text : null)),
    limit: z.coerce
      .number({ error: 'Page size must be a number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}`)
      .default(PAGE_SIZE),
    ...spec.filters,
  })
}

/** A boolean filter in a query string: 'true' or 'false'. */
export const booleanParamSchema = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((value) => value === 'true')

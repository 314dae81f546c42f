import { sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'

import { COLUMN_CASING } from '../client'

const dialect = new PgDialect({ casing: COLUMN_CASING })

/**
 * A fragment that holds no values, as its SQL text, written once. drizzle walks every piece of a statement's
 * fragments each time it builds the statement: a list page's row of all an item's columns is about a hundred
 * pieces, its text one. The text is what drizzle writes for the fragment in any statement (columns by their
 * table's name), and the fragment's type is kept; a mapping given with `mapWith` is not, so map the result.
 */
export function renderedOnce<T>(fragment: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(fragment)
  if (params.length > 0) throw new Error('A fragment written once must hold no values')
  return sql.raw(text) as SQL<T>
}

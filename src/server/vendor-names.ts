import type { Database } from './db/client'
import { rememberNames } from './item-rules'

/*
 * A receipt or an expense names its vendor as text (spec 3). A name the user has no vendor of becomes an
 * active vendor in the same transaction as the receipt or expense, as a new brand does with an item
 * (item-rules.ts), so a reseller at the store records a receipt from a new shop without leaving the form,
 * and a refused save (a duplicate receipt number) leaves no vendor behind. Names compare case-insensitively
 * (index vendors_user_name_unique): 'goodwill' names the vendor 'Goodwill', which is kept as it is, active or
 * not; the receipt or expense keeps the text as typed, as an item keeps its brand's.
 */

type Insert<Input, Row> = (db: Database, userId: string, input: Input) => Promise<Row[]>
type Update<Changes, Row> = (db: Database, userId: string, id: string, changes: Changes) => Promise<Row[]>

/** `insert`, with the vendor it names created when the user has none of that name. */
export function insertNamingVendor<Input extends { vendor: string }, Row>(
  insert: Insert<Input, Row>,
): Insert<Input, Row> {
  return (db, userId, input) =>
    db.transaction(async (tx) => {
      await rememberNames(tx, userId, { vendors: [input.vendor] })
      return insert(tx, userId, input)
    })
}

/** `update`, with the vendor a change names created when the user has none of that name. */
export function updateNamingVendor<Changes extends { vendor?: string | undefined }, Row>(
  update: Update<Changes, Row>,
): Update<Changes, Row> {
  return (db, userId, id, changes) =>
    db.transaction(async (tx) => {
      const changed = await update(tx, userId, id, changes)
      // Only once the row is known to be the user's: a change refused as not found creates no vendor.
      if (changed.length > 0 && changes.vendor !== undefined)
        await rememberNames(tx, userId, { vendors: [changes.vendor] })
      return changed
    })
}

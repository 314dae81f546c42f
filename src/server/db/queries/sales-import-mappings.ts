import { and, asc, eq, sql } from 'drizzle-orm'

import type { z } from 'zod'

import type { newSavedMappingSchema, SavedMapping } from '../../../shared/schemas/sales-imports'
import type { Database } from '../client'
import { salesImportMappings } from '../schema'

import { ownedBy } from './owned'

const columns = {
  id: salesImportMappings.id,
  name: salesImportMappings.name,
  headerKey: salesImportMappings.headerKey,
  mapping: salesImportMappings.mapping,
  marketplace: salesImportMappings.marketplace,
  createdAt: salesImportMappings.createdAt,
  updatedAt: salesImportMappings.updatedAt,
}

type Row = Awaited<ReturnType<typeof listRows>>[number]

const listRows = (db: Database, userId: string, headerKey?: string) =>
  db
    .select(columns)
    .from(salesImportMappings)
    .where(
      and(
        ownedBy(salesImportMappings, userId),
        // By the key's hash, as the index reads it (a key of a wide header outgrows a btree entry).
        headerKey === undefined
          ? undefined
          : and(
              sql`md5(${salesImportMappings.headerKey}) = md5(${headerKey})`,
              eq(salesImportMappings.headerKey, headerKey),
            ),
      ),
    )
    .orderBy(asc(sql`lower(${salesImportMappings.name})`), asc(salesImportMappings.id))

const answer = (row: Row): SavedMapping => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** The user's saved mappings, by name; those of one header when `headerKey` is given. */
export async function listSavedMappings(
  db: Database,
  userId: string,
  headerKey?: string,
): Promise<SavedMapping[]> {
  return (await listRows(db, userId, headerKey)).map(answer)
}

/** Saves a mapping under its name; a name the user already saved (in any case) is replaced. */
export async function saveMapping(
  db: Database,
  userId: string,
  input: z.output<typeof newSavedMappingSchema>,
): Promise<SavedMapping> {
  // Names are unique per user whatever their case: the index is on lower(name), which drizzle's
  // onConflict target cannot name, so the statement is written out.
  const saved = await db.execute(sql`
    insert into ${salesImportMappings} (user_id, name, header_key, mapping, marketplace)
    values (${userId}::uuid, ${input.name}, ${input.headerKey}, ${JSON.stringify(input.mapping)}::jsonb,
      ${input.marketplace})
    on conflict (user_id, lower(name)) do update set name = excluded.name, header_key = excluded.header_key,
      mapping = excluded.mapping, marketplace = excluded.marketplace, updated_at = now()
    returning id`)
  const [savedRow] = (saved as unknown as { rows: { id: string }[] }).rows
  if (savedRow === undefined) throw new Error('Saving a mapping wrote no row')
  const [row] = await db
    .select(columns)
    .from(salesImportMappings)
    .where(ownedBy(salesImportMappings, userId, savedRow.id))
  if (row === undefined) throw new Error('Saving a mapping wrote no row')
  return answer(row)
}

/** Deletes one of the user's saved mappings; answers whether there was one. */
export async function deleteMapping(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(salesImportMappings)
    .where(ownedBy(salesImportMappings, userId, id))
    .returning({ id: salesImportMappings.id })
  return deleted.length > 0
}

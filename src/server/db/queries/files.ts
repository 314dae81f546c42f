import { and, asc, eq, inArray, max, sql } from 'drizzle-orm'

import type { FileKind, FileType } from '../../../domain/files/kinds'
import { FILE_MESSAGES, MAX_ITEM_PHOTOS } from '../../../domain/files/kinds'
import type { FileOwner } from '../../../shared/schemas/file'
import { AppError, notFound } from '../../errors'
import type { Database } from '../client'
import { expenses, fileDeletions, files, inventoryItems, odometerReadings, receipts } from '../schema'

import { ownedBy, publicColumns } from './owned'

/*
 * The user's files (decision 021): their rows, scoped to the user like every other table; the bytes are the
 * file store's (src/server/files/store.ts).
 */

const columns = publicColumns(files)

/** The kind of file an owner takes, and the owner's table. */
function ownerOf(owner: FileOwner) {
  if (owner.itemId)
    return { kind: 'item_photo' as const, table: inventoryItems, id: owner.itemId, label: 'Item' }
  if (owner.receiptId)
    return { kind: 'receipt' as const, table: receipts, id: owner.receiptId, label: 'Receipt' }
  if (owner.expenseId)
    return { kind: 'expense' as const, table: expenses, id: owner.expenseId, label: 'Expense' }
  if (owner.odometerReadingId)
    return {
      kind: 'odometer' as const,
      table: odometerReadings,
      id: owner.odometerReadingId,
      label: 'Odometer reading',
    }
  throw new AppError('validation_failed', FILE_MESSAGES.oneOwner)
}

export function kindOf(owner: FileOwner): FileKind {
  return ownerOf(owner).kind
}

/** The owner link column of `files` for an owner. */
function linkOf(owner: FileOwner) {
  if (owner.itemId) return eq(files.itemId, owner.itemId)
  if (owner.receiptId) return eq(files.receiptId, owner.receiptId)
  if (owner.expenseId) return eq(files.expenseId, owner.expenseId)
  return eq(files.odometerReadingId, owner.odometerReadingId ?? '')
}

export const getFile = (db: Database, userId: string, id: string) =>
  db
    .select(columns)
    .from(files)
    .where(ownedBy(files, userId, id))

/** The files of one of the user's records, in order (an item's cover first). */
export async function listFiles(db: Database, userId: string, owner: FileOwner) {
  return db
    .select(columns)
    .from(files)
    .where(and(ownedBy(files, userId), linkOf(owner)))
    .orderBy(asc(files.position), asc(files.createdAt))
}

interface NewFile {
  id: string
  contentType: FileType
  size: number
  thumbnailType: FileType | null
}

/**
 * Records a stored file on its record, in one transaction with the record locked: an item's photo goes last
 * and is refused past the 12th; a receipt, expense or reading keeps one attachment, so a new one replaces
 * the old (whose bytes the deletion queue then removes). A record that is missing or another user's is 404.
 */
export async function addFile(db: Database, userId: string, owner: FileOwner, file: NewFile) {
  const { kind, table, id, label } = ownerOf(owner)
  return db.transaction(async (tx) => {
    const [record] = await tx
      .select({ id: table.id })
      .from(table)
      .where(ownedBy(table, userId, id))
      .for('update')
    if (record === undefined) throw notFound(label)
    let position = 0
    if (kind === 'item_photo') {
      const [last] = await tx
        .select({ count: sql<number>`count(*)::int`, last: max(files.position) })
        .from(files)
        .where(and(ownedBy(files, userId), linkOf(owner)))
      if ((last?.count ?? 0) >= MAX_ITEM_PHOTOS)
        throw new AppError('validation_failed', FILE_MESSAGES.tooManyPhotos, {
          file: FILE_MESSAGES.tooManyPhotos,
        })
      position = last?.last === null || last?.last === undefined ? 0 : last.last + 1
    } else {
      await tx.delete(files).where(and(ownedBy(files, userId), linkOf(owner)))
    }
    const [row] = await tx
      .insert(files)
      .values({ ...file, userId, kind, position, ...owner })
      .returning(columns)
    if (row === undefined) throw new Error('The insert returned no file')
    return row
  })
}

/** Puts an item's photos in the order given, which must name each of them once: the first is the cover. */
export async function orderPhotos(db: Database, userId: string, itemId: string, ids: string[]) {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: inventoryItems.id })
      .from(inventoryItems)
      .where(ownedBy(inventoryItems, userId, itemId))
      .for('update')
    if (item === undefined) throw notFound('Item')
    const current = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(ownedBy(files, userId), eq(files.itemId, itemId)))
    const known = new Set(current.map((row) => row.id))
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new AppError('validation_failed', FILE_MESSAGES.orderMismatch, {
        ids: FILE_MESSAGES.orderMismatch,
      })
    await tx
      .update(files)
      .set({
        position: sql`array_position(${sql`array[${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}]`}, ${files.id}) - 1`,
      })
      .where(and(ownedBy(files, userId), inArray(files.id, ids)))
    return tx
      .select(columns)
      .from(files)
      .where(and(ownedBy(files, userId), eq(files.itemId, itemId)))
      .orderBy(asc(files.position))
  })
}

export const removeFile = (db: Database, userId: string, id: string) =>
  db
    .delete(files)
    .where(ownedBy(files, userId, id))
    .returning({ id: files.id })

/** Takes the user's queued deletions (the files deleted since): the ids whose bytes are to be removed. */
export async function takeFileDeletions(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .delete(fileDeletions)
    .where(eq(fileDeletions.userId, userId))
    .returning({ fileId: fileDeletions.fileId })
  return rows.map((row) => row.fileId)
}

/** The cover of each item on a list page: the id of its first photo, or null. */
export const coverOf = (userId: string) =>
  // Named in full: drizzle writes a column of a one-table select without its table, which inside this
  // subquery would be the file's own id.
  sql<
    string | null
  >`(select f.id::text from files f where f.user_id = ${userId} and f.item_id = "inventory_items"."id" order by f.position limit 1)`

import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { FILE_KINDS, FILE_TYPES } from '../../../domain/files/kinds'

import { user } from './auth'
import { id, sqlList } from './columns'
import { expenses } from './expenses'
import { inventoryItems } from './items'
import { odometerReadings } from './odometer'
import { receipts } from './receipts'

/**
 * The files a user keeps (decision 021): the bytes live in the file store (DATA_DIR/files or an S3
 * bucket) under `{user_id}/{id}`, and the thumbnail under `{user_id}/{id}.thumb`; this row says whose they
 * are, what they are and which record they belong to. Deleting the record deletes the row (on delete
 * cascade), and a trigger queues the bytes for deletion (file_deletions, migration 0015).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text({ enum: FILE_KINDS }).notNull(),
    contentType: text({ enum: FILE_TYPES }).notNull(),
    size: integer().notNull(),
    /** The thumbnail's type, or null when the file has none (a PDF). */
    thumbnailType: text({ enum: FILE_TYPES }),
    itemId: uuid().references(() => inventoryItems.id, { onDelete: 'cascade' }),
    receiptId: uuid().references(() => receipts.id, { onDelete: 'cascade' }),
    expenseId: uuid().references(() => expenses.id, { onDelete: 'cascade' }),
    odometerReadingId: uuid().references(() => odometerReadings.id, { onDelete: 'cascade' }),
    /** An item's photos in order, the cover first (0); 0 for the other kinds. */
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // An item's photos in order, and its cover on every list row (one index probe per row).
    index('files_item_idx').on(t.userId, t.itemId, t.position),
    index('files_receipt_idx').on(t.receiptId),
    index('files_expense_idx').on(t.expenseId),
    index('files_odometer_reading_idx').on(t.odometerReadingId),
    check('files_kind_known', sql`${t.kind} in (${sqlList(FILE_KINDS)})`),
    check('files_type_known', sql`${t.contentType} in (${sqlList(FILE_TYPES)})`),
    check('files_size_positive', sql`${t.size} > 0`),
    // Each file belongs to exactly the one record its kind names.
    check(
      'files_one_owner',
      sql`(${t.kind} = 'item_photo' and ${t.itemId} is not null and ${t.receiptId} is null and ${t.expenseId} is null and ${t.odometerReadingId} is null)
        or (${t.kind} = 'receipt' and ${t.receiptId} is not null and ${t.itemId} is null and ${t.expenseId} is null and ${t.odometerReadingId} is null)
        or (${t.kind} = 'expense' and ${t.expenseId} is not null and ${t.itemId} is null and ${t.receiptId} is null and ${t.odometerReadingId} is null)
        or (${t.kind} = 'odometer' and ${t.odometerReadingId} is not null and ${t.itemId} is null and ${t.receiptId} is null and ${t.expenseId} is null)`,
    ),
  ],
)

/**
 * The stored bytes of deleted files, waiting to be removed from the file store: a trigger on files adds a
 * row for every deleted file, whatever deleted it (an item, a receipt, a bulk delete), in the same
 * transaction; the server removes the bytes after the request and deletes the row (routes/files.ts).
 */
export const fileDeletions = pgTable(
  'file_deletions',
  {
    userId: uuid().notNull(),
    fileId: uuid().notNull(),
    deletedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('file_deletions_user_idx').on(t.userId)],
)

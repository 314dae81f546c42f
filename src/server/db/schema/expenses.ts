import { sql } from 'drizzle-orm'
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

import {
  EXPENSE_CATEGORIES,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
} from '../../../domain/expenses/categories'

import { user } from './auth'
import { id, money, timestamps } from './columns'

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    vendor: text().notNull(),
    description: text().notNull(),
    category: text().notNull().default('office_supplies'),
    amount: money().notNull(),
    date: date({ mode: 'string' }).notNull(),
    paymentMethod: text().notNull().default('Credit Card'),
    receiptNumber: text(),
    notes: text(),
    isRecurring: boolean().notNull().default(false),
    recurringFrequency: text(),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    // The expense list, newest first, the month filter and yearly totals.
    index('expenses_user_date_idx').on(t.userId, t.date),
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    check('expenses_category_known', sql`${t.category} in (${list(EXPENSE_CATEGORIES)})`),
    check('expenses_payment_method_known', sql`${t.paymentMethod} in (${list(PAYMENT_METHODS)})`),
    // Spec 5: frequency required when recurring; spec 4: unchecking recurring clears it.
    check(
      'expenses_recurrence',
      sql`(${t.isRecurring} and ${t.recurringFrequency} in (${list(RECURRING_FREQUENCIES)})) or (not ${t.isRecurring} and ${t.recurringFrequency} is null)`,
    ),
  ],
)

export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: text(),
    contactEmail: text(),
    contactPhone: text(),
    address: text(),
    website: text(),
    notes: text(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendors_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    check('vendors_name_not_blank', sql`btrim(${t.name}) <> ''`),
  ],
)

export const vendorCategories = pgTable(
  'vendor_categories',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    color: text().notNull().default('#3B82F6'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vendor_categories_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    check('vendor_categories_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('vendor_categories_color_hex', sql`${t.color} ~ '^#[0-9A-Fa-f]{6}$'`),
  ],
)

import { type SQL, sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'

import {
  DEFAULT_EXPENSE_CATEGORY,
  DEFAULT_PAYMENT_METHOD,
  EXPENSE_CATEGORIES,
  PAYMENT_METHODS,
  RECURRING_FREQUENCIES,
} from '../../../domain/expenses/categories'
import { MAX_EXPENSE_TAGS, TEXT_LIMITS } from '../../../domain/text-limits'

import { user } from './auth'
import { GIN_PENDING, id, money, sqlList, textLengthChecks, timestamps } from './columns'

/**
 * The text the expense search looks in: vendor, description, notes, receipt number and tags, one field per
 * unit separator (expense_search_text, an SQL function of migration 0003, so a stored column can hold it).
 */
export const expenseSearchText = (t: {
  vendor: AnyPgColumn
  description: AnyPgColumn
  notes: AnyPgColumn
  receiptNumber: AnyPgColumn
  tags: AnyPgColumn
}) => sql`expense_search_text(${t.vendor}, ${t.description}, ${t.notes}, ${t.receiptNumber}, ${t.tags})`

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    vendor: text().notNull(),
    description: text().notNull(),
    category: text({ enum: EXPENSE_CATEGORIES }).notNull().default(DEFAULT_EXPENSE_CATEGORY),
    amount: money().notNull(),
    date: date({ mode: 'string' }).notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull().default(DEFAULT_PAYMENT_METHOD),
    receiptNumber: text(),
    notes: text(),
    isRecurring: boolean().notNull().default(false),
    recurringFrequency: text({ enum: RECURRING_FREQUENCIES }),
    tags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The searched text, lowered and stored (never shown): the search's trigram index and its recheck of
    // each candidate row read it, instead of joining five fields per row at every search.
    searchText: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${expenseSearchText(expenses)})`),
    ...timestamps,
  },
  (t) => [
    ...textLengthChecks('expenses', t, TEXT_LIMITS.expenses),
    check('expenses_tags_count', sql`cardinality(${t.tags}) <= ${sql.raw(String(MAX_EXPENSE_TAGS))}`),
    // The expense list, newest first, the month filter and yearly totals.
    index('expenses_date_idx').on(t.userId, t.date, t.createdAt, t.id),
    // The same with the category filter, and the yearly sums per category.
    index('expenses_category_date_idx').on(t.userId, t.category, t.date, t.createdAt, t.id),
    // The expense search: LIKE '%q%' on the lowered text, the user's expenses only (btree_gin).
    index('expenses_search_text_idx')
      .using('gin', t.userId, t.searchText.op('gin_trgm_ops'))
      .with(GIN_PENDING),
    // A vendor's spending: expenses match vendors by name, case-insensitively (spec 9).
    index('expenses_vendor_idx').on(t.userId, sql`lower(${t.vendor})`),
    check('expenses_amount_positive', sql`${t.amount} > 0`),
    check('expenses_category_known', sql`${t.category} in (${sqlList(EXPENSE_CATEGORIES)})`),
    check('expenses_payment_method_known', sql`${t.paymentMethod} in (${sqlList(PAYMENT_METHODS)})`),
    // Spec 5: frequency required when recurring; spec 4: unchecking recurring clears it.
    check(
      'expenses_recurrence',
      sql`(${t.isRecurring} and ${t.recurringFrequency} in (${sqlList(RECURRING_FREQUENCIES)})) or (not ${t.isRecurring} and ${t.recurringFrequency} is null)`,
    ),
  ],
)

/**
 * Each expense's searched text and its owner, and nothing else (decision 018), kept by the triggers of
 * migration 0009 in the same transaction as every write of the expenses. A search's count of its matches
 * reads these narrow rows: in the expenses the stored text comes after every other column, which the
 * database steps over for each row it checks, about half of the count's time.
 */
export const expenseSearchTexts = pgTable(
  'expense_search_texts',
  {
    expenseId: uuid()
      .primaryKey()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    userId: uuid().notNull(),
    searchText: text().notNull(),
  },
  (t) => [
    // A search whose words match few expenses: the user's matches by trigrams (btree_gin), not every row.
    index('expense_search_texts_search_idx')
      .using('gin', t.userId, t.searchText.op('gin_trgm_ops'))
      .with(GIN_PENDING),
  ],
)

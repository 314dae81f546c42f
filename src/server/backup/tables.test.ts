import { getTableConfig } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'

import { allTables, backupTables, isUsersTable, LAST_TABLES, SKIPPED } from './tables'

/*
 * What a backup holds is read from the schema (decision 029): these tests fail when a table or a link is
 * added without a decision about it.
 */
describe('the tables of a backup', () => {
  const backedUp = backupTables('account').map((table) => table.name)

  it('holds every table with a user_id column, but those skipped with a reason', () => {
    const users = allTables()
      .filter(isUsersTable)
      .map((table) => table.name)
    const undecided = users.filter((name) => !backedUp.includes(name) && !(name in SKIPPED))
    expect(undecided).toEqual([])
    expect(backedUp).toEqual(
      expect.arrayContaining([
        'inventory_items',
        'receipts',
        'receipt_line_items',
        'expenses',
        'files',
        'user_settings',
        'tax_year_closures',
        'form_1099k_amounts',
        'sale_lines',
        'sale_line_items',
        'refunds',
        'marketplace_charges',
        'marketplace_payouts',
      ]),
    )
    // Every name skipped is a table of the schema, skipped for a reason.
    for (const [name, reason] of Object.entries(SKIPPED)) {
      expect(users).toContain(name)
      expect(reason.length).toBeGreaterThan(10)
    }
  })

  it('copies no running totals: the triggers rebuild them', () => {
    for (const name of [
      'item_status_counts',
      'item_name_counts',
      'expense_month_totals',
      'expense_vendor_totals',
      'receipt_month_totals',
      'receipt_name_totals',
      'line_item_counts',
      'expense_search_texts',
      'sale_month_totals',
      'inventory_bucket_totals',
    ])
      expect(backedUp).not.toContain(name)
  })

  it('knows every uuid column of a backed-up table as its id, its owner or a link', () => {
    for (const table of backupTables('instance')) {
      const uuids = getTableConfig(table.table)
        .columns.filter((column) => column.getSQLType() === 'uuid')
        .map((column) => column.name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))
      const unknown = uuids.filter((name) => name !== 'id' && name !== table.owner && !(name in table.links))
      expect({ table: table.name, unknown }).toEqual({ table: table.name, unknown: [] })
    }
  })

  it('links the rows the restore must give new ids to', () => {
    const linksOf = (name: string) => backupTables('account').find((table) => table.name === name)?.links
    expect(linksOf('inventory_items')).toEqual({ receipt_id: 'receipts' })
    expect(linksOf('receipt_line_items')).toEqual({ receipt_id: 'receipts' })
    expect(linksOf('sale_line_items')).toEqual({ sale_line_id: 'sale_lines', item_id: 'inventory_items' })
    expect(linksOf('refunds')).toEqual({ item_id: 'inventory_items', returned_item_id: 'inventory_items' })
    expect(linksOf('marketplace_charges')).toEqual({ expense_id: 'expenses' })
    expect(linksOf('files')).toEqual({
      item_id: 'inventory_items',
      receipt_id: 'receipts',
      expense_id: 'expenses',
      odometer_reading_id: 'odometer_readings',
    })
  })

  it('writes each table after the tables it links to, and the closed tax years after every dated row', () => {
    const tables = backupTables('instance')
    tables.forEach((table, n) => {
      for (const target of Object.values(table.links))
        expect(tables.findIndex((other) => other.name === target)).toBeLessThan(n)
    })
    expect(tables[0]?.name).toBe('user')
    expect(tables.slice(-LAST_TABLES.length).map((table) => table.name)).toEqual(LAST_TABLES)
  })

  it('adds the people and their passwords to the instance backup only', () => {
    expect(backedUp).not.toContain('user')
    expect(backedUp).not.toContain('account')
    expect(backupTables('instance').map((table) => table.name)).toEqual(
      expect.arrayContaining(['user', 'account']),
    )
    expect(backupTables('instance').map((table) => table.name)).not.toContain('session')
  })
})

import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import { sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  errorIn,
  send,
  signedInUser,
  uniqueEmail,
  useTestApp,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { RESOURCES, type ResourceCase } from '../../../tests/helpers/resources'
import { readCsvText } from '../../domain/marketplaces/csv-text'
import { reportFile } from '../../domain/marketplaces/fixtures/report-writer'
import { TEXT_LIMITS, tooLongMessage } from '../../domain/text-limits'

import * as schema from './schema'

/*
 * Every text the app stores has one length limit that the API, the imports and the database agree on
 * (src/domain/text-limits.ts). An order id of about 2.7 KB answered 500 (it outgrew its index); here each
 * stored text column is held to its number, the API takes each field at its limit and refuses it one
 * character past, beside the field, and the imports refuse the row.
 */

/** The text columns with no limit of their own, and why none is needed. */
const NOT_LIMITED: Record<string, string> = {
  'inventoryItems.status': 'one of the statuses (inventory_items_status_known)',
  'inventoryItems.marketplace': 'one of the marketplaces (inventory_items_marketplace_known)',
  'inventoryItems.disposalReason': 'one of the reasons (inventory_items_disposal_reason_known)',
  'expenses.category': 'one of the categories (expenses_category_known)',
  'expenses.paymentMethod': 'one of the payment methods (expenses_payment_method_known)',
  'expenses.recurringFrequency': 'one of the frequencies (expenses_recurrence)',
  'expenses.searchText': 'generated from the limited columns',
  'vendors.searchText': 'generated from the limited columns',
  'receipts.searchText': 'generated from the limited columns',
  'expenseSearchTexts.searchText': 'written by a trigger from the limited columns',
  'vendorCategories.color': 'a hex colour (vendor_categories_color_hex)',
  'files.kind': 'one of the kinds (files_kind_known)',
  'files.contentType': 'one of the types (files_type_known)',
  'files.thumbnailType': 'one of the types (files_type_known)',
  'userSettings.theme': 'one of the themes (user_settings_theme_known)',
  'form1099kAmounts.marketplace': 'one of the marketplaces (form_1099k_amounts_marketplace_known)',
  'saleLines.marketplace': 'one of the marketplaces (sale_lines_marketplace_known)',
  'refunds.marketplace': 'one of the marketplaces (refunds_marketplace_known)',
  'refunds.kind': 'one of the kinds (refunds_kind_known)',
  'marketplaceCharges.marketplace': 'one of the marketplaces (marketplace_charges_marketplace_known)',
  'marketplacePayouts.marketplace': 'one of the marketplaces (marketplace_payouts_marketplace_known)',
  'salesImportMappings.marketplace': 'one of the marketplaces (sales_import_mappings_marketplace_known)',
  'clientWrites.target': 'the method and path of a kept write, written by the app',
  'clientWrites.body': 'the answer the app gave, written by the app',
  'instanceSecrets.name': 'the name of a secret of the instance, written by the server at start',
  'instanceSecrets.value': 'a secret the server generated at start',
  'expenseMonthTotals.category': 'a running total, written by a trigger',
  'expenseVendorTotals.vendor': 'a running total, written by a trigger from expenses.vendor',
  'saleMonthTotals.marketplace':
    "a running total, written by a trigger from the items' and refunds' marketplace",
  'inventoryBucketTotals.exit':
    "a running total, written by a trigger from the items' status and disposal reason",
  'itemStatusCounts.status': 'a running total, written by a trigger',
  'itemNameCounts.field': 'a running total, written by a trigger',
  'itemNameCounts.nameKey': 'a running total, written by a trigger from the items’ limited names',
  'saleNameTotals.field': 'a running total, written by a trigger',
  'saleNameTotals.name':
    "a running total, written by a trigger from the items' limited brand and purchase location",
  'receiptNameTotals.kind': 'a running total, written by a trigger',
  'receiptNameTotals.name': 'a running total, written by a trigger from the receipts’ limited names',
  'user.image': 'never written: sign-up takes no image',
  'session.token': 'made by better-auth',
  'session.ipAddress': 'the connection’s address, set by the server',
  'session.userAgent': 'a request header, within node’s 16 KB of headers; not indexed',
  'account.accountId': 'made by better-auth',
  'account.providerId': 'made by better-auth',
  'account.accessToken': 'unused: no social sign-in',
  'account.refreshToken': 'unused: no social sign-in',
  'account.idToken': 'unused: no social sign-in',
  'account.scope': 'unused: no social sign-in',
  'account.password': 'a hash of a password of at most 128 characters',
  'verification.identifier': 'made by better-auth',
  'verification.value': 'made by better-auth',
  'rateLimit.key': 'the client’s address and path, made by better-auth',
  'signInFailure.key': 'an address of at most 254 characters and the client’s',
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** Every text column of the schema, as `table.column` in Drizzle's names, with its SQL names. */
function textColumns() {
  return Object.entries(schema).flatMap(([tableKey, table]) => {
    if (!(table instanceof PgTable)) return []
    const config = getTableConfig(table)
    return config.columns
      .filter((column) => /^text(\[\])?$/.test(column.getSQLType()))
      .map((column) => ({
        key: `${tableKey}.${column.name}`,
        table: config.name,
        column: snake(column.name),
      }))
  })
}

const limitOf = (key: string): number | undefined => {
  const [table = '', column = ''] = key.split('.')
  return (TEXT_LIMITS as Record<string, Record<string, number> | undefined>)[table]?.[column]
}

describe('the text limits of the schema', () => {
  it('gives every stored text column a limit, or a reason why it needs none', () => {
    const unexplained = textColumns()
      .filter(({ key }) => limitOf(key) === undefined && NOT_LIMITED[key] === undefined)
      .map(({ key }) => key)
    expect(unexplained).toEqual([])
    const columns = new Set(textColumns().map(({ key }) => key))
    const named = Object.entries(TEXT_LIMITS).flatMap(([table, limits]) =>
      Object.keys(limits).map((column) => `${table}.${column}`),
    )
    expect(named.filter((key) => !columns.has(key))).toEqual([])
    expect(Object.keys(NOT_LIMITED).filter((key) => !columns.has(key) || limitOf(key) !== undefined)).toEqual(
      [],
    )
  })
})

/**
 * A text of exactly `length` characters that the field takes: a web address, an e-mail address or words,
 * starting with `n` (names are unique).
 */
function textOf(field: string, length: number, n: number): string {
  if (/url|website/i.test(field)) return `https://example.com/${n}/`.padEnd(length, 'p')
  if (/email/i.test(field)) return `${n}@`.padEnd(length - 5, 'd') + '.test'
  return `${n} `.padEnd(length, 'ab cd').replace(/ $/, 'e')
}

/** The table of a resource's rows, by its path: its limits. */
const TABLE_OF: Record<string, keyof typeof TEXT_LIMITS> = {
  '/api/brands': 'brands',
  '/api/purchase-locations': 'purchaseLocations',
  '/api/items': 'inventoryItems',
  '/api/expenses': 'expenses',
  '/api/vendors': 'vendors',
  '/api/vendor-categories': 'vendorCategories',
  '/api/receipts': 'receipts',
  '/api/receipt-line-items': 'receiptLineItems',
  '/api/odometer-readings': 'odometerReadings',
}

describe.each(ENGINES)('text limits on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let receiptId: string
  let n = 0

  beforeAll(async () => {
    user = await signedInUser(t.app)
    const receipt = await send(t.app, 'POST', '/api/receipts', {
      cookie: user.cookie,
      json: { receiptNumber: 'LIMITS-1', vendor: 'Goodwill', purchaseDate: '2026-11-01' },
    })
    receiptId = z.object({ receipt: z.object({ id: z.string() }) }).parse(receipt.body).receipt.id
  })

  it('holds every limited column to its number in the database', async () => {
    const result = await t.db.execute(sql`
      select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'c' and conname like '%\\_length'`)
    const checks = z
      .object({ rows: z.array(z.object({ table: z.string(), name: z.string(), definition: z.string() })) })
      .parse(result).rows
    for (const { key, table, column } of textColumns()) {
      const max = limitOf(key)
      if (max === undefined) continue
      const found = checks.find((check) => check.name === `${table}_${column}_length`)
      expect(found?.definition, key).toMatch(
        new RegExp(`(char_length|text_array_longest)\\(${column}\\) <= ${max}\\b`),
      )
    }
  })

  it.each(
    RESOURCES.flatMap((resource) => resource.texts.map((field) => [resource.path, field, resource] as const)),
  )(
    '%s takes %s at its limit and refuses it one character longer, beside the field',
    async (path, field, resource: ResourceCase) => {
      const max = limitOf(`${TABLE_OF[path]}.${field}`)
      expect(max, `${path} ${field}`).toBeDefined()
      if (max === undefined) return
      const valid = () => resource.create(++n + 1000, { receiptId })
      const atLimit = await send(t.app, 'POST', path, {
        cookie: user.cookie,
        json: { ...valid(), [field]: textOf(field, max, n) },
      })
      expect(atLimit.status, JSON.stringify(atLimit.body).slice(0, 300)).toBe(201)
      const past = await send(t.app, 'POST', path, {
        cookie: user.cookie,
        json: { ...valid(), [field]: textOf(field, max + 1, n) },
      })
      expect(past.status).toBe(400)
      expect(errorIn(past.body).fields?.[field]).toBe(tooLongMessage(max))
    },
  )

  it('refuses a CSV row whose text is longer than an item keeps, and imports the others', async () => {
    const { cookie } = await signedInUser(t.app)
    const max = TEXT_LIMITS.inventoryItems
    const file = [
      'SKU,Brand,Description,Location',
      `${'S'.repeat(max.sku)},Levi,Jeans,Savers`,
      `${'T'.repeat(max.sku + 1)},Levi,Jeans,Savers`,
      `LONG-2,Levi,${'d'.repeat(max.description + 1)},Savers`,
      `LONG-3,${'b'.repeat(max.brand + 1)},Jeans,${'l'.repeat(max.purchaseLocation + 1)}`,
    ].join('\r\n')
    const answer = await send(t.app, 'POST', '/api/import/items', {
      cookie,
      rawBody: file,
      headers: { 'content-type': 'text/csv' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      summary: {
        imported: 1,
        skipped: 3,
        errors: [
          `Row 3: Sku is longer than ${max.sku} characters`,
          `Row 4: Description is longer than ${max.description} characters`,
          `Row 5: Brand is longer than ${max.brand} characters; Purchase location is longer than ${max.purchaseLocation} characters`,
        ],
      },
    })
  })

  it('refuses a marketplace sale whose order id is longer than the app keeps, and imports the others', async () => {
    const { cookie } = await signedInUser(t.app)
    const header = readCsvText(
      readFileSync(
        fileURLToPath(
          new URL('../../domain/marketplaces/fixtures/ebay-transaction-report.header.csv', import.meta.url),
        ),
        'utf8',
      ),
      ',',
    )
    if (!header.ok) throw new Error(header.message)
    // Random digits, as an id is: a repeated character would compress into a btree entry and hide the fault.
    const longId = randomBytes(1500).toString('hex')
    const sale = (order: string, title: string) => ({
      'Transaction creation date': 'Jan 5, 2026',
      Type: 'Order',
      'Order number': order,
      'Item title': title,
      'Custom label': '--',
      Quantity: '1',
      'Item subtotal': '10.00',
      'Transaction currency': 'USD',
    })
    const csv = reportFile(header.rows[0] ?? [], [
      sale(longId, 'Long id'),
      sale('11-11111-11111', 'Short id'),
    ])
    const rows = (await send(t.app, 'POST', '/api/sales-imports?preview=true', { cookie, json: { csv } }))
      .body as { rows: { status: string; orderId: string | null; message?: string }[] }
    expect(rows.rows.map((row) => row.status)).toEqual(['refused', 'unmatched'])
    const imported = await send(t.app, 'POST', '/api/sales-imports', {
      cookie,
      json: { csv, choices: [{ row: 3, action: 'create' }] },
    })
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(200)
    expect(imported.body).toMatchObject({ counts: { created: 1, refused: 1 } })
  })

  it('keeps a marketplace title longer than a sale line and an item keep, cut to fit, and a refund’s too', async () => {
    const { cookie, id } = await signedInUser(t.app)
    const mapping = { orderId: 'Order', soldDate: 'Date', title: 'Title', salePrice: 'Paid' }
    const title = textOf('title', TEXT_LIMITS.saleLines.title + 50, 7)
    const csv = [
      'Order,Date,Title,Paid',
      `T-1,2026-01-05,${title},10.00`,
      `T-1,2026-01-09,${title},-2.00`,
    ].join('\r\n')
    const imported = await send(t.app, 'POST', '/api/sales-imports', {
      cookie,
      json: { csv, mapping, choices: [{ row: 2, action: 'create' }] },
    })
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(200)
    const kept = await t.db.execute(sql`
      select (select char_length(title) from sale_lines where user_id = ${id}) as line,
        (select char_length(title) from refunds where user_id = ${id}) as refund,
        (select char_length(description) from inventory_items where user_id = ${id}) as item`)
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([
      {
        line: TEXT_LIMITS.saleLines.title,
        refund: TEXT_LIMITS.refunds.title,
        item: TEXT_LIMITS.inventoryItems.description,
      },
    ])
  })

  it('saves a column mapping of a wide header, its key thousands of characters long', async () => {
    const headerKey = Array.from({ length: 400 }, () => randomBytes(8).toString('hex')).join('|')
    expect(headerKey.length).toBeLessThanOrEqual(TEXT_LIMITS.salesImportMappings.headerKey)
    const saved = await send(t.app, 'POST', '/api/sales-import-mappings', {
      cookie: user.cookie,
      json: { name: 'Wide', headerKey, mapping: {}, marketplace: 'other' },
    })
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(201)
    const found = await send(
      t.app,
      'GET',
      `/api/sales-import-mappings?headerKey=${encodeURIComponent(headerKey)}`,
      { cookie: user.cookie },
    )
    expect((found.body as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual(['Wide'])
  })

  it('refuses an account’s address longer than 254 characters beside the field, at sign-up and sign-in', async () => {
    const long = `${randomBytes(1400).toString('hex')}@example.com`
    const signUp = await send(t.app, 'POST', '/api/auth/sign-up/email', {
      json: { email: long, password: 'correct-horse', name: 'Frog' },
    })
    expect(signUp.status).toBe(400)
    expect(errorIn(signUp.body).fields).toEqual({ email: tooLongMessage(TEXT_LIMITS.user.email) })
    const signIn = await send(t.app, 'POST', '/api/auth/sign-in/email', {
      json: { email: long, password: 'correct-horse' },
    })
    expect(signIn.status).toBe(400)
    expect(errorIn(signIn.body).fields).toEqual({ email: tooLongMessage(TEXT_LIMITS.user.email) })
    const name = await send(t.app, 'POST', '/api/auth/sign-up/email', {
      json: { email: uniqueEmail(), password: 'correct-horse', name: 'n'.repeat(TEXT_LIMITS.user.name + 1) },
    })
    expect(errorIn(name.body).fields).toEqual({ name: tooLongMessage(TEXT_LIMITS.user.name) })
  })
})

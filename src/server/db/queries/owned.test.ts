import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { signedInUser, useTestApp } from '../../../../tests/helpers/app'
import { ENGINES } from '../../../../tests/helpers/database'

import { brandRows, purchaseLocationRows } from './brands'
import { expenseRows, vendorCategoryRows, vendorRows } from './expenses'
import { itemRows } from './items'
import { odometerReadingRows } from './odometer'
import { lineItemRows, receiptRows } from './receipts'
import { getSettings, updateSettings } from './settings'

type Rows = typeof brandRows

/** One entry per user-owned table: its data access and a valid new row. */
const TABLES: [string, Rows, (refs: { receiptId: string }) => Record<string, unknown>][] = [
  ['brands', brandRows, () => ({ name: `Brand ${randomUUID()}` })],
  ['purchase_locations', purchaseLocationRows as unknown as Rows, () => ({ name: `Loc ${randomUUID()}` })],
  [
    'inventory_items',
    itemRows as unknown as Rows,
    () => ({ sku: randomUUID(), brand: 'B', description: 'D' }),
  ],
  [
    'expenses',
    expenseRows as unknown as Rows,
    () => ({ vendor: 'V', description: 'D', amount: 100, date: '2026-01-01' }),
  ],
  ['vendors', vendorRows as unknown as Rows, () => ({ name: `Vendor ${randomUUID()}` })],
  ['vendor_categories', vendorCategoryRows as unknown as Rows, () => ({ name: `Cat ${randomUUID()}` })],
  [
    'receipts',
    receiptRows as unknown as Rows,
    () => ({ receiptNumber: randomUUID(), vendor: 'V', purchaseDate: '2026-01-01' }),
  ],
  [
    'receipt_line_items',
    lineItemRows as unknown as Rows,
    ({ receiptId }) => ({ receiptId, description: 'D', brand: 'B', quantity: 1, unitCost: 5, totalCost: 5 }),
  ],
  [
    'odometer_readings',
    odometerReadingRows as unknown as Rows,
    () => ({ readingDate: '2026-01-01', odometerMiles: 10 }),
  ],
]

describe.each(ENGINES)('per-user data access on %s', (engine) => {
  const t = useTestApp(engine)

  it.each(TABLES)(
    '%s: another user can neither list, read, change nor delete a row',
    async (_name, rows, make) => {
      const a = await signedInUser(t.app)
      const b = await signedInUser(t.app)
      const receipt = await receiptRows.insert(t.db, a.id, {
        receiptNumber: randomUUID(),
        vendor: 'V',
        purchaseDate: '2026-01-01',
      })
      const row = await rows.insert(t.db, a.id, make({ receiptId: receipt.id }) as never)

      expect(await rows.list(t.db, b.id, [])).toEqual([])
      expect(await rows.get(t.db, b.id, row.id)).toBeUndefined()
      expect(await rows.update(t.db, b.id, row.id, {} as never)).toBeUndefined()
      expect(await rows.remove(t.db, b.id, row.id)).toBe(false)
      expect(await rows.get(t.db, a.id, row.id)).toEqual(row)
      expect((await rows.list(t.db, a.id, [])).map((r) => r.id)).toContain(row.id)
    },
  )

  it('user_settings: one user’s preferences never reach another', async () => {
    const a = await signedInUser(t.app)
    const b = await signedInUser(t.app)
    await updateSettings(t.db, a.id, { storeName: 'Mine' })
    expect((await getSettings(t.db, b.id)).storeName).toBe('Frogwalk')
    expect((await getSettings(t.db, a.id)).storeName).toBe('Mine')
  })

  it('stamps the owner on every insert, whatever the values say', async () => {
    const a = await signedInUser(t.app)
    const b = await signedInUser(t.app)
    const row = await brandRows.insert(t.db, a.id, { name: 'Stamped', userId: b.id } as never)
    expect(row.userId).toBe(a.id)
  })
})

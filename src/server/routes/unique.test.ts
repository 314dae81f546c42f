import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { SKU_CONSTRAINT_MESSAGE } from '../../domain/messages'
import { READING_MESSAGES } from '../../domain/mileage/readings'
import { RECEIPT_NUMBER_MESSAGES } from '../../domain/receipts/receipt-number'
import { NAME_TAKEN_MESSAGES } from '../../domain/unique'

type Attempt = Promise<{ status: number; json(): Promise<unknown> }>

/** One value that is unique per user, case-insensitively and trimmed (spec 5), and the spec's refusal. */
interface UniqueValue {
  what: string
  field: string
  message: string
  create: (api: Api, value: string) => Attempt
  change: (api: Api, id: string, value: string) => Attempt
}

const UNIQUE_VALUES: UniqueValue[] = [
  {
    what: 'brand name',
    field: 'name',
    message: NAME_TAKEN_MESSAGES.brand,
    create: (api, name) => api.brands.$post({ json: { name } }),
    change: (api, id, name) => api.brands[':id'].$patch({ param: { id }, json: { name } }),
  },
  {
    what: 'purchase location name',
    field: 'name',
    message: NAME_TAKEN_MESSAGES.purchaseLocation,
    create: (api, name) => api['purchase-locations'].$post({ json: { name } }),
    change: (api, id, name) => api['purchase-locations'][':id'].$patch({ param: { id }, json: { name } }),
  },
  {
    what: 'vendor name',
    field: 'name',
    message: NAME_TAKEN_MESSAGES.vendor,
    create: (api, name) => api.vendors.$post({ json: { name } }),
    change: (api, id, name) => api.vendors[':id'].$patch({ param: { id }, json: { name } }),
  },
  {
    what: 'vendor category name',
    field: 'name',
    message: NAME_TAKEN_MESSAGES.vendorCategory,
    create: (api, name) => api['vendor-categories'].$post({ json: { name } }),
    change: (api, id, name) => api['vendor-categories'][':id'].$patch({ param: { id }, json: { name } }),
  },
  {
    what: 'item SKU',
    field: 'sku',
    message: SKU_CONSTRAINT_MESSAGE,
    create: (api, sku) => api.items.$post({ json: { sku, brand: 'Levi', description: 'Jeans' } }),
    change: (api, id, sku) => api.items[':id'].$patch({ param: { id }, json: { sku } }),
  },
  {
    what: 'receipt number',
    field: 'receiptNumber',
    message: RECEIPT_NUMBER_MESSAGES.taken,
    create: (api, receiptNumber) =>
      api.receipts.$post({ json: { receiptNumber, vendor: 'Goodwill', purchaseDate: '2026-11-01' } }),
    change: (api, id, receiptNumber) =>
      api.receipts[':id'].$patch({ param: { id }, json: { receiptNumber } }),
  },
]

/** The id of the row a create answered with (`{ brand: { id, ... } }` and the like). */
async function createdId(attempt: Attempt): Promise<string> {
  const answer = await attempt
  expect(answer.status).toBe(201)
  const body = z.record(z.string(), z.object({ id: z.string() })).parse(await answer.json())
  const [row] = Object.values(body)
  if (!row) throw new Error('The create answered no row')
  return row.id
}

describe.each(ENGINES)('unique values on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let other: Api

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it.each(UNIQUE_VALUES)(
    'a $what is refused with the spec’s message when another row has it in any case, and a row keeps its own',
    async ({ field, message, create, change }) => {
      const refusal = { status: 409, code: 'conflict', message, fields: { [field]: message } }
      const first = await createdId(create(api, 'Nike-1'))
      expect(await errorOf(create(api, '  nIKE-1 '))).toEqual(refusal)

      const second = await createdId(create(api, 'Adidas-1'))
      expect(await errorOf(change(api, second, 'NIKE-1'))).toEqual(refusal)

      // Its own value, as it is or in another case, is no conflict.
      expect((await change(api, first, 'Nike-1')).status).toBe(200)
      const recased = await change(api, first, ' NIKE-1 ')
      expect(recased.status).toBe(200)
      const [row] = Object.values(
        z.record(z.string(), z.record(z.string(), z.unknown())).parse(await recased.json()),
      )
      expect(row?.[field]).toBe('NIKE-1')
      // Another user's rows do not count.
      await createdId(create(other, 'nike-1'))
    },
  )

  it('answers whether a SKU is free, ignoring case, spaces and the edited item itself', async () => {
    const { item } = await bodyOf(
      api.items.$post({ json: { sku: 'UL-CHECK-1', brand: 'B', description: 'D' } }),
    )
    await bodyOf(other.items.$post({ json: { sku: 'THEIRS-1', brand: 'B', description: 'D' } }))
    const check = async (sku: string, excludeId?: string) =>
      (await bodyOf(api.items['sku-check'].$get({ query: excludeId ? { sku, excludeId } : { sku } })))
        .available
    expect(await check('UL-CHECK-1')).toBe(false)
    expect(await check(' ul-check-1 ')).toBe(false)
    expect(await check('ul-check-1', item.id)).toBe(true)
    expect(await check('UL-CHECK-2')).toBe(true)
    expect(await check('THEIRS-1')).toBe(true)
  })

  it('answers whether a receipt number is free, ignoring case, spaces and the edited receipt itself', async () => {
    const { receipt } = await bodyOf(
      api.receipts.$post({ json: { receiptNumber: 'GW-CHECK-1', vendor: 'G', purchaseDate: '2026-11-01' } }),
    )
    await bodyOf(
      other.receipts.$post({
        json: { receiptNumber: 'THEIRS-R-1', vendor: 'G', purchaseDate: '2026-11-01' },
      }),
    )
    const check = async (receiptNumber: string, excludeId?: string) =>
      (
        await bodyOf(
          api.receipts['number-check'].$get({
            query: excludeId ? { receiptNumber, excludeId } : { receiptNumber },
          }),
        )
      ).available
    expect(await check('GW-CHECK-1')).toBe(false)
    expect(await check('  gw-check-1')).toBe(false)
    expect(await check('gw-check-1', receipt.id)).toBe(true)
    expect(await check('GW-CHECK-2')).toBe(true)
    expect(await check('THEIRS-R-1')).toBe(true)
  })

  it('refuses a second odometer reading on the same date, added or moved there', async () => {
    const refusal = {
      status: 409,
      code: 'conflict',
      message: READING_MESSAGES.duplicateDate,
      fields: { readingDate: READING_MESSAGES.duplicateDate },
    }
    expect(READING_MESSAGES.duplicateDate).toBe(
      'A reading for this date already exists. Each date can only have one reading.',
    )
    const readings = api['odometer-readings']
    const { reading } = await bodyOf(
      readings.$post({ json: { readingDate: '2026-11-01', odometerMiles: 12345.6 } }),
    )
    expect(reading.odometerMiles).toBe(12345.6)
    expect(
      await errorOf(readings.$post({ json: { readingDate: '2026-11-01', odometerMiles: '12400' } })),
    ).toEqual(refusal)
    const later = (
      await bodyOf(readings.$post({ json: { readingDate: '2026-11-02', odometerMiles: 12400 } }))
    ).reading
    expect(
      await errorOf(readings[':id'].$patch({ param: { id: later.id }, json: { readingDate: '2026-11-01' } })),
    ).toEqual(refusal)
    const same = readings[':id'].$patch({ param: { id: reading.id }, json: { readingDate: '2026-11-01' } })
    expect((await same).status).toBe(200)
    await bodyOf(other['odometer-readings'].$post({ json: { readingDate: '2026-11-01', odometerMiles: 5 } }))
  })
})

import { beforeAll, describe, expect, it } from 'vitest'

import { createUser, ENGINES, useTestDatabase } from '../../../../tests/helpers/database'
import { newExpenseSchema } from '../../../shared/schemas/expense'
import { newVendorSchema, vendorListQuerySchema } from '../../../shared/schemas/vendor'
import type { Database } from '../client'

import { expenseRows } from './expenses'
import { listVendors, vendorRows, vendorStats } from './vendors'

/** Saves vendors and expenses as the API would: each through the shared schema. */
async function addVendorsAndSpending(
  db: Database,
  userId: string,
  vendors: Record<string, unknown>[],
  spending: { vendor: string; amount: number }[],
) {
  for (const vendor of vendors) await vendorRows.insert(db, userId, newVendorSchema.parse(vendor))
  for (const { vendor, amount } of spending)
    await expenseRows.insert(
      db,
      userId,
      newExpenseSchema.parse({ vendor, amount, description: 'D', date: '2026-11-01' }),
    )
}

describe.each(ENGINES)('vendor lists and figures on %s', (engine) => {
  const t = useTestDatabase(engine)
  let user: string

  beforeAll(async () => {
    user = await createUser(t.db)
    await addVendorsAndSpending(
      t.db,
      user,
      [
        { name: 'USPS', isActive: true },
        { name: 'Staples', isActive: false },
        { name: 'Uline', isActive: false, category: 'Shipping', contactEmail: 'sales@uline.com' },
      ],
      [
        { vendor: 'usps ', amount: 1250 },
        { vendor: 'USPS', amount: 750 },
        { vendor: 'STAPLES', amount: 3000 },
        // No vendor of this name: counted nowhere.
        { vendor: 'Walmart', amount: 99999 },
      ],
    )
  })

  it('matches spending to vendors by name, case-insensitively, and counts the active ones', async () => {
    expect(await vendorStats(t.db, user)).toEqual({
      totalVendors: 3,
      activeVendors: 1,
      totalSpent: 5000,
      averageExpensePerVendor: 1667, // 5000 / 3 = 1666.67
      topVendorsBySpending: [
        { vendor: 'Staples', totalSpent: 3000, expenseCount: 1 },
        { vendor: 'USPS', totalSpent: 2000, expenseCount: 2 },
      ],
    })
  })

  it('shows each vendor’s spending in the list, by name', async () => {
    const page = await listVendors(t.db, user, vendorListQuerySchema.parse({}))
    expect(
      page.rows.map(({ name, totalSpent, expenseCount }) => ({ name, totalSpent, expenseCount })),
    ).toEqual([
      { name: 'Staples', totalSpent: 3000, expenseCount: 1 },
      { name: 'Uline', totalSpent: 0, expenseCount: 0 },
      { name: 'USPS', totalSpent: 2000, expenseCount: 2 },
    ])
  })

  it.each([
    [{}, ['Staples', 'Uline', 'USPS']],
    [{ q: 'SHIP' }, ['Uline']],
    [{ q: 'sales@', status: 'inactive' }, ['Uline']],
    [{ status: 'active' }, ['USPS']],
    [{ status: 'inactive' }, ['Staples', 'Uline']],
    [{ q: 'ul', status: 'active' }, []],
    [{ q: 'walmart' }, []],
    // Each field is searched on its own: no match spans the name and the category.
    [{ q: 'ulineship' }, []],
    [{ q: 'eship' }, []],
    [{ q: 'ULINE.COM' }, ['Uline']],
  ])('searches and filters %j', async (query, names) => {
    const page = await listVendors(t.db, user, vendorListQuerySchema.parse(query))
    expect(page.rows.map((vendor) => vendor.name)).toEqual(names)
    expect(page.counts).toEqual({ matching: names.length, total: 3 })
  })

  it('finds a vendor by what it is called now, and never shows the searched text', async () => {
    const other = await createUser(t.db)
    const [saved] = await vendorRows.insert(t.db, other, newVendorSchema.parse({ name: 'Goodwill' }))
    const found = async (q: string) =>
      (await listVendors(t.db, other, vendorListQuerySchema.parse({ q }))).rows.map((vendor) => vendor.name)
    expect(await found('good')).toEqual(['Goodwill'])
    await vendorRows.update(t.db, other, saved!.id, { name: 'Savers', contactEmail: 'Hello@Savers.com' })
    expect(await found('good')).toEqual([])
    expect(await found('hello@sav')).toEqual(['Savers'])
    const [row] = (await listVendors(t.db, other, vendorListQuerySchema.parse({}))).rows
    expect(row).not.toHaveProperty('searchText')
    expect(saved).not.toHaveProperty('searchText')
  })

  it('keeps the top 10 by spending, and is all zeros without vendors', async () => {
    const many = await createUser(t.db)
    await addVendorsAndSpending(
      t.db,
      many,
      Array.from({ length: 12 }, (_, n) => ({ name: `V${n}` })),
      Array.from({ length: 12 }, (_, n) => ({ vendor: `v${n}`, amount: (n + 1) * 100 })),
    )
    const stats = await vendorStats(t.db, many)
    expect(stats).toMatchObject({
      totalVendors: 12,
      activeVendors: 12,
      totalSpent: 7800,
      averageExpensePerVendor: 650,
    })
    expect(stats.topVendorsBySpending.map((vendor) => vendor.vendor)).toEqual([
      'V11',
      'V10',
      'V9',
      'V8',
      'V7',
      'V6',
      'V5',
      'V4',
      'V3',
      'V2',
    ])
    // A tie at the 10th place goes by name, as over all vendors.
    const tie = await createUser(t.db)
    const tied = ['Zeta', 'Mu', 'Beta', 'Alpha']
    await addVendorsAndSpending(
      t.db,
      tie,
      [...Array.from({ length: 8 }, (_, n) => ({ name: `Lead ${n}` })), ...tied.map((name) => ({ name }))],
      [
        ...Array.from({ length: 8 }, (_, n) => ({ vendor: `Lead ${n}`, amount: 1000 + n })),
        ...tied.map((vendor) => ({ vendor, amount: 500 })),
      ],
    )
    const top = (await vendorStats(t.db, tie)).topVendorsBySpending.map((vendor) => vendor.vendor)
    expect(top.slice(8)).toEqual(['Alpha', 'Beta'])
    expect(top).toHaveLength(10)

    const none = await createUser(t.db)
    await addVendorsAndSpending(t.db, none, [], [{ vendor: 'USPS', amount: 500 }])
    expect(await vendorStats(t.db, none)).toEqual({
      totalVendors: 0,
      activeVendors: 0,
      totalSpent: 0,
      averageExpensePerVendor: 0,
      topVendorsBySpending: [],
    })
  })
})

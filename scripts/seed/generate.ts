/**
 * A generated account: what a reseller's five years in Frogwalk look like, written with the app's own
 * schema in multi-row inserts. Deterministic for a given seed, so benchmarks compare like with like.
 */

import { sql } from 'drizzle-orm'

import { addDays, daysBetween, localDate } from '../../src/domain/dates'
import { EXPENSE_CATEGORIES, PAYMENT_METHODS } from '../../src/domain/expenses/categories'
import { DEFAULT_SALES_TAX_RATE, type ItemStatus } from '../../src/domain/items/status'
import { VENDOR_CATEGORY_COLORS } from '../../src/domain/vendors/colors'
import type { Database } from '../../src/server/db/client'
import {
  brands,
  expenses,
  inventoryItems,
  odometerReadings,
  purchaseLocations,
  receiptLineItems,
  receipts,
  userSettings,
  businessMileagePercentages,
  vendorCategories,
  vendors,
} from '../../src/server/db/schema'

/** How many rows of each kind an account gets. */
export interface AccountSize {
  items: number
  brands: number
  locations: number
  vendors: number
  vendorCategories: number
  expenses: number
  receipts: number
  lineItems: number
  readings: number
  years: number
}

/** A power seller: the size the benchmarks are measured at. */
export const POWER_SELLER: AccountSize = {
  items: 100_000,
  brands: 800,
  locations: 60,
  vendors: 500,
  vendorCategories: 12,
  expenses: 20_000,
  receipts: 5_000,
  lineItems: 25_000,
  readings: 1_500,
  years: 5,
}

/** A newcomer's few hundred rows to look around in. */
export const SMALL_ACCOUNT: AccountSize = {
  items: 300,
  brands: 40,
  locations: 8,
  vendors: 25,
  vendorCategories: 5,
  expenses: 120,
  receipts: 30,
  lineItems: 90,
  readings: 60,
  years: 1,
}

const BRAND_NAMES = [
  "Levi's",
  'Nike',
  'Patagonia',
  'Coach',
  'Pendleton',
  'Pyrex',
  'Fiestaware',
  'Le Creuset',
  'J.Crew',
  'Lululemon',
  'Carhartt',
  'Eddie Bauer',
  'L.L.Bean',
  'Ralph Lauren',
  'Tommy Hilfiger',
  'Dooney & Bourke',
  'Vera Bradley',
  'Corningware',
  'Lenox',
  'Waterford',
  'Fossil',
  'Seiko',
  'Timex',
  'Lego',
  'Hot Wheels',
  'Nintendo',
  'Sony',
  'Canon',
  'Pendleton Woolen Mills',
  'Filson',
  'Woolrich',
  'Columbia',
  'The North Face',
  'Adidas',
  'Converse',
  'Vans',
  'Dr. Martens',
  'Frye',
  'Red Wing',
  'Anthropologie',
  'Free People',
  'Madewell',
  'Banana Republic',
  'Talbots',
  'Eileen Fisher',
  'Brooks Brothers',
  'Orvis',
  'Arc’teryx',
]
const ITEM_KINDS = [
  'denim jacket',
  'wool sweater',
  'leather handbag',
  'casserole dish',
  'mixing bowl set',
  'flannel shirt',
  'running shoes',
  'hiking boots',
  'trench coat',
  'silk scarf',
  'wristwatch',
  'film camera',
  'game cartridge',
  'building set',
  'die-cast car',
  'blazer',
  'crossbody bag',
  'dutch oven',
  'vase',
  'crystal glasses',
]
const ADJECTIVES = [
  'vintage',
  'like new',
  'gently used',
  'retro',
  'classic',
  'rare',
  'NWT',
  'worn-in',
  '1990s',
]
const LOCATION_NAMES = [
  'Goodwill',
  'Salvation Army',
  'Savers',
  'Estate sale',
  'Habitat ReStore',
  'St. Vincent de Paul',
  'Flea market',
  'Church rummage sale',
  'Auction house',
  'Yard sale',
]
const VENDOR_KINDS = [
  'Shipping',
  'Supplies',
  'Printing',
  'Software',
  'Office',
  'Marketing',
  'Services',
  'Storage',
]

/** A small fast generator (mulberry32), so that the same seed gives the same account. */
function randomSource(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(values: readonly T[]): T => {
    const value = values[Math.floor(next() * values.length)]
    if (value === undefined) throw new RangeError('Nothing to pick from')
    return value
  }
  return { next, int, pick }
}

/** Inserts `rows` in statements of `size` rows (PostgreSQL takes at most 65,535 parameters in one). */
async function insertAll<Row>(rows: Row[], size: number, insert: (batch: Row[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size))
}

const cents = (dollars: number) => Math.round(dollars * 100)

/**
 * Fills the account of `userId` with `size` rows of every kind, dated over the last `size.years` years
 * up to `today`. Returns how many rows it wrote.
 */
export async function generateAccount(
  db: Database,
  userId: string,
  size: AccountSize,
  today = localDate(new Date(), 'UTC'),
  seed = 42,
) {
  const random = randomSource(seed)
  const firstDay = addDays(today, -365 * size.years)
  const span = 365 * size.years
  const dayIn = (from = firstDay, days = span) => addDays(from, random.int(0, days))
  const instantOn = (date: string) =>
    new Date(
      `${date}T${String(random.int(8, 20)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}.${String(random.int(0, 999)).padStart(3, '0')}Z`,
    )

  await db.insert(userSettings).values({ userId, timeZone: 'America/Chicago' })
  await db.insert(businessMileagePercentages).values({ userId, fromYear: 1, percentage: 85 })

  const brandNames = Array.from({ length: size.brands }, (_, n) =>
    n < BRAND_NAMES.length ? (BRAND_NAMES[n] ?? `Brand ${n}`) : `${random.pick(BRAND_NAMES)} ${n}`,
  )
  await insertAll(
    brandNames.map((name) => ({ userId, name })),
    2000,
    (batch) => db.insert(brands).values(batch),
  )

  const locationNames = Array.from(
    { length: size.locations },
    (_, n) => `${LOCATION_NAMES[n % LOCATION_NAMES.length]} #${Math.floor(n / LOCATION_NAMES.length) + 1}`,
  )
  await db.insert(purchaseLocations).values(
    locationNames.map((name) => ({
      userId,
      name,
      address: `${random.int(10, 9999)} Main St`,
      roundTripDistance: random.int(0, 600) / 10,
    })),
  )

  const categoryNames = Array.from(
    { length: size.vendorCategories },
    (_, n) => `${VENDOR_KINDS[n % VENDOR_KINDS.length]}${n >= VENDOR_KINDS.length ? ` ${n}` : ''}`,
  )
  await db.insert(vendorCategories).values(
    categoryNames.map((name, n) => ({
      userId,
      name,
      color: VENDOR_CATEGORY_COLORS[n % VENDOR_CATEGORY_COLORS.length]?.value ?? '#3B82F6',
    })),
  )
  const vendorNames = Array.from(
    { length: size.vendors },
    (_, n) => `${random.pick(VENDOR_KINDS)} Co ${n + 1}`,
  )
  await insertAll(
    vendorNames.map((name, n) => ({
      userId,
      name,
      category: categoryNames[n % categoryNames.length] ?? null,
      contactEmail: `orders${n + 1}@vendor.example`,
      isActive: random.next() < 0.85,
    })),
    1000,
    (batch) => db.insert(vendors).values(batch),
  )

  const expenseRows = Array.from({ length: size.expenses }, () => {
    const date = dayIn()
    const isRecurring = random.next() < 0.1
    return {
      userId,
      vendor: random.pick(vendorNames),
      description: `${random.pick(['Boxes', 'Tape', 'Labels', 'Mailers', 'Subscription', 'Ads', 'Printer ink', 'Scale'])} order`,
      category: random.pick(EXPENSE_CATEGORIES),
      amount: random.int(150, 25_000),
      date,
      paymentMethod: random.pick(PAYMENT_METHODS),
      isRecurring,
      recurringFrequency: isRecurring ? random.pick(['monthly', 'quarterly', 'yearly'] as const) : null,
      tags: random.next() < 0.3 ? ['ebay', 'q' + random.int(1, 4)] : [],
      createdAt: instantOn(date),
    }
  })
  await insertAll(expenseRows, 2000, (batch) => db.insert(expenses).values(batch))

  const receiptRows = Array.from({ length: size.receipts }, (_, n) => {
    const purchaseDate = dayIn()
    const location = random.next() < 0.9 ? random.pick(locationNames) : null
    return {
      userId,
      receiptNumber: `${(location ?? 'NOLOC')
        .replace(/[^A-Za-z0-9]/g, '')
        .toUpperCase()
        .slice(0, 6)
        .padEnd(3, 'X')}-${purchaseDate.replaceAll('-', '')}-${String(n).padStart(6, '0')}`,
      vendor: location ?? random.pick(vendorNames),
      location,
      purchaseDate,
      totalAmount: 0,
      taxAmount: 0,
      travelDistance: random.int(0, 400) / 10,
      createdAt: instantOn(purchaseDate),
    }
  })
  const storedReceipts: { id: string; purchaseDate: string; location: string | null; vendor: string }[] = []
  await insertAll(receiptRows, 1500, async (batch) => {
    storedReceipts.push(
      ...(await db.insert(receipts).values(batch).returning({
        id: receipts.id,
        purchaseDate: receipts.purchaseDate,
        location: receipts.location,
        vendor: receipts.vendor,
      })),
    )
  })

  // Line items: most are converted, and each converted unit became one of the items below.
  const lineRows = Array.from({ length: size.lineItems }, (_, n) => {
    const receipt = storedReceipts[n % storedReceipts.length]
    if (!receipt) throw new Error('No receipts to hold line items')
    const quantity = random.next() < 0.8 ? 1 : random.int(2, 4)
    const unitCost = cents(random.int(1, 40) + random.pick([0, 0.25, 0.5, 0.99]))
    return {
      userId,
      receiptId: receipt.id,
      description: `${random.pick(ADJECTIVES)} ${random.pick(ITEM_KINDS)}`,
      brand: random.pick(brandNames),
      quantity,
      unitCost,
      totalCost: quantity * unitCost,
      isConverted: random.next() < 0.8,
      createdAt: instantOn(receipt.purchaseDate),
      receipt,
    }
  })
  await insertAll(lineRows, 2000, (batch) =>
    db.insert(receiptLineItems).values(batch.map(({ receipt: _r, ...row }) => row)),
  )
  // Each receipt totals what its line items cost and 8.25 % sales tax on that, as a paper receipt would.
  await db.execute(sql`
    update ${receipts} set tax_amount = lines.tax, total_amount = lines.subtotal + lines.tax
    from (select receipt_id, sum(total_cost) as subtotal, round(sum(total_cost) * 0.0825, 2) as tax
          from ${receiptLineItems} where user_id = ${userId} group by receipt_id) as lines
    where ${receipts.id} = lines.receipt_id and ${receipts.userId} = ${userId}`)

  const converted = lineRows
    .filter((line) => line.isConverted)
    .flatMap((line) => Array.from({ length: line.quantity }, (_, unit) => ({ line, unit })))
  const statusOf = (): ItemStatus => {
    const roll = random.next()
    return roll < 0.45 ? 'sold' : roll < 0.75 ? 'listed' : roll < 0.95 ? 'unlisted' : 'defective'
  }
  let skuNumber = 0
  const itemRows = Array.from({ length: size.items }, (_, n) => {
    const fromLine = converted[n]
    const purchaseDate = fromLine?.line.receipt.purchaseDate ?? (random.next() < 0.98 ? dayIn() : null)
    const status = statusOf()
    const costOfGoods = fromLine?.line.unitCost ?? cents(random.int(1, 60) + random.pick([0, 0.5, 0.99]))
    // Sold a few days to a year after buying, and never after today.
    const bought = purchaseDate ?? dayIn()
    const soldDate =
      status === 'sold' ? addDays(bought, random.int(0, Math.min(400, daysBetween(bought, today)))) : null
    const isSold = status === 'sold'
    skuNumber += 1
    return {
      userId,
      sku: `UL-${(purchaseDate ?? today).slice(2).replaceAll('-', '')}-${String(skuNumber).padStart(6, '0')}`,
      brand: fromLine?.line.brand ?? random.pick(brandNames),
      description:
        fromLine && fromLine.line.quantity > 1
          ? `${fromLine.line.description} (${fromLine.unit + 1} of ${fromLine.line.quantity})`
          : (fromLine?.line.description ?? `${random.pick(ADJECTIVES)} ${random.pick(ITEM_KINDS)}`),
      costOfGoods,
      purchaseLocation:
        fromLine?.line.receipt.location ?? fromLine?.line.receipt.vendor ?? random.pick(locationNames),
      purchaseDate,
      soldDate,
      salePrice: isSold || status === 'listed' ? costOfGoods * random.int(2, 6) : 0,
      salesTax: DEFAULT_SALES_TAX_RATE,
      postageCharged: isSold ? cents(random.pick([0, 4.99, 7.99, 12.5])) : 0,
      postageCost: isSold ? cents(random.pick([3.85, 5.2, 8.75, 11.4])) : 0,
      generalFees: isSold ? Math.round(costOfGoods * 0.4) : 0,
      promoFees: isSold && random.next() < 0.3 ? Math.round(costOfGoods * 0.15) : 0,
      status,
      receiptId: fromLine?.line.receipt.id ?? null,
      createdAt: instantOn(purchaseDate ?? today),
    }
  })
  await insertAll(itemRows, 2500, (batch) => db.insert(inventoryItems).values(batch))

  let miles = 40_000 + random.int(0, 20_000)
  const firstReading = addDays(today, -Math.max(size.readings * 1.2, 30))
  const readingDates = new Set<string>()
  for (let day = 0; readingDates.size < size.readings; day++) {
    if (random.next() < 0.85) readingDates.add(addDays(firstReading, day))
  }
  await insertAll(
    [...readingDates].map((readingDate) => {
      miles += random.int(5, 90) + random.int(0, 9) / 10
      return { userId, readingDate, odometerMiles: Math.round(miles * 10) / 10 }
    }),
    2000,
    (batch) => db.insert(odometerReadings).values(batch),
  )

  return {
    items: itemRows.length,
    brands: brandNames.length,
    locations: locationNames.length,
    vendors: vendorNames.length,
    expenses: expenseRows.length,
    receipts: receiptRows.length,
    lineItems: lineRows.length,
    readings: readingDates.size,
  }
}

/**
 * The longest text each stored field takes, in characters, per table and column (the Drizzle names). The
 * API's schemas (src/shared/schemas), the imports (the items' CSV, the marketplaces' reports) and the
 * database's checks (`{table}_{column}_length`, src/server/db/schema) read these same numbers, so the three
 * refuse the same text: a form or an import says so beside the field or the row, and the database is the
 * last guard of every other path. A btree index holds at most about 2,700 bytes an entry: every indexed
 * column here takes at most 200 characters (800 bytes in UTF-8), so no stored text can break its index.
 *
 * JavaScript counts UTF-16 units and PostgreSQL counts characters; a character is one or two units, so
 * what the API and the imports take, the database takes. `src/server/db/text-limits.test.ts` holds every
 * text column of the schema to this table, and the API and the imports to each number.
 */
export const TEXT_LIMITS = {
  inventoryItems: {
    sku: 100,
    brand: 100,
    description: 1000,
    purchaseLocation: 100,
    marketplaceOrderId: 200,
  },
  brands: { name: 100 },
  purchaseLocations: { name: 100, address: 500, notes: 2000 },
  expenses: {
    vendor: 200,
    description: 1000,
    receiptNumber: 100,
    notes: 2000,
    /** Each tag; at most `MAX_EXPENSE_TAGS` of them. */
    tags: 50,
  },
  vendors: {
    name: 200,
    category: 100,
    contactEmail: 320,
    contactPhone: 50,
    address: 500,
    website: 2000,
    notes: 2000,
  },
  vendorCategories: { name: 100, description: 500 },
  receipts: { receiptNumber: 100, vendor: 200, location: 100, notes: 2000, receiptImageUrl: 2000 },
  receiptLineItems: { description: 1000, brand: 100, notes: 2000 },
  odometerReadings: { notes: 2000, imageUrl: 2000 },
  userSettings: { storeName: 100, timeZone: 100 },
  /** A line's title as the marketplace gave it, cut as an item's description is (the items an import creates). */
  saleLines: { orderId: 200, lineKey: 200, title: 1000 },
  refunds: { orderId: 200, importKey: 200, lineKey: 200, title: 1000 },
  marketplaceCharges: { description: 1000, importKey: 200 },
  marketplacePayouts: { reference: 200, importKey: 200 },
  salesImportMappings: { name: 100, headerKey: 10_000 },
  /** The account, as sign-up takes it: an address has at most 254 characters (RFC 5321). */
  user: { name: 254, email: 254 },
} as const satisfies Record<string, Record<string, number>>

/** How many tags an expense may have. */
export const MAX_EXPENSE_TAGS = 50

/** What a person or an import row is told of a text over its limit. */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`

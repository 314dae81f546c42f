/**
 * Item search of spec 2 (inventory lists): SKU mode matches the SKU only, General mode matches brand,
 * description or SKU, as a case-insensitive substring (spec 5). The database searches (see
 * src/server/db/queries/items.ts); these are the modes and the counter's words.
 */

/** The two search modes of the SKU/General toggle. */
export const ITEM_SEARCH_MODES = ['sku', 'general'] as const

/** One of the search modes. */
export type ItemSearchMode = (typeof ITEM_SEARCH_MODES)[number]

const COUNT_FORMAT = new Intl.NumberFormat('en-US')

/**
 * The results counter of spec 2: 'N of M name' (for example '3 of 12 listed items'), its counts grouped
 * as every count on screen is ('1,000 of 1,000 listed items').
 */
export function resultsCounter(shown: number, total: number, name: string): string {
  return `${COUNT_FORMAT.format(shown)} of ${COUNT_FORMAT.format(total)} ${name}`
}

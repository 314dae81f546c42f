/**
 * Item search of spec 2 (inventory lists): SKU mode matches the SKU only, General mode matches brand,
 * description or SKU. Matching is a case-insensitive substring test (spec 5); an empty query matches all.
 */

/** The two search modes of the SKU/General toggle. */
export type ItemSearchMode = 'sku' | 'general'

/** The item fields search looks at. */
export interface SearchableItem {
  sku: string
  brand: string
  description: string
}

/** Case-insensitive substring test (spec 5: search is case-insensitive substring matching). */
export function containsText(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLowerCase().includes(needle.toLowerCase())
}

/** Whether an item matches `query` in `mode`. Surrounding spaces of the query are ignored. */
export function matchesItemSearch(item: SearchableItem, query: string, mode: ItemSearchMode): boolean {
  const needle = query.trim()
  if (needle === '') return true
  if (mode === 'sku') return containsText(item.sku, needle)
  return (
    containsText(item.brand, needle) ||
    containsText(item.description, needle) ||
    containsText(item.sku, needle)
  )
}

/** The items matching `query` in `mode`, in their original order. */
export function searchItems<T extends SearchableItem>(
  items: readonly T[],
  query: string,
  mode: ItemSearchMode,
): T[] {
  return items.filter((item) => matchesItemSearch(item, query, mode))
}

/** The results counter of spec 2: 'N of M name' (for example '3 of 12 listed items'). */
export function resultsCounter(shown: number, total: number, name: string): string {
  return `${shown} of ${total} ${name}`
}

/**
 * The marketplaces a reseller sells on. An item remembers where it sold (and where it is listed) by one of
 * these ids; an imported sale carries the id of the report it came from, and the pair (marketplace, order
 * id) is what makes a sale unique for a user.
 */

/** Where an item sold or is listed. */
export type MarketplaceId =
  'ebay' | 'poshmark' | 'mercari' | 'depop' | 'etsy' | 'whatnot' | 'facebook' | 'amazon' | 'other'

/** Every marketplace with its name as people know it, in the order the product lists them. */
export const MARKETPLACES: readonly { id: MarketplaceId; name: string }[] = [
  { id: 'ebay', name: 'eBay' },
  { id: 'poshmark', name: 'Poshmark' },
  { id: 'mercari', name: 'Mercari' },
  { id: 'depop', name: 'Depop' },
  { id: 'etsy', name: 'Etsy' },
  { id: 'whatnot', name: 'Whatnot' },
  { id: 'facebook', name: 'Facebook Marketplace' },
  { id: 'amazon', name: 'Amazon' },
  { id: 'other', name: 'Other' },
]

/** The ids alone, in the same order. */
export const MARKETPLACE_IDS = [
  'ebay',
  'poshmark',
  'mercari',
  'depop',
  'etsy',
  'whatnot',
  'facebook',
  'amazon',
  'other',
] as const satisfies readonly MarketplaceId[]

/** Whether `value` is one of the marketplace ids (exact lower-case value). */
export function isMarketplaceId(value: unknown): value is MarketplaceId {
  return typeof value === 'string' && MARKETPLACES.some((m) => m.id === value)
}

/** The name of a marketplace: 'facebook' → 'Facebook Marketplace'. */
export function marketplaceName(id: MarketplaceId): string {
  return MARKETPLACES.find((m) => m.id === id)?.name ?? 'Other'
}

import { MARKETPLACES, marketplaceName, type MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import { SelectField } from '../fields/select-field'
import { Badge } from '../ui/badge'

/** The marketplaces as select options, in the product's order. */
export const MARKETPLACE_OPTIONS = MARKETPLACES.map((m) => ({ value: m.id, label: m.name }))

/** The marketplace id a select's value names, or null for '' (none, or All). */
function marketplaceOf(value: string): MarketplaceId | null {
  return MARKETPLACES.find((m) => m.id === value)?.id ?? null
}

/**
 * What an imported or hand-entered item says of its sale: 'Needs cost' (amber) when its cost of goods is
 * not known yet (a sold item created from an imported sale), and the marketplace it sold or is listed on.
 */
export function ItemBadges({
  needsCost,
  marketplace,
}: {
  needsCost: boolean
  marketplace: MarketplaceId | null
}) {
  if (!needsCost && marketplace === null) return null
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {needsCost ? <Badge tone="amber">Needs cost</Badge> : null}
      {marketplace ? <Badge tone="cyan">{marketplaceName(marketplace)}</Badge> : null}
    </span>
  )
}

/** The item lists' Marketplace filter: All, or one marketplace (`marketplace=` of the list's query). */
export function MarketplaceFilter({
  value,
  onChange,
  className,
}: {
  value: MarketplaceId | null
  onChange: (marketplace: MarketplaceId | null) => void
  className?: string
}) {
  return (
    <SelectField
      label="Marketplace"
      className={className}
      placeholder="All"
      options={MARKETPLACE_OPTIONS}
      value={value ?? ''}
      onChange={(event) => onChange(marketplaceOf(event.target.value))}
    />
  )
}

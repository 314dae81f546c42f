import { MARKETPLACES, marketplaceName, type MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import { SelectField } from '../fields/select-field'
import { MoneyText } from '../money-text'
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
  refund,
}: {
  needsCost: boolean
  marketplace: MarketplaceId | null
  /** What the sold list says of the item's refunds: 'Returned' (red) or 'Refunded' (amber). */
  refund?: RefundFigures
}) {
  const refundBadge = refund?.isReturned ? 'Returned' : refund?.refunded ? 'Refunded' : null
  if (!needsCost && marketplace === null && refundBadge === null) return null
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {needsCost ? <Badge tone="amber">Needs cost</Badge> : null}
      {marketplace ? <Badge tone="cyan">{marketplaceName(marketplace)}</Badge> : null}
      {refundBadge ? <Badge tone={refund?.isReturned ? 'red' : 'amber'}>{refundBadge}</Badge> : null}
    </span>
  )
}

/** The refunds of a sold list's row (decision 032): the sum given back, and whether one was a return. */
interface RefundFigures {
  refunded?: number
  isReturned?: boolean
}

/** 'Refunded $12.00' under a sold item's figures, when something was given back. */
export function RefundNote({ item, className = '' }: { item: RefundFigures; className?: string }) {
  if (!item.refunded) return null
  return (
    <div className="whitespace-nowrap">
      <span className={className}>Refunded </span>
      <MoneyText cents={item.refunded} />
    </div>
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

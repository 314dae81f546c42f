import {
  BadgeDollarSign,
  Calculator,
  CalendarDays,
  CircleDollarSign,
  FileUp,
  Gauge,
  LayoutDashboard,
  MapPin,
  PackageMinus,
  PackageOpen,
  PackageX,
  ReceiptText,
  Settings,
  ShoppingCart,
  Store,
  Tag,
  Tags,
  type LucideIcon,
} from 'lucide-react'

import type { ItemStatus } from '../../domain/items/status'

interface NavItem {
  to: string
  label: string
  icon: LucideIcon
  /** Status whose item count shows beside the link. */
  countOf?: ItemStatus
}

/**
 * The sidebar links, in the spec's order (spec 2, app shell), with the screens the spec does not have beside
 * the list they belong to: Import Sales and Needs Cost under Sold Items, Disposed Items under Defective Items.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/unlisted', label: 'Unlisted Items', icon: PackageOpen, countOf: 'unlisted' },
  { to: '/listed', label: 'Listed Items', icon: Tag, countOf: 'listed' },
  { to: '/sold', label: 'Sold Items', icon: CircleDollarSign, countOf: 'sold' },
  { to: '/sales/import', label: 'Import Sales', icon: FileUp },
  // Sold items without a cost (decision 034): the list where their costs are entered together.
  { to: '/needs-cost', label: 'Needs Cost', icon: BadgeDollarSign },
  { to: '/defective', label: 'Defective Items', icon: PackageX, countOf: 'defective' },
  { to: '/disposed', label: 'Disposed Items', icon: PackageMinus, countOf: 'disposed' },
  { to: '/monthly-sales', label: 'Monthly Sales', icon: CalendarDays },
  { to: '/yearly-taxes', label: 'Yearly Taxes', icon: Calculator },
  { to: '/receipts', label: 'Inventory Receipts', icon: ReceiptText },
  { to: '/expenses', label: 'External Purchases', icon: ShoppingCart },
  { to: '/odometer', label: 'Odometer Tracking', icon: Gauge },
  { to: '/vendors', label: 'Vendors', icon: Store },
  { to: '/brands', label: 'Brands', icon: Tags },
  { to: '/purchase-locations', label: 'Purchase Locations', icon: MapPin },
  { to: '/settings', label: 'Settings', icon: Settings },
]

const year = new Date().getFullYear()

/** Sidebar links in the spec's order, with the heading each page shows (spec 2, routes). */
export const PAGES = [
  { link: 'Dashboard', heading: 'Dashboard', path: '/' },
  { link: 'Unlisted Items', heading: 'Unlisted Items', path: '/unlisted' },
  { link: 'Listed Items', heading: 'Listed Items', path: '/listed' },
  { link: 'Sold Items', heading: 'Sold Items', path: '/sold' },
  { link: 'Import Sales', heading: 'Import Sales', path: '/sales/import' },
  { link: 'Needs Cost', heading: 'Needs Cost', path: '/needs-cost' },
  { link: 'Defective Items', heading: 'Defective Items', path: '/defective' },
  { link: 'Monthly Sales', heading: 'Monthly Sales', path: '/monthly-sales' },
  { link: 'Yearly Taxes', heading: `${year} Tax Summary`, path: '/yearly-taxes' },
  { link: 'Inventory Receipts', heading: 'Inventory Receipts', path: '/receipts' },
  { link: 'External Purchases', heading: 'External Purchases', path: '/expenses' },
  { link: 'Odometer Tracking', heading: 'Odometer Tracking', path: '/odometer' },
  { link: 'Vendors', heading: 'Vendors', path: '/vendors' },
  { link: 'Brands', heading: 'Brands', path: '/brands' },
  { link: 'Purchase Locations', heading: 'Purchase Locations', path: '/purchase-locations' },
  { link: 'Settings', heading: 'Settings', path: '/settings' },
] as const

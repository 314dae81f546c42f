import { PageHeader } from '../../components/page-header'

/** Purchase Locations (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function PurchaseLocationsPage() {
  return (
    <PageHeader
      title="Purchase Locations"
      description="Where you source inventory, with round-trip distances for mileage"
    />
  )
}

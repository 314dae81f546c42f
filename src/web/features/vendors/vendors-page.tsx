import { PageHeader } from '../../components/page-header'

/** Vendors (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function VendorsPage() {
  return (
    <PageHeader
      title="Vendors"
      description="The suppliers and services you pay, and what you spend with each"
    />
  )
}

import { PageHeader } from '../../components/page-header'

/** Inventory Receipts (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function ReceiptsPage() {
  return (
    <PageHeader title="Inventory Receipts" description="Purchase receipts and the items bought on them" />
  )
}

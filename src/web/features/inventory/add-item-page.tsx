import { PageHeader } from '../../components/page-header'

/** Add New Item (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function AddItemPage() {
  return (
    <PageHeader
      title="Add New Item"
      description="Record an item you bought: what it is, what it cost and where it came from"
    />
  )
}

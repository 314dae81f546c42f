import { PageHeader } from '../../components/page-header'

/** External Purchases (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function ExpensesPage() {
  return (
    <PageHeader
      title="External Purchases"
      description="Business expenses such as supplies, subscriptions and services"
    />
  )
}

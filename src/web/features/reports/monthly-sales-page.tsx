import { PageHeader } from '../../components/page-header'

/** Monthly Sales (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function MonthlySalesPage() {
  return (
    <PageHeader title="Monthly Sales" description="Items sold, costs and profit for each month of the year" />
  )
}

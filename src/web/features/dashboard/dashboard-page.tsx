import { PageHeader } from '../../components/page-header'

/** Dashboard (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function DashboardPage() {
  return <PageHeader title="Dashboard" description="Overview of your inventory and sales performance" />
}

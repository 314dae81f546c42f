import { PageHeader } from '../../components/page-header'

/** Odometer Tracking (spec 2). The full screen arrives with its feature; the header keeps the route in place. */
export function OdometerPage() {
  return (
    <PageHeader
      title="Odometer Tracking"
      description="Odometer readings and business miles for your mileage deduction"
    />
  )
}

import { PageHeader } from '../../components/page-header'
import { currentYear } from '../../lib/format'

/** Yearly Tax Summary (spec 2), titled '{year} Tax Summary' for the current year. */
export function YearlyTaxesPage() {
  return (
    <PageHeader
      title={`${currentYear()} Tax Summary`}
      description="Revenue, costs, deductible expenses and estimated profit before tax for the year"
    />
  )
}

import { useMutation, useQuery } from '@tanstack/react-query'
import { FileDown } from 'lucide-react'

import { localDate } from '../../../domain/dates'
import { taxSummaryTitle } from '../../../domain/reports/tax-summary'
import { taxSummaryQuery, type TaxSummaryAnswer } from '../../api/reports'
import { settingsQuery } from '../../api/settings'
import { NeedsCostNotice } from '../../components/needs-cost-notice'
import { PageHeader } from '../../components/page-header'
import { PageState } from '../../components/page-state'
import { Button } from '../../components/ui/button'
import { downloadFile } from '../../lib/download'
import { browserTimeZone, currentYear } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'
import { taxSummaryFileName, taxSummaryPdf } from '../../../shared/reports/tax-summary-pdf'

import { CloseYearSection } from './close-year'
import { PartThreeSection } from './part-three-section'
import { ScheduleCView } from './schedule-c-view'
import {
  BusinessActivity,
  CategoryBreakdown,
  ExpensesAndFees,
  RevenueAndProfit,
  TaxCalculation,
  TaxNotes,
} from './tax-summary-sections'
import { Form1099kSection } from './form-1099k-section'
import { MarketplaceBreakdown } from './marketplace-breakdown'
import { YearPackButton } from './year-pack-button'
import { useReportYear, YearPicker } from './year-picker'

/**
 * Yearly Tax Summary (spec 2), titled '{year} Tax Summary': the figures of spec 2 and 9 for any year with
 * data, the Schedule C view of the same year, and the whole of it as a PDF.
 */
export function YearlyTaxesPage() {
  const [year, setYear] = useReportYear()
  const answer = useQuery(taxSummaryQuery(year))
  const settings = useQuery(settingsQuery())
  const shownYear = answer.data?.taxSummary.year ?? year ?? currentYear()
  const download = useMutation({
    mutationFn: async (data: TaxSummaryAnswer) => {
      const today = localDate(new Date(), browserTimeZone())
      const pdf = await taxSummaryPdf(data.taxSummary, settings.data?.storeName ?? 'Frogwalk', today)
      downloadFile(pdf, taxSummaryFileName(data.taxSummary.year), 'application/pdf')
    },
    onError: (error) => notifyFailure('Failed to create the PDF', error),
  })

  return (
    <>
      <PageHeader
        title={taxSummaryTitle(shownYear)}
        description="Revenue, costs, deductible expenses and estimated profit before tax for the year"
      >
        {answer.data ? (
          <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
            <YearPicker years={answer.data.years} year={shownYear} onChange={setYear} />
            <Button
              variant="secondary"
              disabled={download.isPending}
              onClick={() => answer.data && download.mutate(answer.data)}
            >
              <FileDown aria-hidden="true" className="size-4" />
              Download PDF
            </Button>
            <YearPackButton year={shownYear} />
          </div>
        ) : null}
      </PageHeader>
      <PageState
        query={answer}
        loadingLabel="Loading tax summary..."
        errorMessage="Failed to load tax summary"
      >
        {(data) => (
          <div className="space-y-6">
            <NeedsCostNotice
              needsCost={data.taxSummary.needsCost}
              year={data.taxSummary.year}
              hint={`Sold in ${data.taxSummary.year}: their whole revenue counts as gross profit here, on Schedule C and in the year pack until their costs are entered.`}
            />
            <CloseYearSection year={data.taxSummary.year} needsCost={data.taxSummary.needsCost} />
            <BusinessActivity summary={data.taxSummary.summary} />
            <RevenueAndProfit summary={data.taxSummary.summary} />
            <MarketplaceBreakdown sales={data.byMarketplace} period={String(data.taxSummary.year)} />
            <Form1099kSection year={data.taxSummary.year} />
            <ExpensesAndFees summary={data.taxSummary.summary} />
            <TaxCalculation summary={data.taxSummary.summary} />
            <CategoryBreakdown summary={data.taxSummary.summary} />
            <TaxNotes />
            <PartThreeSection data={data.taxSummary} />
            <ScheduleCView data={data.taxSummary} />
          </div>
        )}
      </PageState>
    </>
  )
}

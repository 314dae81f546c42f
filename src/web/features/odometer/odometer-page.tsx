import { useQuery } from '@tanstack/react-query'
import { CalendarRange, Car, Gauge, Hash, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { odometerSummaryQuery, type OdometerReading } from '../../api/odometer'
import { PageHeader } from '../../components/page-header'
import { PageState } from '../../components/page-state'
import { StatCard, StatGrid } from '../../components/stat-card'
import { useClosedYears } from '../../hooks/use-closed-years'
import { useUrlState } from '../../hooks/use-url-state'
import { currentYear, formatCount, formatMilesText } from '../../lib/format'

import { BusinessUseDialog } from './business-use-dialog'
import { DeductionInfo } from './deduction-info'
import { MonthlySummary } from './monthly-summary'
import { ReadingFormDialog } from './reading-form'
import { ReadingsList } from './readings-list'
import { YearPicker } from './year-picker'

const PARAMS = {
  year: z.coerce.number<string | undefined>().int().min(1).max(9999).catch(currentYear()),
}

type Editing = { reading: OdometerReading | null } | null

/**
 * Odometer Tracking (spec 2) for any year: five stat cards, the deduction info with the IRS rates of the
 * year, the monthly summary and every reading. The figures come from one request (the summary).
 */
export function OdometerPage() {
  const [params, setParams] = useUrlState(PARAMS)
  const [editing, setEditing] = useState<Editing>(null)
  const [isChangingBusinessUse, setIsChangingBusinessUse] = useState(false)
  const summary = useQuery(odometerSummaryQuery(params.year))
  const closedYears = useClosedYears()
  const closedYear = closedYears.years.has(params.year) ? params.year : null
  const add = () => setEditing({ reading: null })

  return (
    <>
      <PageHeader
        title="Odometer Tracking"
        description="Monthly readings of your vehicle for the business mileage deduction"
        add={{ label: 'Add Reading', onClick: add }}
      >
        <YearPicker
          year={params.year}
          years={summary.data?.years ?? null}
          onChange={(year) => setParams({ year })}
        />
      </PageHeader>
      <PageState
        query={summary}
        loadingLabel="Loading odometer readings..."
        errorMessage="Failed to load odometer readings"
      >
        {(data) => (
          <div className="space-y-6">
            <StatGrid columns={5}>
              <StatCard label="Total Readings" value={formatCount(data.stats.totalReadings)} icon={Hash} />
              <StatCard
                label="Current Odometer"
                value={
                  data.stats.currentOdometerReading === null
                    ? '—'
                    : formatMilesText(data.stats.currentOdometerReading)
                }
                hint="miles"
                icon={Gauge}
                tone="info"
              />
              <StatCard
                label="Yearly Miles Driven"
                value={formatMilesText(data.stats.yearlyMilesDriven)}
                hint={`miles in ${data.year}`}
                icon={Car}
                tone="positive"
              />
              <StatCard
                label="Yearly Business Miles"
                value={formatMilesText(data.stats.yearlyBusinessMiles)}
                hint={`${data.businessPercentage}% business use`}
                icon={CalendarRange}
                tone="positive"
              />
              <StatCard
                label="Avg. Monthly Miles"
                value={formatMilesText(data.stats.averageMonthlyMiles)}
                hint="over months with miles"
                icon={TrendingUp}
                tone="warning"
              />
            </StatGrid>
            <DeductionInfo
              summary={data}
              closedYear={closedYear}
              onChangeBusinessUse={() => setIsChangingBusinessUse(true)}
            />
            <MonthlySummary summary={data} />
          </div>
        )}
      </PageState>
      <ReadingsList onAdd={add} onEdit={(reading) => setEditing({ reading })} />
      {editing ? <ReadingFormDialog reading={editing.reading} onClose={() => setEditing(null)} /> : null}
      {isChangingBusinessUse && summary.data ? (
        <BusinessUseDialog
          year={summary.data.year}
          percentage={summary.data.businessPercentage}
          closedYear={closedYear}
          onClose={() => setIsChangingBusinessUse(false)}
        />
      ) : null}
    </>
  )
}

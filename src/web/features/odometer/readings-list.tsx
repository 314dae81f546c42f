import { useInfiniteQuery } from '@tanstack/react-query'
import { Camera, Gauge } from 'lucide-react'

import { formatDisplayDate } from '../../../domain/dates'
import { writeFailureMessage } from '../../../domain/messages'
import { deleteReadingQuestion } from '../../../domain/mileage/readings'
import { odometerReadingsQuery, useDeleteReading, type OdometerReading } from '../../api/odometer'
import { LongDate } from '../../components/date-text'
import { EmptyState } from '../../components/empty-state'
import { PageState } from '../../components/page-state'
import { RowActions } from '../../components/row-actions'
import { CardList } from '../../components/table/card-list'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'

import { formatMilesText } from '../../lib/format'

/** A reading's date as the question and the row show it: 'Sunday, November 22, 2026'. */
const readingDateText = (reading: OdometerReading) => formatDisplayDate(reading.readingDate)

/** All Readings (spec 2): every reading, newest first, with its photo link, notes, edit and delete. */
export function ReadingsList({
  onAdd,
  onEdit,
}: {
  onAdd: () => void
  onEdit: (reading: OdometerReading) => void
}) {
  const list = useInfiniteRows(useInfiniteQuery(odometerReadingsQuery()))
  return (
    <section aria-labelledby="all-readings" className="mt-8">
      <h2 id="all-readings" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        All Readings
      </h2>
      <PageState
        query={list.query}
        loadingLabel="Loading odometer readings..."
        errorMessage="Failed to load odometer readings"
      >
        {() => (
          <CardList
            label="All readings"
            rows={list.rows}
            rowKey={(reading) => reading.id}
            rowCount={list.counts?.matching}
            paging={list.paging}
            estimateCardHeight={96}
            empty={
              <EmptyState
                icon={Gauge}
                title="No odometer readings yet"
                hint="Note your odometer at the start of each month to track business miles."
                add={{ label: 'Add First Reading', onClick: onAdd }}
              />
            }
            renderCard={(reading) => <ReadingRow reading={reading} onEdit={() => onEdit(reading)} />}
          />
        )}
      </PageState>
    </section>
  )
}

function ReadingRow({ reading, onEdit }: { reading: OdometerReading; onEdit: () => void }) {
  const remove = useDeleteReading()
  const date = readingDateText(reading)
  return (
    <article className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-blue-50 text-blue-600 dark:bg-blue-500/10 dark:text-blue-300">
        <Gauge aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900 tabular-nums dark:text-white">
          {formatMilesText(reading.odometerMiles)} miles
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <LongDate date={reading.readingDate} />
        </p>
        {reading.imageUrl ? (
          <a
            href={reading.imageUrl}
            target="_blank"
            rel="noreferrer"
            className="mt-1 inline-flex items-center gap-1 text-sm text-emerald-700 underline dark:text-emerald-400"
          >
            <Camera aria-hidden="true" className="size-4" />
            Photo
          </a>
        ) : null}
        {reading.notes ? (
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
            {reading.notes}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <RowActions
          name={`the reading of ${date}`}
          onEdit={onEdit}
          deletion={{
            id: reading.id,
            mutation: remove,
            question: deleteReadingQuestion(date),
            failureMessage: writeFailureMessage('delete', 'odometerReading'),
          }}
        />
      </div>
    </article>
  )
}

import { MapPin } from 'lucide-react'

import { TOP_LOCATIONS_PANEL_SIZE, type TopEntry } from '../../../domain/reports/top-lists'
import { MoneyText } from '../../components/money-text'
import { formatCount } from '../../lib/format'

/** The Top Purchase Locations panel (spec 2, 9): the first 3 of the server's top list, with total and count. */
export function TopLocations({ locations }: { locations: TopEntry[] }) {
  const top = locations.slice(0, TOP_LOCATIONS_PANEL_SIZE)
  return (
    <section
      aria-labelledby="top-locations"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="top-locations"
        className="mb-3 flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <MapPin aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
        Top Purchase Locations
      </h2>
      {top.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No receipts with a location yet.</p>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-3">
          {top.map((location, index) => (
            <li
              key={location.name}
              className="flex items-center gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200">
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 dark:text-white">{location.name}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <MoneyText cents={location.amount} /> · {formatCount(location.count)}{' '}
                  {location.count === 1 ? 'receipt' : 'receipts'}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

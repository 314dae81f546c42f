import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router'

import { DISPOSAL_REASON_LABELS, ITEM_STATUS_PAGES } from '../../../domain/items/status'
import type { Cents } from '../../../domain/money'
import type { DisposedInYear, PartThree } from '../../../domain/reports/part-three'
import type { YearTaxSummary } from '../../api/reports'
import { MoneyText } from '../../components/money-text'
import { Panel } from '../../components/panel'
import { formatCount } from '../../lib/format'

/** One line of Part III: its number, the form's words, and its figure (or its answer, on 33 and 34). */
function Line({ line, label, children }: { line: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-0 dark:border-slate-800">
      <dt className="min-w-0 flex-1 basis-52 text-sm">
        <span className="mr-2 inline-block w-8 font-semibold tabular-nums">{line}</span>
        {label}
      </dt>
      <dd className="ml-auto text-right font-medium whitespace-nowrap tabular-nums">{children}</dd>
    </div>
  )
}

const money = (cents: Cents) => <MoneyText cents={cents} />

/** Lines 33 to 42 in the form's words, each with its figure, or its answer on 33 and 34. */
const LINES: readonly { line: string; label: string; value: (part: PartThree) => ReactNode }[] = [
  { line: '33', label: 'Method(s) used to value closing inventory', value: () => 'Cost' },
  {
    line: '34',
    label:
      'Was there any change in determining quantities, costs, or valuations between opening and closing inventory?',
    value: () => 'No',
  },
  {
    line: '35',
    label: 'Inventory at beginning of year',
    value: (part) => money(part.line35BeginningInventory),
  },
  {
    line: '36',
    label: 'Purchases less cost of items withdrawn for personal use',
    value: (part) => money(part.line36Purchases),
  },
  { line: '37', label: 'Cost of labor', value: (part) => money(part.line37Labor) },
  { line: '38', label: 'Materials and supplies', value: (part) => money(part.line38MaterialsAndSupplies) },
  { line: '39', label: 'Other costs', value: (part) => money(part.line39OtherCosts) },
  { line: '40', label: 'Add lines 35 through 39', value: (part) => money(part.line40) },
  { line: '41', label: 'Inventory at end of year', value: (part) => money(part.line41EndingInventory) },
  {
    line: '42',
    label: 'Cost of goods sold. Subtract line 41 from line 40',
    value: (part) => money(part.line42CostOfGoodsSold),
  },
]

/**
 * Schedule C Part III, Cost of Goods Sold, of the year by the book (decision 025): lines 33 to 42 in the
 * form's words, the cost of the items donated or kept for personal use taken out of line 36, the items
 * disposed of in the year per reason, and the small-business figure (the cost of the items sold in the year).
 */
export function PartThreeSection({ data }: { data: YearTaxSummary }) {
  const part: PartThree = data.partThree
  const disposed: DisposedInYear[] = data.disposedInYear
  return (
    <Panel title={`Schedule C Part III: Cost of Goods Sold, ${data.year}`}>
      <dl aria-label="Part III lines">
        {LINES.map(({ line, label, value }) => (
          <Fragment key={line}>
            <Line line={line} label={label}>
              {value(part)}
            </Line>
            {line === '36' ? (
              <div className="pb-2 pl-10 text-sm text-slate-600 dark:text-slate-400">
                <dt className="sr-only">Line 36 in parts</dt>
                <dd>
                  Purchases {money(part.purchases)} less the cost of items donated or kept for personal use{' '}
                  {money(part.withdrawn)}
                </dd>
              </div>
            ) : null}
          </Fragment>
        ))}
      </dl>

      <h3 className="mt-5 mb-2 font-semibold">Items disposed of in {data.year}</h3>
      <dl aria-label={`Items disposed of in ${data.year}`}>
        {disposed.map((row) => (
          <div
            key={row.reason}
            className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-100 py-1.5 text-sm last:border-0 dark:border-slate-800"
          >
            <dt>{DISPOSAL_REASON_LABELS[row.reason]}</dt>
            <dd className="ml-auto text-right whitespace-nowrap tabular-nums">
              {formatCount(row.count)} {row.count === 1 ? 'item' : 'items'}, {money(row.cost)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm">
        <Link
          to={ITEM_STATUS_PAGES.disposed.route}
          className="font-medium text-emerald-700 underline underline-offset-2 hover:text-emerald-800 dark:text-emerald-400"
        >
          See the disposed items
        </Link>
      </p>

      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        A small business may instead treat its inventory as non-incidental materials and supplies, deducting
        each item's cost in the year it is sold: for {data.year} that is the cost of the items sold,{' '}
        <span className="font-medium whitespace-nowrap">{money(part.soldCost)}</span>.
      </p>
    </Panel>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import { formatShortDate } from '../../../domain/dates'
import { searchWordsOf } from '../../../domain/marketplaces/matching'
import { unsoldItemsQuery } from '../../api/sales-imports'
import { ShortDate } from '../../components/date-text'
import { ErrorAlert } from '../../components/error-alert'
import { MoneyText } from '../../components/money-text'
import { SearchBox } from '../../components/search-box'
import { Button } from '../../components/ui/button'
import { Dialog, useDialogClose } from '../../components/ui/dialog'
import { LoadingSpinner } from '../../components/ui/loading-spinner'
import { useDebouncedValue } from '../../hooks/use-debounced-value'
import { errorMessage } from '../../lib/errors'
import type { ImportRow, MatchedItem } from '../../lib/sales-import-rows'

/**
 * Choose which unsold item a sale sold: a search over the unsold items bought by the sale's date (the
 * server searches brand, description and SKU for every word typed), starting from the sale's SKU or the
 * first words of its title that tell the item (searchWordsOf). Escape or Cancel closes it and changes
 * nothing; choosing an item closes it with that item.
 */
export function MatchDialog({
  row,
  onChoose,
  onClose,
}: {
  row: ImportRow
  onChoose: (item: MatchedItem) => void
  onClose: () => void
}) {
  const [text, setText] = useState(() => row.sku ?? searchWordsOf({ title: row.title, brand: null }))
  const q = useDebouncedValue(text.trim())
  const found = useQuery(unsoldItemsQuery(q, row.soldDate))
  return (
    <Dialog
      title={`Match row ${row.rowNumber}`}
      description={`${row.title ?? row.sku ?? 'A sale'}${row.soldDate ? `, sold ${formatShortDate(row.soldDate)}` : ''}`}
      onClose={onClose}
      size="lg"
    >
      <EscapeCloses>
        <div className="space-y-3">
          <SearchBox
            label="Search unsold items"
            hideLabel={false}
            placeholder="Search brand, description or SKU..."
            value={text}
            onChange={setText}
          />
          {found.isError ? <ErrorAlert>{errorMessage(found.error)}</ErrorAlert> : null}
          {found.isPending ? (
            <LoadingSpinner label="Searching unsold items..." showLabel />
          ) : found.data && found.data.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-600 dark:text-slate-400">
              {q.includes(' ')
                ? 'No unsold item bought by the sale has all of these words: take one away.'
                : 'No unsold item bought by the sale matches this search.'}
            </p>
          ) : (
            <ul
              aria-label="Unsold items"
              className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {found.data?.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 p-3 text-sm">
                  <span className="min-w-0">
                    <span className="block font-mono font-semibold">{item.sku}</span>
                    <span className="block break-words text-slate-700 dark:text-slate-300">
                      {item.brand} {item.description}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      Cost <MoneyText cents={item.costOfGoods} />
                      {item.purchaseDate ? (
                        <>
                          {' '}
                          · bought <ShortDate date={item.purchaseDate} />
                        </>
                      ) : null}
                    </span>
                  </span>
                  <Button size="sm" onClick={() => onChoose(item)} aria-label={`Choose ${item.sku}`}>
                    Choose
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-end pt-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </div>
      </EscapeCloses>
    </Dialog>
  )
}

/**
 * Escape closes the dialog at once, even from the search box, where the browser would first only clear
 * the text (a search field's own Escape).
 */
function EscapeCloses({ children }: { children: ReactNode }) {
  const close = useDialogClose()
  return (
    // The keys reach the dialog's controls first; this only listens for Escape as it bubbles.
    <div
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        close()
      }}
    >
      {children}
    </div>
  )
}

import { FileSpreadsheet, FileText } from 'lucide-react'
import { useState } from 'react'

import { exportFileName } from '../../../domain/csv/export'
import { localDate } from '../../../domain/dates'
import type { ItemSearchMode } from '../../../domain/items/search'
import type { ItemStatus } from '../../../domain/items/status'
import type { MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import type { SortDirection } from '../../../domain/sort'
import type { ItemListQuery } from '../../../shared/schemas/item'
import { fetchAllItems, fetchItemsCsv } from '../../api/item-export'
import { Button } from '../../components/ui/button'
import { downloadFile } from '../../lib/download'
import { browserTimeZone } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'

import { itemsPdf, loadCovers } from './item-export-files'

interface ItemExportButtonsProps {
  /** The list's status: the file is '{status}-items-{date}'. */
  status: ItemStatus
  /** The list's search as the screen applies it (the committed text, not the keystrokes) and its marketplace. */
  search: {
    q: string
    mode: ItemSearchMode
    marketplace?: MarketplaceId | undefined
    needsCost?: boolean | undefined
  }
  /** The list's order. */
  sort: { key: ItemListQuery['sort']; direction: SortDirection }
}

type Format = 'csv' | 'pdf'

/**
 * The CSV and PDF export buttons of an item list (spec 2, 9): each exports every item the list matches,
 * with its search and order, not only the rows loaded on screen. The server writes the CSV; the PDF is
 * built in the browser from the list's pages.
 *
 *   <ItemExportButtons status="listed" search={{ q, mode }} sort={{ key: sort, direction: dir }} />
 */
export function ItemExportButtons({ status, search, sort }: ItemExportButtonsProps) {
  const [running, setRunning] = useState<Format | null>(null)

  const run = async (format: Format) => {
    setRunning(format)
    try {
      const filters = { status, ...search, sort: sort.key, dir: sort.direction }
      const today = localDate(new Date(), browserTimeZone())
      const fileName = exportFileName(status, today, format)
      if (format === 'csv') downloadFile(await fetchItemsCsv(filters), fileName, 'text/csv;charset=utf-8')
      else {
        const items = await fetchAllItems(filters)
        const pdf = await itemsPdf(items, status, today, await loadCovers(items))
        downloadFile(pdf, fileName, 'application/pdf')
      }
    } catch (error) {
      notifyFailure(`Failed to export ${format.toUpperCase()}`, error)
    } finally {
      setRunning(null)
    }
  }

  return (
    <div className="flex gap-2">
      <Button variant="secondary" onClick={() => void run('csv')} disabled={running !== null}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        {running === 'csv' ? 'Exporting...' : 'Export CSV'}
      </Button>
      <Button variant="secondary" onClick={() => void run('pdf')} disabled={running !== null}>
        <FileText aria-hidden="true" className="size-4" />
        {running === 'pdf' ? 'Exporting...' : 'Export PDF'}
      </Button>
    </div>
  )
}

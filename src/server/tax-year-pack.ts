import { Zip, ZipDeflate } from 'fflate'

import {
  ENDING_INVENTORY_COLUMNS,
  EXPENSE_COLUMNS,
  expenseRow,
  FORM_1099K_COLUMNS,
  form1099kRow,
  MARKETPLACE_COLUMNS,
  marketplaceRow,
  REFUND_COLUMNS,
  refundRow,
  heldItemRow,
  MILEAGE_COLUMNS,
  PURCHASE_COLUMNS,
  purchaseRow,
  readingRow,
  RECEIPT_COLUMNS,
  receiptLineRow,
  SALES_COLUMNS,
  saleRow,
  YEAR_PACK_FILES,
} from '../domain/csv/year-pack'
import { toCsv } from '../domain/csv/serialize'
import { taxSummaryFileName, taxSummaryPdf } from '../shared/reports/tax-summary-pdf'

import type { Database } from './db/client'
import { form1099kReconciliation } from './db/queries/form-1099k'
import { marketplaceSales } from './db/queries/reports-sales'
import { yearTaxSummary } from './db/queries/reports-tax'
import { getSettings } from './db/queries/settings'
import {
  packEndingInventory,
  packExpenses,
  packPurchases,
  packReadings,
  packReceiptLines,
  packRefunds,
  packSales,
} from './db/queries/tax-year-pack'

/*
 * A tax year's pack for the accountant (decision 028): one zip of the Tax Summary's PDF (the page's own,
 * with the Schedule C view and Part III) and the year's records as CSV files. The PDF is made before the
 * answer starts, so a failure there is an ordinary error answer; the CSV files are then read a page at a
 * time, written as CSV lines, deflated by fflate's streaming Zip and handed on, a page each time the reader
 * of the stream asks for more: at no point does the pack hold a table, or itself, whole.
 */

/** One file of the zip: its name and its content, piece by piece. */
interface PackEntry {
  name: string
  content: () => AsyncIterable<string | Uint8Array>
}

/** A CSV file's text: its header line, then its rows as each page of records arrives. */
async function* csvFile<Record>(
  columns: readonly string[],
  pages: AsyncIterable<Record[]> | Promise<AsyncIterable<Record[]>>,
  row: (record: Record) => string[],
): AsyncGenerator<string> {
  yield toCsv([columns])
  for await (const page of await pages) yield toCsv(page.map(row))
}

/** The rows of a small table as one page. */
async function* oneShot<Row>(read: () => Promise<Row[]>): AsyncGenerator<Row[]> {
  yield await read()
}

function joined(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const all = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0))
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.byteLength
  }
  return all
}

/** The zip of `entries`, deflated as it goes: one piece of output for each piece of input. */
async function* zipped(entries: readonly PackEntry[]): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder()
  let out: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, data) => {
    if (error) failure = error
    else out.push(data)
  })
  const take = () => {
    if (failure) throw failure
    const ready = joined(out)
    out = []
    return ready
  }
  for (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 })
    zip.add(file)
    for await (const piece of entry.content()) {
      file.push(typeof piece === 'string' ? encoder.encode(piece) : piece)
      const ready = take()
      if (ready.byteLength > 0) yield ready
    }
    file.push(new Uint8Array(0), true)
  }
  zip.end()
  yield take()
}

/**
 * The pack of `year` for the user as a stream of zip bytes. The summary and its PDF are made first; the
 * stream then reads the records as it is read. A failure after the answer started ends the stream in error
 * (the download fails, never a truncated zip taken as whole), told to `onFailure`.
 */
export async function yearPackStream(
  db: Database,
  userId: string,
  year: number,
  onFailure: (error: unknown) => void,
): Promise<ReadableStream<Uint8Array>> {
  const settings = await getSettings(db, userId)
  // The summary's figures and the year's sales, read once for the summary and the marketplace table.
  const { today, taxSummary: summary, sales } = await yearTaxSummary(db, userId, year)
  const pdf = new Uint8Array(await taxSummaryPdf(summary, settings.storeName, today))
  const entries: PackEntry[] = [
    {
      name: taxSummaryFileName(year),
      content: async function* () {
        yield pdf
      },
    },
    {
      name: YEAR_PACK_FILES.sales(year),
      content: () => csvFile(SALES_COLUMNS, packSales(db, userId, year), saleRow),
    },
    {
      name: YEAR_PACK_FILES.purchases(year),
      content: () => csvFile(PURCHASE_COLUMNS, packPurchases(db, userId, year), purchaseRow),
    },
    {
      name: YEAR_PACK_FILES.expenses(year),
      content: () =>
        csvFile(EXPENSE_COLUMNS, packExpenses(db, userId, year), (expense) => expenseRow(expense, year)),
    },
    {
      name: YEAR_PACK_FILES.receipts(year),
      content: () => csvFile(RECEIPT_COLUMNS, packReceiptLines(db, userId, year), receiptLineRow),
    },
    {
      name: YEAR_PACK_FILES.mileage(year),
      content: () =>
        csvFile(MILEAGE_COLUMNS, packReadings(db, userId, year, summary.mileage.months), readingRow),
    },
    {
      name: YEAR_PACK_FILES.endingInventory(year),
      content: () => csvFile(ENDING_INVENTORY_COLUMNS, packEndingInventory(db, userId, year), heldItemRow),
    },
    {
      name: YEAR_PACK_FILES.refunds(year),
      content: () => csvFile(REFUND_COLUMNS, packRefunds(db, userId, year), refundRow),
    },
    // Two small tables (a row per marketplace), read when their file is written, as the Tax Summary shows them.
    {
      name: YEAR_PACK_FILES.marketplaces(year),
      content: () =>
        csvFile(
          MARKETPLACE_COLUMNS,
          oneShot(() => Promise.resolve(marketplaceSales(sales))),
          marketplaceRow,
        ),
    },
    {
      name: YEAR_PACK_FILES.form1099k(year),
      content: () =>
        csvFile(
          FORM_1099K_COLUMNS,
          oneShot(async () => (await form1099kReconciliation(db, userId, year)).marketplaces),
          form1099kRow,
        ),
    },
  ]
  const pieces = zipped(entries)
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await pieces.next()
          if (next.done) controller.close()
          else controller.enqueue(next.value)
        } catch (error) {
          onFailure(error)
          controller.error(error)
        }
      },
      async cancel() {
        await pieces.return(undefined)
      },
    },
    { highWaterMark: 0 },
  )
}

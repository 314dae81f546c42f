/**
 * A marketplace sales report from its text to its rows, in one call: the text is read as CSV (commas, else
 * tabs or semicolons: whichever lets a known header be found), the report is recognised from its header
 * (detect.ts), and each data row becomes a sale, a row that is not a sale, or a refused row (the layout
 * modules). A file that is not recognised is read by the user's column mapping when one is given
 * (mapping.ts), and otherwise answers its header with a proposed mapping and no rows.
 *
 * Around the layouts: empty lines are dropped; a line that fills at most two cells under a header of four
 * or more (eBay's record count and seller id under its orders report), or that repeats the header, is a
 * note. A sale whose order id an earlier sale of the file already has is shown as a duplicate, so the
 * sales of one file never collide on (marketplace, order id).
 */

import { headerKey as keyOfHeader } from './columns'
import type { CsvReadResult } from './csv-text'
import { DELIMITERS, readCsvText } from './csv-text'
import type { Detection } from './detect'
import { detectReport } from './detect'
import type { ReportInfo } from './layout'
import type { ColumnMapping } from './mapping'
import { mappingProblem, parseMappedRows, proposeMapping } from './mapping'
import type { MarketplaceId } from './marketplaces'
import type { NonSaleRow, ReportRow, ReportRowCounts } from './report-row'
import { countReportRows, nonSaleRow, refusedRow } from './report-row'
import { assignImportKeys } from './row-records'
import type { DataRow } from './table'
import { TEXT_LIMITS } from '../text-limits'

/** A report read from a file. */
interface SalesReport {
  /** The recognised report, or null when the file is unknown (read by a mapping, or to be mapped). */
  report: ReportInfo | null
  /** The header's row in the file (1-based) and its cells. */
  headerRowNumber: number
  header: string[]
  /** The header's key (columns.ts `headerKey`), under which a mapping of it is saved. */
  headerKey: string
  /** One per data row, in file order; empty for an unknown file read without a mapping. */
  rows: ReportRow[]
  counts: ReportRowCounts
  /** For an unknown file read without a mapping: the closest column of each field. */
  proposedMapping: ColumnMapping | null
  /** For an unknown file: the values of each column holding few distinct ones (`columnValuesOf`). */
  columnValues: Record<string, string[]>
}

/** Columns whose values the mapping step offers to give a meaning: those with at most this many values. */
const MAX_COLUMN_VALUES = 50

/**
 * The values of each column that holds at most `MAX_COLUMN_VALUES` distinct ones (a Row Type column's
 * 'Order', 'Refund', 'Subscription fee'…), compared ignoring case, in the order first met.
 */
export function columnValuesOf(
  header: readonly string[],
  rows: readonly DataRow[],
): Record<string, string[]> {
  const answer: Record<string, string[]> = {}
  header.forEach((name, i) => {
    if (name.trim() === '') return
    const values = new Map<string, string>()
    for (const row of rows) {
      const cell = (row.cells[i] ?? '').trim()
      if (cell === '' || values.has(cell.toLowerCase())) continue
      if (values.size === MAX_COLUMN_VALUES) return
      values.set(cell.toLowerCase(), cell)
    }
    if (values.size > 0) answer[name.trim()] = [...values.values()]
  })
  return answer
}

/** A report, or why the file cannot be read (an unclosed quote, a mapping that does not fit). */
type SalesReportResult = { ok: true; report: SalesReport } | { ok: false; message: string }

/** How to read an unknown file. */
interface SalesReportOptions {
  /** The user's mapping, used when given (for a recognised file too, if the user chose to map it). */
  mapping?: ColumnMapping
  /** The marketplace of a mapped file's sales ('other' when not given). */
  marketplace?: MarketplaceId
}

/** The file's rows read with the delimiter that finds a known header, else the one with the widest header. */
function readTable(
  text: string,
): { ok: true; rows: string[][]; detection: Detection } | { ok: false; message: string } {
  let failure: CsvReadResult | null = null
  let widest: { rows: string[][]; detection: Detection; width: number } | null = null
  for (const delimiter of DELIMITERS) {
    const read = readCsvText(text, delimiter)
    if (!read.ok) {
      failure ??= read
      continue
    }
    const detection = detectReport(read.rows)
    if (detection.status === 'recognised') return { ok: true, rows: read.rows, detection }
    const width = detection.header.filter((cell) => cell.trim() !== '').length
    if (widest === null || width > widest.width) widest = { rows: read.rows, detection, width }
  }
  if (widest !== null) return { ok: true, rows: widest.rows, detection: widest.detection }
  return failure !== null && !failure.ok ? failure : { ok: false, message: 'The file is empty' }
}

/** The data rows under the header, with the notes among them set apart and empty lines dropped. */
function dataRowsOf(
  rows: readonly string[][],
  headerIndex: number,
): { data: DataRow[]; notes: NonSaleRow[] } {
  const header = rows[headerIndex] ?? []
  const headerWidth = header.filter((cell) => cell.trim() !== '').length
  const headerCells = header.map((cell) => cell.trim())
  const data: DataRow[] = []
  const notes: NonSaleRow[] = []
  rows.forEach((cells, index) => {
    if (index <= headerIndex) return
    const rowNumber = index + 1
    const width = cells.filter((cell) => cell.trim() !== '').length
    if (width === 0) return
    if (cells.length === headerCells.length && cells.every((cell, i) => cell.trim() === headerCells[i]))
      notes.push(nonSaleRow(rowNumber, 'note', 'The header again, not a record'))
    else if (width <= 2 && headerWidth >= 4)
      notes.push(nonSaleRow(rowNumber, 'note', 'A line of text, not a record'))
    else data.push({ rowNumber, cells })
  })
  return { data, notes }
}

/** How a refused order id is shown: its start, as a cell of thousands of characters is no help. */
const SHOWN_ID_LENGTH = 40

/**
 * A sale whose order id is longer than the app keeps (src/domain/text-limits.ts) is refused: an id cannot be
 * cut short, as it tells the sale apart from every other of the marketplace.
 */
function refuseLongOrderIds(rows: ReportRow[]): ReportRow[] {
  const max = TEXT_LIMITS.saleLines.lineKey
  return rows.map((row) =>
    (row.type === 'sale' || row.type === 'refund') && row.orderId.length > max
      ? refusedRow(
          row.rowNumber,
          'Order ID',
          `${row.orderId.slice(0, SHOWN_ID_LENGTH)}…`,
          `is longer than ${max} characters`,
        )
      : row,
  )
}

/** Later sales with the order id of an earlier sale of the file become duplicates. */
function markDuplicates(rows: ReportRow[]): ReportRow[] {
  const firstRowOf = new Map<string, number>()
  return rows.map((row) => {
    if (row.type !== 'sale') return row
    const first = firstRowOf.get(row.orderId)
    if (first === undefined) {
      firstRowOf.set(row.orderId, row.rowNumber)
      return row
    }
    return nonSaleRow(row.rowNumber, 'duplicate', `The same order as row ${first}`, {
      orderId: row.orderId,
      amountCents: row.salePriceCents,
    })
  })
}

/** Reads a marketplace sales report's text into its rows (see the module comment). */
export function readSalesReport(text: string, options: SalesReportOptions = {}): SalesReportResult {
  const table = readTable(text)
  if (!table.ok) return table
  const { detection, rows } = table
  const { header, headerIndex } = detection
  const base = { header, headerRowNumber: headerIndex + 1, headerKey: keyOfHeader(header) }
  const { data, notes } = dataRowsOf(rows, headerIndex)

  let report: ReportInfo | null = null
  let parsed: ReportRow[]
  if (options.mapping) {
    const problem = mappingProblem(header, options.mapping)
    if (problem) return { ok: false, message: problem }
    parsed = parseMappedRows(header, data, options.mapping, options.marketplace)
  } else if (detection.status === 'recognised') {
    const { id, name, marketplace } = detection.layout
    report = { id, name, marketplace }
    parsed = detection.layout.parse(header, data)
  } else {
    const empty: ReportRow[] = []
    return {
      ok: true,
      report: {
        ...base,
        report: null,
        rows: empty,
        counts: countReportRows(empty),
        proposedMapping: proposeMapping(header),
        columnValues: columnValuesOf(header, data),
      },
    }
  }
  const all = markDuplicates(
    refuseLongOrderIds([...parsed, ...notes].sort((a, b) => a.rowNumber - b.rowNumber)),
  )
  assignImportKeys(all)
  return {
    ok: true,
    report: {
      ...base,
      report,
      rows: all,
      counts: countReportRows(all),
      proposedMapping: null,
      columnValues: report === null ? columnValuesOf(header, data) : {},
    },
  }
}

/**
 * The data rows of a report under its header, read field by field. A `RowReader` reads one row's cells as
 * text, amounts, dates and quantities, and keeps the first cell it cannot read as the row's refusal, so a
 * layout reads all it needs and then asks once whether the row was refused.
 */

import type { IsoDate } from '../dates'
import type { Cents } from '../money'
import { isEmptyCell, readAmount } from './amounts'
import type { ColumnSpecs } from './columns'
import type { DayOrder } from './report-dates'
import { guessDayOrder, parseReportDate } from './report-dates'
import type { RefusedRow } from './report-row'
import { refusedRow } from './report-row'

/** A row of the file below the header: its cells and its 1-based row number in the file. */
export interface DataRow {
  rowNumber: number
  cells: readonly string[]
}

/** The most units one line may sell: more is a misread cell, not a sale. */
const MAX_QUANTITY = 10_000

/** A report's data rows with the position of each field of its layout. */
export class ReportTable<F extends string> {
  private readonly dayOrders = new Map<F, DayOrder>()
  /** Dates already read, by field and cell: a report's rows share a few hundred days. */
  private readonly dates = new Map<string, IsoDate | null>()

  constructor(
    readonly header: readonly string[],
    readonly rows: readonly DataRow[],
    private readonly index: Partial<Record<F, number>>,
    private readonly specs: ColumnSpecs<F>,
  ) {}

  /** Whether the file has the field's column. */
  has(field: F): boolean {
    return this.index[field] !== undefined
  }

  /** The cell of `field` in `row`, trimmed; '' when the file has no such column or the row stops short. */
  cell(row: DataRow, field: F): string {
    const i = this.index[field]
    return i === undefined ? '' : (row.cells[i] ?? '').trim()
  }

  /** The column of `field` as the file names it (the layout's first spelling when the file lacks it). */
  columnName(field: F): string {
    const i = this.index[field]
    return (i === undefined ? undefined : this.header[i]?.trim()) || (this.specs[field].names[0] ?? field)
  }

  /** Whether the all-number dates of the field's column are day first in this file. */
  dayOrder(field: F): DayOrder {
    let order = this.dayOrders.get(field)
    if (order === undefined) {
      order = guessDayOrder(this.rows.map((row) => this.cell(row, field)))
      this.dayOrders.set(field, order)
    }
    return order
  }

  /** The date of a cell of the field's column, or null when it is none. */
  date(field: F, text: string): IsoDate | null {
    const key = `${field}\u001f${text}`
    let date = this.dates.get(key)
    if (date === undefined) {
      date = parseReportDate(text, this.dayOrder(field))
      this.dates.set(key, date)
    }
    return date
  }

  /** A reader of one row. */
  reader(row: DataRow): RowReader<F> {
    return new RowReader(this, row)
  }
}

/** Reads the cells of one row; the first unreadable cell becomes `refusal`. */
export class RowReader<F extends string> {
  refusal: RefusedRow | null = null
  /** The currency the amounts' marks named ('£4.20' → GBP), when any did. */
  currency: string | null = null

  constructor(
    private readonly table: ReportTable<F>,
    readonly row: DataRow,
  ) {}

  get rowNumber(): number {
    return this.row.rowNumber
  }

  /** Refuses the row for the field's cell, unless an earlier cell already did. */
  refuse(field: F, reason: string): void {
    if (this.refusal === null)
      this.refusal = refusedRow(
        this.row.rowNumber,
        this.table.columnName(field),
        this.table.cell(this.row, field),
        reason,
      )
  }

  /** The cell as text, or null when it is empty ('', '--', 'n/a'). */
  text(field: F): string | null {
    const value = this.table.cell(this.row, field)
    return isEmptyCell(value) ? null : value
  }

  /** The cell as signed cents, or null when empty; an unreadable amount refuses the row. */
  optionalAmount(field: F): Cents | null {
    const reading = readAmount(this.table.cell(this.row, field))
    if (reading.kind === 'invalid') {
      this.refuse(field, reading.reason)
      return null
    }
    if (reading.kind === 'empty') return null
    if (reading.currency !== null) this.currency ??= reading.currency
    return reading.cents
  }

  /** The cell as signed cents, 0 when empty. */
  amount(field: F): Cents {
    return this.optionalAmount(field) ?? 0
  }

  /** A cost or fee column as a positive cost, whichever sign the report prints it with. */
  cost(field: F): Cents {
    return Math.abs(this.amount(field))
  }

  /** A price: 0 when empty; a negative one refuses the row. */
  price(field: F): Cents {
    const cents = this.amount(field)
    if (cents < 0) {
      this.refuse(field, 'is a negative price')
      return 0
    }
    return cents
  }

  /**
   * The cell as a date. An empty or unreadable one refuses the row (a sale needs its date) and reads as '',
   * which nothing sees: a refused row is answered by its refusal.
   */
  date(field: F): IsoDate {
    const date = this.table.date(field, this.table.cell(this.row, field))
    if (date === null) this.refuse(field, 'is not a date')
    return date ?? ''
  }

  /** The cell as text that must be there; an empty one refuses the row with `reason` and reads as ''. */
  required(field: F, reason: string): string {
    const value = this.text(field)
    if (value === null) this.refuse(field, reason)
    return value ?? ''
  }

  /** Units sold: 1 when empty; anything but a whole number from 1 to 10,000 refuses the row. */
  quantity(field: F): number {
    const value = this.table.cell(this.row, field).replace(/,/g, '')
    if (isEmptyCell(value)) return 1
    const quantity = /^\d+(?:\.0+)?$/.test(value) ? Number(value) : NaN
    if (!(quantity >= 1 && quantity <= MAX_QUANTITY)) {
      this.refuse(field, 'is not a quantity')
      return 1
    }
    return quantity
  }
}

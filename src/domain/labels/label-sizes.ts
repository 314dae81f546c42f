/**
 * The label stock Frogwalk prints SKU labels on (decision 022): two common thermal roll sizes, one label a
 * page, and two Avery letter sheets. Every length is in PDF points (1/72 in).
 */

const INCH = 72

export const LABEL_SIZES = ['thermal-2.25x1.25', 'thermal-1x2.125', 'avery-5160', 'avery-5163'] as const
export type LabelSize = (typeof LABEL_SIZES)[number]

interface LabelStock {
  /** What the print dialog's 'Label size' select shows. */
  name: string
  pageWidth: number
  pageHeight: number
  labelWidth: number
  labelHeight: number
  columns: number
  rows: number
  /** From the page's left and top edges to the first label's. */
  left: number
  top: number
  /** From one label's left (top) edge to the next one's. */
  pitchX: number
  pitchY: number
  /** The printer's resolution the bars are snapped to: 203 dpi for thermal printers, 300 for sheets. */
  dpi: number
}

/** One label on one page: thermal rolls have one per page; sheets are filled across, then down. */
const roll = (name: string, width: number, height: number): LabelStock => ({
  name,
  pageWidth: width * INCH,
  pageHeight: height * INCH,
  labelWidth: width * INCH,
  labelHeight: height * INCH,
  columns: 1,
  rows: 1,
  left: 0,
  top: 0,
  pitchX: width * INCH,
  pitchY: height * INCH,
  dpi: 203,
})

export const LABEL_STOCK: Record<LabelSize, LabelStock> = {
  'thermal-2.25x1.25': roll('Thermal 2.25 × 1.25 in', 2.25, 1.25),
  // 1 in wide and 2.125 in long on the roll: printed across its length, as such labels are fed.
  'thermal-1x2.125': roll('Thermal 1 × 2.125 in', 2.125, 1),
  // Avery 5160 and its equivalents: 30 labels of 2.625 × 1 in, 3 across and 10 down on letter paper.
  'avery-5160': {
    name: 'Avery 5160, 2.625 × 1 in',
    pageWidth: 8.5 * INCH,
    pageHeight: 11 * INCH,
    labelWidth: 2.625 * INCH,
    labelHeight: 1 * INCH,
    columns: 3,
    rows: 10,
    left: 0.1875 * INCH,
    top: 0.5 * INCH,
    pitchX: 2.75 * INCH,
    pitchY: 1 * INCH,
    dpi: 300,
  },
  // Avery 5163: 10 labels of 4 × 2 in, 2 across and 5 down.
  'avery-5163': {
    name: 'Avery 5163, 4 × 2 in',
    pageWidth: 8.5 * INCH,
    pageHeight: 11 * INCH,
    labelWidth: 4 * INCH,
    labelHeight: 2 * INCH,
    columns: 2,
    rows: 5,
    left: 0.15625 * INCH,
    top: 0.5 * INCH,
    pitchX: 4.1875 * INCH,
    pitchY: 2 * INCH,
    dpi: 300,
  },
}

/** How many labels one page holds. */
export const labelsPerPage = (size: LabelSize) => LABEL_STOCK[size].columns * LABEL_STOCK[size].rows

/** Whether the size is a sheet of several labels, where printing may start part-way down. */
export const isSheet = (size: LabelSize) => labelsPerPage(size) > 1

export interface LabelSlot {
  /** 0-based page. */
  page: number
  x: number
  y: number
  width: number
  height: number
}

/**
 * Where each of `count` labels goes: one a page on a roll; on sheets across then down from position
 * `start` (1-based, counted as Avery numbers them), so a sheet with its first labels used is used up.
 */
export function labelSlots(size: LabelSize, count: number, start = 1): LabelSlot[] {
  const stock = LABEL_STOCK[size]
  const perPage = labelsPerPage(size)
  if (!Number.isInteger(start) || start < 1 || start > perPage)
    throw new RangeError(`Start position must be 1 to ${perPage}`)
  return Array.from({ length: count }, (_, index) => {
    const position = start - 1 + index
    const onPage = position % perPage
    return {
      page: Math.floor(position / perPage),
      x: stock.left + (onPage % stock.columns) * stock.pitchX,
      y: stock.top + Math.floor(onPage / stock.columns) * stock.pitchY,
      width: stock.labelWidth,
      height: stock.labelHeight,
    }
  })
}

/** The widest a module (the narrowest bar) is drawn, so a short SKU's barcode stays a handy size: 0.02 in. */
const MAX_MODULE_INCH = 0.02

/**
 * The width in points of one module of a barcode of `modules` modules (quiet zones included) across
 * `width` points: a whole number of the printer's dots, so every bar prints the same width (a bar of 1.4
 * dots prints as 1 or 2 by where it falls, and a scanner misreads it), and no wider than 0.02 in. When
 * even one dot a module is too wide, the bars share the width evenly instead.
 */
export function moduleWidth(width: number, modules: number, dpi: number): number {
  const dot = INCH / dpi
  const dots = Math.floor(width / modules / dot)
  if (dots < 1) return width / modules
  return Math.min(dots, Math.max(1, Math.floor(MAX_MODULE_INCH * dpi + 1e-9))) * dot
}

/** `x` moved to the nearest edge of a printer's dot, counted from the page's edge. */
export const onDotGrid = (x: number, dpi: number) => (Math.round((x * dpi) / INCH) * INCH) / dpi

/**
 * CSV import columns (spec 5): header names match case-insensitively, and spaces, underscores and hyphens
 * are ignored, so 'Cost of Goods', 'costOfGoods' and 'cost_of_goods' are one column. The aliases are the
 * spec's, plus the export's own headers so an exported file imports again.
 */

import { CSV_IMPORT_KEYS, csvColumnOf, recordOf, type CsvImportKey } from '../items/fields'

/**
 * The fields an import row can fill: the item fields the import reads (items/fields.ts), and the receipt,
 * named by its number or id.
 */
export type CsvField = CsvImportKey | 'receipt'

/** Normalised header names of each field: the exported header, and the spec's short names. */
export const CSV_COLUMN_ALIASES: Record<CsvField, readonly string[]> = {
  ...recordOf(CSV_IMPORT_KEYS, (key): readonly string[] => {
    const { header, aliases } = csvColumnOf(key)
    return [normalizeHeader(header), ...aliases]
  }),
  receipt: ['receipt', 'receiptid', 'receiptnumber'],
}

/** Columns a file must have (spec 5). */
export const REQUIRED_CSV_COLUMNS: readonly CsvField[] = ['brand', 'description']

/** A header as compared: lower case, without spaces, underscores or hyphens. */
export function normalizeHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '')
}

/** Which column index holds each field (the first matching column wins). */
export function mapColumns(headers: readonly string[]): Partial<Record<CsvField, number>> {
  const columns: Partial<Record<CsvField, number>> = {}
  headers.forEach((header, index) => {
    const name = normalizeHeader(header)
    for (const [field, aliases] of Object.entries(CSV_COLUMN_ALIASES) as [CsvField, readonly string[]][]) {
      if (columns[field] === undefined && aliases.includes(name)) columns[field] = index
    }
  })
  return columns
}

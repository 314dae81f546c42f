/**
 * A report's text as rows of cells, read by Papa Parse as the item import reads its files (on the server and
 * in the browser alike), which drops a byte-order mark. Line ends are made one kind first, so a file mixing
 * CRLF and LF splits at every line; quoted cells keep their commas, line breaks and doubled quotes.
 * Empty lines stay, as rows of one empty cell, so every row keeps the number a spreadsheet shows for it.
 */

import Papa from 'papaparse'

/** Delimiters tried, in this order: reports are comma-separated; a spreadsheet may save tabs or semicolons. */
export const DELIMITERS = [',', '\t', ';'] as const

/** A delimiter of `DELIMITERS`. */
type Delimiter = (typeof DELIMITERS)[number]

/** The rows of a file, or why it is no table at all. */
export type CsvReadResult = { ok: true; rows: string[][] } | { ok: false; message: string }

/** Messages of a file that cannot be read. */
const CSV_TEXT_MESSAGES = {
  empty: 'The file is empty',
  nul: 'The file holds a NUL character, which is not text',
  unclosedQuote: (row: number) => `A quoted field is not closed (row ${row})`,
} as const

/** The rows of `text` split at `delimiter`. */
export function readCsvText(text: string, delimiter: Delimiter = ','): CsvReadResult {
  if (text.includes('\u0000')) return { ok: false, message: CSV_TEXT_MESSAGES.nul }
  const body = text.replace(/\r\n?/g, '\n')
  if (body.trim() === '') return { ok: false, message: CSV_TEXT_MESSAGES.empty }
  const parsed = Papa.parse<string[]>(body, { delimiter, newline: '\n', skipEmptyLines: false })
  // An unclosed quote swallows the rest of the file into one cell: nothing after it can be trusted.
  const unclosed = parsed.errors.find((error) => error.code === 'MissingQuotes')
  if (unclosed) return { ok: false, message: CSV_TEXT_MESSAGES.unclosedQuote((unclosed.row ?? 0) + 1) }
  return { ok: true, rows: parsed.data }
}

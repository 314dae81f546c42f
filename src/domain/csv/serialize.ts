/**
 * A small CSV writer (RFC 4180): fields with a comma, a double quote, a carriage return or a line feed are
 * wrapped in double quotes and their quotes doubled; rows end with CRLF. Reading is left to Papa Parse.
 * Also the guard of exported text against being run as a spreadsheet formula, and its reverse for the import.
 */

/** One field as CSV text. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Rows of fields as CSV text, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}

/**
 * A cell a spreadsheet would run as a formula: one starting with =, +, - or @, or with a tab or a carriage
 * return (OWASP's CSV injection list). An imported marketplace file can carry such text into an item.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** The spreadsheet's own mark for "this is text": a cell starting with it is never a formula. */
const TEXT_MARK = "'"

/**
 * Text the user typed or imported, as an exported cell: a cell a spreadsheet would run as a formula gets
 * the text mark in front. So does text that already starts with the mark before a formula character or a
 * second mark, so that `fromSpreadsheetText` gives back exactly what was written. Numbers, dates and
 * statuses the app writes itself stay as they are (a negative amount stays a number to the spreadsheet).
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) || isMarked(text) ? TEXT_MARK + text : text
}

/** A cell as read from a file: the one text mark `spreadsheetText` added taken off again. */
export function fromSpreadsheetText(cell: string): string {
  return isMarked(cell) ? cell.slice(1) : cell
}

/** Whether `text` starts with the text mark followed by a formula character or another mark. */
function isMarked(text: string): boolean {
  return text.startsWith(TEXT_MARK) && (FORMULA_START.test(text.slice(1)) || text[1] === TEXT_MARK)
}

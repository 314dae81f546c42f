/**
 * A small CSV writer (RFC 4180): fields with a comma, a double quote, a carriage return or a line feed are
 * wrapped in double quotes and their quotes doubled; rows end with CRLF. Reading is left to Papa Parse.
 */

/** One field as CSV text. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Rows of fields as CSV text, each row ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('')
}

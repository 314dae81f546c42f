import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { csvField, fromSpreadsheetText, spreadsheetText, toCsv } from './serialize'

/** A strict RFC 4180 reader, enough to check the writer (the app reads with Papa Parse). */
function readCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += ch
  }
  return rows
}

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Nike, Inc.', '"Nike, Inc."'],
    ['12" tall', '"12"" tall"'],
    ['line\nbreak', '"line\nbreak"'],
    ['cr\rhere', '"cr\rhere"'],
    ['', ''],
    ['$1,234.50', '"$1,234.50"'],
  ])('%j → %j', (value, field) => {
    expect(csvField(value)).toBe(field)
  })
})

describe('toCsv', () => {
  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['SKU', 'Brand'],
        ['A-1', 'Levi, Strauss'],
      ]),
    ).toBe('SKU,Brand\r\nA-1,"Levi, Strauss"\r\n')
  })

  it('reads back exactly what it wrote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 5 }), { minLength: 1 }),
        (rows) => {
          expect(readCsv(toCsv(rows))).toEqual(rows)
        },
      ),
    )
  })
})

describe('spreadsheetText', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1', "'+1"],
    ['-1+2', "'-1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', "'\r=1+2"],
    ['=1+2\nsecond line', "'=1+2\nsecond line"],
    // Text starting with the mark before what the import takes for an added mark keeps its own mark.
    ["'=1+2", "''=1+2"],
    ["''", "'''"],
    // Nothing a spreadsheet would run: written as it is.
    ["'90s denim jacket", "'90s denim jacket"],
    ["'", "'"],
    ['Levi = good', 'Levi = good'],
    ['A-1', 'A-1'],
    ['', ''],
  ])('%j → %j', (text, cell) => {
    expect(spreadsheetText(text)).toBe(cell)
  })

  it('is written as a quoted field where the text needs quotes', () => {
    expect(toCsv([[spreadsheetText('=HYPERLINK("http://x","y")'), spreadsheetText('+1')]])).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",'+1\r\n`,
    )
  })

  it('is read back to exactly the text, whatever the text', () => {
    const formulaLike = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.constantFrom("'", "''", '=', '+', '-', '@', '\t', '\r'), fc.string())
        .map(([start, rest]) => start + rest),
    )
    fc.assert(
      fc.property(formulaLike, (text) => {
        const cell = spreadsheetText(text)
        expect(cell).not.toMatch(/^[=+\-@\t\r]/)
        expect(fromSpreadsheetText(cell)).toBe(text)
      }),
      { numRuns: 2000 },
    )
  })

  it('leaves a leading quote of another program’s file, unless it marks formula text', () => {
    expect(fromSpreadsheetText("'90s denim jacket")).toBe("'90s denim jacket")
    expect(fromSpreadsheetText("'")).toBe("'")
    expect(fromSpreadsheetText("'=SUM(A1)")).toBe('=SUM(A1)')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { csvField, toCsv } from './serialize'

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

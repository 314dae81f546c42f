import { describe, expect, it } from 'vitest'

import { readCsvText } from './csv-text'

describe('readCsvText', () => {
  it('drops a byte-order mark and reads CRLF, LF and CR alike', () => {
    expect(readCsvText('\uFEFFa,b\r\n1,2\n3,4\r5,6')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
        ['5', '6'],
      ],
    })
  })

  it('keeps quoted commas, doubled quotes and line breaks in one cell', () => {
    const result = readCsvText('title,price\r\n"Nike ""Air"", size 10","$1,234.50"\r\n"two\r\nlines",5\r\n')
    expect(result).toEqual({
      ok: true,
      rows: [['title', 'price'], ['Nike "Air", size 10', '$1,234.50'], ['two\nlines', '5'], ['']],
    })
  })

  it('keeps empty lines, so rows keep their numbers', () => {
    const result = readCsvText('\na,b\n\n1,2\n')
    expect(result.ok && result.rows).toEqual([[''], ['a', 'b'], [''], ['1', '2'], ['']])
  })

  it('reads tabs and semicolons when told', () => {
    expect(readCsvText('a\tb\n1\t2', '\t')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
    })
    expect(readCsvText('a;b\n1;2', ';')).toEqual({
      ok: true,
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
    })
  })

  it('refuses a quote that never closes, an empty file and a NUL', () => {
    expect(readCsvText('a,b\n1,"2\n3,4\n')).toEqual({
      ok: false,
      message: 'A quoted field is not closed (row 2)',
    })
    expect(readCsvText('\uFEFF \r\n')).toEqual({ ok: false, message: 'The file is empty' })
    expect(readCsvText('a\u0000b')).toEqual({
      ok: false,
      message: 'The file holds a NUL character, which is not text',
    })
  })
})

import { describe, expect, it } from 'vitest'

import { acceptsPdf, isImageType, sniffType } from './kinds'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  )

describe('the type of a file by its first bytes', () => {
  it('knows JPEG, PNG, WebP and PDF', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe('image/jpeg')
    expect(sniffType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffType(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffType(bytes('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('knows nothing else, however it begins or is named', () => {
    for (const other of [
      bytes('GIF89a'),
      bytes('RIFF', 1, 2, 3, 4, 'WAVEfmt '),
      bytes('<svg xmlns="http://www.w3.org/2000/svg">'),
      bytes('%PDF'),
      bytes(0xff, 0xd8),
      bytes(0x89, 'PNG'),
      bytes(),
    ])
      expect(sniffType(other)).toBeNull()
  })

  it('takes a PDF only for paper receipts', () => {
    expect(isImageType('application/pdf')).toBe(false)
    expect(isImageType('image/webp')).toBe(true)
    expect(isImageType(null)).toBe(false)
    expect(acceptsPdf('receipt')).toBe(true)
    expect(acceptsPdf('expense')).toBe(true)
    expect(acceptsPdf('item_photo')).toBe(false)
    expect(acceptsPdf('odometer')).toBe(false)
  })
})

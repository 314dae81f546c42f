import { describe, expect, it } from 'vitest'

import { fitLines, fitText, printableText } from './label-text'

// One unit a character: widths only grow with length, as in any font.
const measure = (text: string) => text.length

describe('fitText', () => {
  it('keeps text that fits and cuts longer text with "..." within the width', () => {
    expect(fitText('Levi 501', 8, measure)).toBe('Levi 501')
    expect(fitText('Levi 501 jeans', 10, measure)).toBe('Levi 50...')
    expect(fitText('Levi 501 jeans', 8, measure)).toBe('Levi...')
  })
  it('gives nothing when not even one character and "..." fit', () => {
    expect(fitText('Levi', 3, measure)).toBe('')
  })
})

describe('fitLines', () => {
  it('breaks between words and cuts the last line', () => {
    expect(fitLines('Better Sweater fleece jacket navy', 15, 2, measure)).toEqual([
      'Better Sweater',
      'fleece jacke...',
    ])
    expect(fitLines('Short one', 15, 2, measure)).toEqual(['Short one'])
    expect(fitLines('Better Sweater fleece', 15, 1, measure)).toEqual(['Better Sweat...'])
  })
  it('cuts a word longer than a line where the line ends', () => {
    expect(fitLines('Supercalifragilistic word', 10, 2, measure)).toEqual(['Supercalif', 'ragilis...'])
  })
  it('gives no lines for empty text', () => {
    expect(fitLines('  ', 10, 2, measure)).toEqual([])
  })
})

describe('printableText', () => {
  it('keeps Latin-1, folds white space and marks what the PDF fonts cannot draw', () => {
    expect(printableText(' Café\n\tcrème ')).toBe('Café crème')
    expect(printableText('Jeans 👖 ✓')).toBe('Jeans ? ?')
  })
})

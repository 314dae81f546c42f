import { describe, expect, it } from 'vitest'

import { ReportTable } from './table'

const specs = {
  date: { names: ['Date'] },
  price: { names: ['Price'] },
  fee: { names: ['Fee'] },
  quantity: { names: ['Qty'] },
  id: { names: ['Id'] },
  missing: { names: ['Not There'] },
}
const header = ['Date', 'Price', 'Fee', 'Qty', 'Id']

function reader(cells: string[], rows: string[][] = [cells]) {
  const table = new ReportTable(
    header,
    rows.map((r, i) => ({ rowNumber: i + 2, cells: r })),
    { date: 0, price: 1, fee: 2, quantity: 3, id: 4 },
    specs,
  )
  return table.reader({ rowNumber: 2, cells })
}

describe('RowReader', () => {
  it.each([
    ['', 1],
    ['1', 1],
    ['3.0', 3],
    ['1,000', 1000],
    ['10000', 10_000],
  ])('reads the quantity %j as %i', (cell, quantity) => {
    const r = reader(['', '', '', cell, ''])
    expect(r.quantity('quantity')).toBe(quantity)
    expect(r.refusal).toBeNull()
  })

  it.each(['0', '-1', '1.5', 'two', '10001'])('refuses the quantity %j', (cell) => {
    const r = reader(['', '', '', cell, ''])
    r.quantity('quantity')
    expect(r.refusal?.message).toBe(`Row 2, column "Qty": "${cell}" is not a quantity`)
  })

  it('reads costs as positive whatever their sign, and refuses a negative price', () => {
    const r = reader(['', '-$5.00', '($1.25)', '', ''])
    expect(r.cost('fee')).toBe(125)
    expect(r.refusal).toBeNull()
    expect(r.price('price')).toBe(0)
    expect(r.refusal?.message).toBe('Row 2, column "Price": "-$5.00" is a negative price')
  })

  it('keeps the first refusal of a row', () => {
    const r = reader(['someday', 'abc', '', '', ''])
    r.date('date')
    r.amount('price')
    expect(r.refusal?.message).toBe('Row 2, column "Date": "someday" is not a date')
  })

  it('reads empty cells as nothing, and a missing column as empty', () => {
    const r = reader(['2024-01-02', '--', 'n/a', '', '  X-1  '])
    expect([r.text('id'), r.text('price'), r.text('missing')]).toEqual(['X-1', null, null])
    expect([r.optionalAmount('price'), r.amount('fee'), r.amount('missing')]).toEqual([null, 0, 0])
    expect(r.required('id', 'is not an id')).toBe('X-1')
    expect(r.refusal).toBeNull()
    expect(r.required('missing', 'is not there')).toBe('')
    expect(r.refusal?.message).toBe('Row 2, column "Not There": "" is not there')
  })

  it('reads a date day first when the column shows it', () => {
    const rows = [['13/01/2024'], ['02/03/2024']].map((cells) => [...cells, '', '', '', ''])
    expect(reader(rows[1] ?? [], rows).date('date')).toBe('2024-03-02')
    expect(reader(rows[1] ?? []).date('date')).toBe('2024-02-03')
  })
})

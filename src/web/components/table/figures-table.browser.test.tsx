import { describe, expect, it } from 'vitest'

import { renderUi } from '../../../../tests/helpers/render-ui'

import { FiguresTable, type FiguresColumn } from './figures-table'

interface Row {
  name: string
  count: number
  isKept: boolean
}

const COLUMNS: readonly FiguresColumn<Row>[] = [
  { header: 'Count', cellClassName: 'tabular-nums', cell: (row) => String(row.count) },
  {
    header: 'Kept',
    align: 'start',
    cellClassName: (row) => (row.isKept ? 'text-emerald-700' : 'text-red-600'),
    cell: (row) => (row.isKept ? 'Yes' : 'No'),
  },
]

const ROWS: Row[] = [
  { name: 'eBay', count: 3, isKept: true },
  { name: 'Poshmark', count: 12, isKept: false },
]

async function renderTable() {
  return renderUi(
    <FiguresTable
      caption="Sales by Marketplace"
      label="Marketplaces"
      rows={ROWS}
      rowKey={(row) => row.name}
      rowHeader={{ header: 'Marketplace', cell: (row) => row.name }}
      columns={COLUMNS}
    />,
  )
}

describe('FiguresTable', () => {
  it('names each row by its first cell and reads the figures under their headers', async () => {
    const { screen } = await renderTable()
    const table = screen.getByRole('table', { name: 'Sales by Marketplace' })
    const headers = table
      .getByRole('columnheader')
      .elements()
      .map((header) => header.textContent)
    expect(headers).toEqual(['Marketplace', 'Count', 'Kept'])
    const poshmark = table.getByRole('row', { name: /Poshmark/ })
    await expect.element(poshmark.getByRole('rowheader')).toHaveTextContent('Poshmark')
    const cells = poshmark
      .getByRole('cell')
      .elements()
      .map((cell) => cell.textContent)
    expect(cells).toEqual(['12', 'No'])
  })

  it('right-aligns the figures, keeps a start column at the start and tones cells by row', async () => {
    const { screen } = await renderTable()
    const count = screen.getByRole('cell', { name: '12' }).element()
    expect(getComputedStyle(count).textAlign).toBe('right')
    expect(count.className).toContain('tabular-nums')
    const kept = screen.getByRole('cell', { name: 'No' }).element()
    expect(getComputedStyle(kept).textAlign).not.toBe('right')
    expect(kept.className).toContain('text-red-600')
    expect(screen.getByRole('cell', { name: 'Yes' }).element().className).toContain('text-emerald-700')
  })

  it('scrolls sideways in a region of its own, reachable by keyboard', async () => {
    const { screen } = await renderTable()
    const region = screen.getByRole('region', { name: 'Marketplaces' })
    await expect.element(region).toHaveAttribute('tabindex', '0')
    expect(getComputedStyle(region.element()).overflowX).toBe('auto')
  })
})

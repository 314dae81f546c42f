import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../../tests/helpers/render-ui'
import type { ListPaging } from '../../hooks/use-infinite-rows'

import type { Column } from './column'
import { DataTable } from './data-table'
import type { SortState } from './sort'

interface Row {
  id: string
  sku: string
  brand: string
}

type SortKey = 'sku' | 'brand'

const COLUMNS: Column<Row, SortKey>[] = [
  { id: 'sku', header: 'SKU', cell: (row) => row.sku, sortKey: 'sku' },
  { id: 'brand', header: 'Brand', cell: (row) => row.brand, sortKey: 'brand' },
  { id: 'notes', header: 'Notes', cell: () => '—' },
]

function makeRows(count: number): Row[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index),
    sku: `SKU-${String(index).padStart(5, '0')}`,
    brand: `Brand ${index}`,
  }))
}

function SortedTable({ onSortChange }: { onSortChange: (sort: SortState<SortKey>) => void }) {
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'sku', direction: 'asc' })
  return (
    <DataTable
      caption="Items"
      columns={COLUMNS}
      rows={makeRows(5)}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next)
        setSort(next)
      }}
    />
  )
}

function idlePaging(fetchNextPage: () => unknown, hasNextPage = true): ListPaging {
  return { hasNextPage, isFetchingNextPage: false, fetchNextPage }
}

describe('DataTable', () => {
  it('asks for the next sort when a header is clicked: the active column toggles, a new one starts ascending', async () => {
    const onSortChange = vi.fn()
    const { screen } = await renderUi(<SortedTable onSortChange={onSortChange} />)
    const skuHeader = screen.getByRole('columnheader', { name: 'SKU' })
    const brandHeader = screen.getByRole('columnheader', { name: 'Brand' })
    await expect.element(skuHeader).toHaveAttribute('aria-sort', 'ascending')

    await userEvent.click(skuHeader.getByRole('button'))
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'sku', direction: 'desc' })
    await expect.element(skuHeader).toHaveAttribute('aria-sort', 'descending')

    await userEvent.click(skuHeader.getByRole('button'))
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'sku', direction: 'asc' })

    await userEvent.click(brandHeader.getByRole('button'))
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'brand', direction: 'asc' })
    await expect.element(brandHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect.element(skuHeader).not.toHaveAttribute('aria-sort')
    // A column without a sort key is plain text.
    await expect
      .element(screen.getByRole('columnheader', { name: 'Notes' }).getByRole('button'))
      .not.toBeInTheDocument()
    // The rows stay in the order given: the server sorts.
    await expect.element(screen.getByRole('row').nth(1)).toHaveTextContent('SKU-00000')
  })

  it('keeps only the rows near the viewport in the DOM, with the full count for screen readers', async () => {
    const { screen } = await renderUi(
      <DataTable caption="Items" columns={COLUMNS} rows={makeRows(60_000)} rowKey={(row) => row.id} />,
    )
    const table = screen.getByRole('table', { name: 'Items' })
    await expect.element(table).toHaveAttribute('aria-rowcount', '60001')
    await expect.element(screen.getByText('SKU-00000')).toBeVisible()
    const rendered = table.element().querySelectorAll('tbody tr[data-index]').length
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(60)
    expect(document.documentElement.scrollHeight).toBeGreaterThan(60_000 * 40)

    window.scrollTo(0, 30_000 * 56)
    await expect.element(screen.getByText(/^SKU-(29|30)\d{3}$/).first()).toBeInTheDocument()
    expect(table.element().querySelectorAll('tbody tr[data-index]').length).toBeLessThan(60)
    window.scrollTo(0, 0)
  })

  it('fetches the next page when scrolled near the end, not before', async () => {
    const fetchNextPage = vi.fn()
    const { screen } = await renderUi(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={makeRows(200)}
        rowKey={(row) => row.id}
        paging={idlePaging(fetchNextPage)}
      />,
    )
    await expect.element(screen.getByText('SKU-00000')).toBeVisible()
    window.scrollTo(0, 2000)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(fetchNextPage).not.toHaveBeenCalled()

    window.scrollTo(0, document.documentElement.scrollHeight)
    await expect.poll(() => fetchNextPage.mock.calls.length).toBe(1)
    window.scrollTo(0, 0)
  })

  it('does not fetch at the end when there is no next page', async () => {
    const fetchNextPage = vi.fn()
    const { screen } = await renderUi(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={makeRows(3)}
        rowKey={(row) => row.id}
        paging={idlePaging(fetchNextPage, false)}
      />,
    )
    await expect.element(screen.getByText('SKU-00002')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(fetchNextPage).not.toHaveBeenCalled()
  })

  it('shows the loading text while loading and the empty slot when there are no rows', async () => {
    const { screen } = await renderUi(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        isLoading
        loadingLabel="Loading brands..."
      />,
    )
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading brands...')

    const empty = await renderUi(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        empty={<p>No brands yet</p>}
      />,
    )
    await expect.element(empty.screen.getByText('No brands yet')).toBeVisible()
    await expect.element(empty.screen.getByRole('table')).not.toBeInTheDocument()
  })

  it('offers row actions and selection checkboxes named per row', async () => {
    const onChange = vi.fn()
    const { screen } = await renderUi(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={makeRows(3)}
        rowKey={(row) => row.id}
        rowActions={(row) => <button type="button">Edit {row.sku}</button>}
        selection={{ selectedKeys: new Set(['1']), onChange, rowLabel: (row) => `Select ${row.sku}` }}
      />,
    )
    await expect.element(screen.getByRole('columnheader', { name: 'Actions' })).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Edit SKU-00002' })).toBeVisible()
    await expect.element(screen.getByRole('checkbox', { name: 'Select SKU-00001' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SKU-00000' }))
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '0']))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }))
    expect(onChange).toHaveBeenLastCalledWith(new Set(['0', '1', '2']))
  })

  it('shows a full-width row as one cell across every column, such as a day header between rows', async () => {
    const { screen } = await renderUi(
      <DataTable
        caption="Items"
        columns={COLUMNS}
        rows={makeRows(3)}
        rowKey={(row) => row.id}
        rowActions={() => <button type="button">Edit</button>}
        fullWidthRow={(row) => (row.id === '1' ? <h2>Monday</h2> : null)}
      />,
    )
    const header = screen.getByRole('row').nth(2)
    await expect.element(header).toHaveTextContent('Monday')
    expect(header.element().querySelectorAll('td')).toHaveLength(1)
    expect(header.element().querySelector('td')?.colSpan).toBe(4)
    await expect.element(screen.getByRole('row').nth(1)).toHaveTextContent('SKU-00000')
    await expect.element(screen.getByRole('row').nth(3)).toHaveTextContent('SKU-00002')
  })
})

import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'
import type { ListPaging } from '../hooks/use-infinite-rows'

import { DayGroups, type DaySums } from './day-groups'

interface Sale {
  id: string
  date: string
  title: string
}

const rows: Sale[] = [
  { id: 'a', date: '2026-11-22', title: 'Lamp' },
  { id: 'b', date: '2026-11-20', title: 'Boots' },
  { id: 'c', date: '2026-11-22', title: 'Scarf' },
  { id: 'd', date: '2026-11-21', title: 'Mug' },
]

const noPaging: ListPaging = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined }

function Sales({
  sales = rows,
  days = [],
  paging = noPaging,
}: {
  sales?: Sale[]
  days?: DaySums[]
  paging?: ListPaging
}) {
  return (
    <DayGroups
      list={{ rows: sales, query: { data: { pages: [{ days }] } }, paging }}
      dateOf={(sale) => sale.date}
      rowKey={(sale) => sale.id}
      renderRow={(sale) => <article>{sale.title}</article>}
      noun={{ one: 'sale', other: 'sales' }}
      loadMoreLabel="Load More Sales"
      empty={<p>No sales yet</p>}
    />
  )
}

describe('DayGroups', () => {
  it("groups the rows by day, newest first, each under its date with the server's count and total", async () => {
    const { screen } = await renderUi(
      <Sales
        days={[
          { date: '2026-11-22', count: 5, total: 123456 },
          { date: '2026-11-21', count: 1, total: 700 },
        ]}
      />,
    )
    const headings = screen.getByRole('heading', { level: 2 })
    await expect.element(headings.first()).toHaveTextContent('Sunday, November 22, 2026')
    expect(headings.elements().map((heading) => heading.textContent)).toEqual([
      'Sunday, November 22, 2026',
      'Saturday, November 21, 2026',
      'Friday, November 20, 2026',
    ])
    const newest = screen.getByRole('region', { name: 'Sunday, November 22, 2026' })
    await expect.element(newest).toHaveTextContent('5 sales · $1,234.56')
    expect(
      newest
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Lamp', 'Scarf'])
    await expect
      .element(screen.getByRole('region', { name: 'Saturday, November 21, 2026' }))
      .toHaveTextContent('1 sale · $7.00')
    // A day whose sums have not come yet counts its loaded rows.
    await expect
      .element(screen.getByRole('region', { name: 'Friday, November 20, 2026' }))
      .toHaveTextContent('1 sale · $0.00')
  })

  it('loads the next page with its button', async () => {
    const fetchNextPage = vi.fn()
    const { screen } = await renderUi(
      <Sales paging={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Load More Sales' }))
    expect(fetchNextPage).toHaveBeenCalledOnce()
  })

  it('shows the loading line instead of the button while the next page comes', async () => {
    const { screen } = await renderUi(
      <Sales paging={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage: () => undefined }} />,
    )
    await expect.element(screen.getByText('Loading more...')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Load More Sales' })).not.toBeInTheDocument()
  })

  it('shows the empty state when there are no rows', async () => {
    const { screen } = await renderUi(<Sales sales={[]} />)
    await expect.element(screen.getByText('No sales yet')).toBeVisible()
    await expect.element(screen.getByRole('heading')).not.toBeInTheDocument()
  })
})

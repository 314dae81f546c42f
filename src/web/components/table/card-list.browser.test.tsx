import { describe, expect, it, vi } from 'vitest'

import { renderUi } from '../../../../tests/helpers/render-ui'

import { CardList } from './card-list'

const rows = Array.from({ length: 500 }, (_, index) => ({ id: String(index), title: `Item ${index}` }))

describe('CardList', () => {
  it('renders a window of cards and fetches the next page at the end', async () => {
    const fetchNextPage = vi.fn()
    const { screen } = await renderUi(
      <CardList
        label="Unlisted items"
        rows={rows}
        rowKey={(row) => row.id}
        rowCount={2000}
        renderCard={(row) => <article className="h-32 rounded-2xl border p-4">{row.title}</article>}
        paging={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }}
      />,
    )
    const list = screen.getByRole('list', { name: 'Unlisted items' })
    await expect.element(screen.getByText('Item 0', { exact: true })).toBeVisible()
    await expect.element(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '2000')
    expect(list.element().querySelectorAll('li').length).toBeLessThan(40)
    expect(fetchNextPage).not.toHaveBeenCalled()

    window.scrollTo(0, document.documentElement.scrollHeight)
    await expect.poll(() => fetchNextPage.mock.calls.length).toBe(1)
    await expect.element(screen.getByText('Item 499', { exact: true })).toBeInTheDocument()
    window.scrollTo(0, 0)
  })
})

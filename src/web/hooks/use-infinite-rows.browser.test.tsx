import { useInfiniteQuery } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { LIST_PAGING, type ListPage } from '../api/lists'

import { useInfiniteRows } from './use-infinite-rows'

interface SoldPage extends ListPage<{ id: string }> {
  days: { date: string; count: number }[] | null
}

// Three pages of two rows; counts and the extra `days` key come with the first page only.
function fetchPage(cursor: string | null): Promise<SoldPage> {
  const page = Number(cursor ?? 0)
  return Promise.resolve({
    rows: [{ id: `r${page * 2}` }, { id: `r${page * 2 + 1}` }],
    nextCursor: page < 2 ? String(page + 1) : null,
    counts: page === 0 ? { matching: 6, total: 9 } : null,
    days: page === 0 ? [{ date: '2024-05-01', count: 6 }] : null,
  })
}

function SoldList() {
  const list = useInfiniteRows(
    useInfiniteQuery({
      queryKey: ['sold'],
      queryFn: ({ pageParam }) => fetchPage(pageParam),
      ...LIST_PAGING,
    }),
  )
  return (
    <>
      <p>
        {list.rows.map((row) => row.id).join(',')} | {list.counts?.matching} of {list.counts?.total} |{' '}
        {list.firstPage?.days?.[0]?.count} on the day | {list.paging.hasNextPage ? 'more' : 'end'}
      </p>
      <button type="button" onClick={() => void list.paging.fetchNextPage()}>
        Next
      </button>
    </>
  )
}

describe('useInfiniteRows', () => {
  it('flattens the pages into rows, keeps the first page’s counts and extras, and follows the cursor', async () => {
    const { screen } = await renderUi(<SoldList />)
    await expect.element(screen.getByText('r0,r1 | 6 of 9 | 6 on the day | more')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await expect.element(screen.getByText('r0,r1,r2,r3 | 6 of 9 | 6 on the day | more')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await expect.element(screen.getByText('r0,r1,r2,r3,r4,r5 | 6 of 9 | 6 on the day | end')).toBeVisible()
  })
})

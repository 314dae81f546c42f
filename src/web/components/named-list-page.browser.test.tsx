import { Tag } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { NamedListPage, type NamedList, type NamedListTexts, type NamedRow } from './named-list-page'
import type { DeleteMutation } from './row-actions'
import type { Column } from './table/column'

const TEXTS: NamedListTexts = {
  title: 'Colors',
  description: 'The colors you buy and sell',
  addLabel: 'Add Color',
  search: { label: 'Search colors', placeholder: 'Search colors...' },
  countNoun: 'colors',
  loadingLabel: 'Loading colors...',
  errorMessage: 'Failed to load colors',
  caption: 'Colors',
  icon: Tag,
  notFound: { title: 'No colors found', hint: 'Try another name or clear the search.' },
  none: { title: 'No colors yet', hint: 'Add the colors you buy and sell; items pick from this list.' },
}

const COLUMNS: readonly Column<NamedRow>[] = [{ id: 'name', header: 'Color Name', cell: (row) => row.name }]

const BRANDS: NamedRow[] = [
  { id: 'b-1', name: 'Red', itemCount: 2 },
  { id: 'b-2', name: 'Blue', itemCount: 0 },
]

/** A list answering every search from `rows`, by name, and recording the searches asked. */
function fakeList(rows: NamedRow[]) {
  const searches: string[] = []
  const useList = (q: string): NamedList<NamedRow> => {
    searches.push(q)
    const matching = rows.filter((row) => row.name.toLowerCase().includes(q.toLowerCase()))
    return {
      rows: matching,
      counts: { matching: matching.length, total: rows.length },
      paging: { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: () => undefined },
      query: {
        data: { pages: [] },
        error: null,
        isPending: false,
        isError: false,
        isFetching: false,
        refetch: () => undefined,
      },
    }
  }
  return { useList, searches }
}

async function renderPage(rows: NamedRow[], url = '/') {
  const { useList, searches } = fakeList(rows)
  const deleted: string[] = []
  const mutation: DeleteMutation = { isPending: false, mutate: (id) => void deleted.push(id) }
  const rendered = await renderUi(
    <NamedListPage
      texts={TEXTS}
      columns={COLUMNS}
      useList={useList}
      deletion={{
        mutation,
        question: (row) => `Delete the color "${row.name}"?`,
        failureMessage: 'Failed to delete color',
      }}
      renderForm={(row, onClose) => (
        <div role="dialog" aria-label={row ? `Edit ${row.name}` : 'New color'}>
          <button onClick={onClose}>Close</button>
        </div>
      )}
    />,
    { url },
  )
  return { ...rendered, searches, deleted }
}

describe('NamedListPage', () => {
  it('shows the header, the counter and the table of the named things', async () => {
    const { screen } = await renderPage(BRANDS)
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Colors' })).toBeVisible()
    await expect.element(screen.getByText('2 of 2 colors')).toHaveAttribute('aria-live', 'polite')
    const table = screen.getByRole('table', { name: 'Colors' })
    await expect.element(table.getByRole('cell', { name: 'Red', exact: true })).toBeVisible()
    await expect.element(table.getByRole('cell', { name: 'Blue', exact: true })).toBeVisible()
  })

  it('keeps the search in the URL and asks the list for it', async () => {
    const { screen, router, searches } = await renderPage(BRANDS)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search colors' }), 're')
    await expect.element(screen.getByText('1 of 2 colors')).toBeVisible()
    await expect.poll(() => router.state.location.search).toBe('?q=re')
    expect(searches.at(-1)).toBe('re')
    await expect.element(screen.getByRole('cell', { name: 'Blue', exact: true })).not.toBeInTheDocument()
  })

  it('says nothing was found while searching', async () => {
    const { screen } = await renderPage(BRANDS, '/?q=zzz')
    await expect.element(screen.getByText('No colors found')).toBeVisible()
  })

  it('offers the add button before the first record', async () => {
    const { screen } = await renderPage([])
    await expect.element(screen.getByText('No colors yet')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Add Color' }).last())
    await expect.element(screen.getByRole('dialog', { name: 'New color' })).toBeVisible()
  })

  it('edits a row in the form and deletes one after its question', async () => {
    const { screen, deleted } = await renderPage(BRANDS)
    await userEvent.click(screen.getByRole('button', { name: 'Edit Red' }))
    const form = screen.getByRole('dialog', { name: 'Edit Red' })
    await userEvent.click(form.getByRole('button', { name: 'Close' }))
    await expect.element(form).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Delete Blue' }))
    const question = screen.getByRole('alertdialog', { name: 'Delete the color "Blue"?' })
    await userEvent.click(question.getByRole('button', { name: 'Delete' }))
    await expect.poll(() => deleted).toEqual(['b-2'])
  })
})

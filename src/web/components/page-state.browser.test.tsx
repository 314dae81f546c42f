import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { PageState, type PageQuery } from './page-state'

function query(overrides: Partial<PageQuery<string[]>>): PageQuery<string[]> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: () => undefined,
    ...overrides,
  }
}

function Brands({ state }: { state: PageQuery<string[]> }) {
  return (
    <PageState query={state} loadingLabel="Loading brands..." errorMessage="Failed to load brands">
      {(brands) => (
        <ul aria-label="Brands">
          {brands.map((brand) => (
            <li key={brand}>{brand}</li>
          ))}
        </ul>
      )}
    </PageState>
  )
}

describe('PageState', () => {
  it("shows the page's loading text while the query is pending", async () => {
    const { screen } = await renderUi(<Brands state={query({ isPending: true, isFetching: true })} />)
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading brands...')
  })

  it("shows the spec's failure text in the yellow banner, and Retry refetches", async () => {
    const refetch = vi.fn()
    const { screen } = await renderUi(
      <Brands state={query({ isError: true, error: new TypeError('Failed to fetch'), refetch })} />,
    )
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/^Failed to load brands/)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('shows the content once the data is there', async () => {
    const { screen } = await renderUi(<Brands state={query({ data: ['Levi', 'Zara'] })} />)
    await expect.element(screen.getByRole('list', { name: 'Brands' }).getByRole('listitem')).toHaveLength(2)
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument()
  })
})

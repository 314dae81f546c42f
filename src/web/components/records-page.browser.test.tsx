import { describe, expect, it } from 'vitest'

import { renderUi } from '../../../tests/helpers/render-ui'

import type { PageQuery } from './page-state'
import { RecordsPage } from './records-page'

function loaded<Data>(data: Data): PageQuery<Data> {
  return { data, error: null, isPending: false, isError: false, isFetching: false, refetch: () => undefined }
}

function failed<Data>(): PageQuery<Data> {
  return {
    data: undefined,
    error: new Error('offline'),
    isPending: false,
    isError: true,
    isFetching: false,
    refetch: () => undefined,
  }
}

const pending: PageQuery<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isFetching: true,
  refetch: () => undefined,
}

async function renderPage(stats: PageQuery<{ total: number }>, list: PageQuery<unknown>) {
  return renderUi(
    <RecordsPage
      header={{
        title: 'Vendors',
        description: 'The suppliers you pay',
        add: { label: 'Add Vendor', onClick: () => {} },
      }}
      loadingLabel="Loading vendors..."
      errorMessage="Failed to load vendors"
      stats={stats}
      renderStats={(figures) => <p>Total Vendors {figures.total}</p>}
      filters={<input aria-label="Search vendors" />}
      list={list}
      renderList={() => <ul aria-label="Vendor list" />}
      dialogs={<div role="dialog" aria-label="Add Vendor" />}
    />,
  )
}

describe('RecordsPage', () => {
  it('shows the header, the figures, the filters, the list and the dialogs in that order', async () => {
    const { screen } = await renderPage(loaded({ total: 3 }), loaded({}))
    const parts = [
      screen.getByRole('heading', { level: 1, name: 'Vendors' }),
      screen.getByText('Total Vendors 3'),
      screen.getByRole('textbox', { name: 'Search vendors' }),
      screen.getByRole('list', { name: 'Vendor list' }),
      screen.getByRole('dialog', { name: 'Add Vendor' }),
    ]
    for (const part of parts) await expect.element(part).toBeInTheDocument()
    const tops = parts.map((part) => part.element().getBoundingClientRect().top)
    expect(tops).toEqual([...tops].sort((a, b) => a - b))
  })

  it('keeps the list when the figures fail, and waits for each with the page loading text', async () => {
    const failing = await renderPage(failed(), loaded({}))
    await expect.element(failing.screen.getByText('Failed to load vendors')).toBeVisible()
    await expect.element(failing.screen.getByRole('list', { name: 'Vendor list' })).toBeInTheDocument()
  })

  it('waits for the list with the loading text while the figures are there', async () => {
    const { screen } = await renderPage(loaded({ total: 1 }), pending)
    await expect.element(screen.getByText('Total Vendors 1')).toBeVisible()
    await expect.element(screen.getByText('Loading vendors...')).toBeVisible()
  })
})

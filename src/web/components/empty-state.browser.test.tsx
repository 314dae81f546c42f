import { Receipt } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { EmptyState, ListEmptyState } from './empty-state'

describe('EmptyState', () => {
  it('offers the add action as a primary button named by its label', async () => {
    const onClick = vi.fn()
    const { screen } = await renderUi(
      <EmptyState
        icon={Receipt}
        title="No expenses yet"
        hint="Record supplies, fees and services you pay for the business."
        add={{ label: 'Add Expense', onClick }}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'No expenses yet' })).toBeVisible()
    const add = screen.getByRole('button', { name: 'Add Expense' })
    await expect.element(add).toHaveTextContent('Add Expense')
    expect(add.element().querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    await userEvent.click(add)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('shows no button without an action', async () => {
    const { screen } = await renderUi(<EmptyState title="No expenses found" hint="Try another search." />)
    await expect.element(screen.getByText('Try another search.')).toBeVisible()
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument()
  })
})

describe('ListEmptyState', () => {
  const texts = {
    notFound: { title: 'No receipts found', hint: 'Try another search or month.' },
    none: { title: 'No receipts yet', hint: 'Record a haul from the paper receipt.' },
  }

  it('says nothing was found while filtered, without the add button', async () => {
    const { screen } = await renderUi(
      <ListEmptyState
        isFiltered
        icon={Receipt}
        {...texts}
        add={{ label: 'Add Receipt', onClick: vi.fn() }}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'No receipts found' })).toBeVisible()
    await expect.element(screen.getByText('Try another search or month.')).toBeVisible()
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument()
  })

  it('offers the add button before the first record', async () => {
    const onClick = vi.fn()
    const { screen } = await renderUi(
      <ListEmptyState isFiltered={false} icon={Receipt} {...texts} add={{ label: 'Add Receipt', onClick }} />,
    )
    await expect.element(screen.getByRole('heading', { name: 'No receipts yet' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Add Receipt' }))
    expect(onClick).toHaveBeenCalledOnce()
  })
})

import { Receipt } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { EmptyState } from './empty-state'

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

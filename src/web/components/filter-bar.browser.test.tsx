import { describe, expect, it } from 'vitest'

import { renderUi } from '../../../tests/helpers/render-ui'

import { FilterBar } from './filter-bar'

describe('FilterBar', () => {
  it("holds the fields and counts 'N of M' of the list, read out as it changes", async () => {
    const { screen } = await renderUi(
      <FilterBar counts={{ matching: 1234, total: 5678 }} noun="receipts">
        <input aria-label="Search receipts" />
      </FilterBar>,
    )
    const bar = screen.getByRole('region', { name: 'Filters' })
    await expect.element(bar.getByRole('textbox', { name: 'Search receipts' })).toBeVisible()
    const count = bar.getByText('1,234 of 5,678 receipts')
    await expect.element(count).toBeVisible()
    await expect.element(count).toHaveAttribute('aria-live', 'polite')
  })

  it('keeps the count line blank, at its height, until the counts come', async () => {
    const { screen } = await renderUi(
      <FilterBar counts={null} noun="vendors">
        <input aria-label="Search vendors" />
      </FilterBar>,
    )
    const live = screen.getByRole('region', { name: 'Filters' }).element().querySelector('[aria-live]')
    expect(live?.textContent).toBe('\u00a0')
    expect(live?.getBoundingClientRect().height).toBeGreaterThan(0)
  })

  it('puts the action beside the count', async () => {
    const { screen } = await renderUi(
      <FilterBar counts={{ matching: 2, total: 3 }} noun="expenses" action={<button>Clear Filters</button>}>
        <input aria-label="Search expenses" />
      </FilterBar>,
    )
    const count = screen.getByText('2 of 3 expenses').element().getBoundingClientRect()
    const clear = screen.getByRole('button', { name: 'Clear Filters' }).element().getBoundingClientRect()
    expect(Math.abs(count.top + count.height / 2 - (clear.top + clear.height / 2))).toBeLessThan(2)
    expect(clear.left).toBeGreaterThan(count.right)
  })
})

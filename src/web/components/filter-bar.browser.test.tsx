import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { FilterBar, SearchMonthFields } from './filter-bar'

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

function Fields({ withCategory = false }: { withCategory?: boolean }) {
  const [text, setText] = useState('')
  const [month, setMonth] = useState('')
  return (
    <>
      <SearchMonthFields
        search={{ label: 'Search receipts', placeholder: 'Receipt number', value: text, onChange: setText }}
        month={{ value: month, onChange: setMonth }}
      >
        {withCategory ? <input aria-label="Category" /> : null}
      </SearchMonthFields>
      <output>{`${text}|${month}`}</output>
    </>
  )
}

describe('SearchMonthFields', () => {
  it('shows the search with its label and the month, and reports what is typed and picked', async () => {
    const { screen } = await renderUi(<Fields />)
    await expect.element(screen.getByText('Search receipts', { exact: true })).toBeVisible()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search receipts' }), 'R-1')
    await expect.element(screen.getByRole('status')).toHaveTextContent('R-1|')
    await expect.element(screen.getByLabelText('Month').first()).toBeVisible()
  })

  it('puts another filter between the search and the month, on one row of a wide screen', async () => {
    const { screen } = await renderUi(<Fields withCategory />)
    const search = screen
      .getByRole('searchbox', { name: 'Search receipts' })
      .element()
      .getBoundingClientRect()
    const category = screen.getByRole('textbox', { name: 'Category' }).element().getBoundingClientRect()
    expect(category.left).toBeGreaterThan(search.right)
    expect(Math.abs(category.bottom - search.bottom)).toBeLessThan(2)
  })
})

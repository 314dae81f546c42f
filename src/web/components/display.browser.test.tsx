import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { MoneyText } from './money-text'
import { MonthFilter } from './month-filter'
import { Tabs } from './ui/tabs'

describe('MoneyText', () => {
  it('formats cents one way, in tabular figures, red only for a loss when asked', async () => {
    const { screen } = await renderUi(
      <p>
        <MoneyText cents={123_456} /> <MoneyText cents={-300} negativeRed /> <MoneyText cents={-5} />
      </p>,
    )
    await expect.element(screen.getByText('$1,234.56')).toHaveClass(/tabular-nums/)
    await expect.element(screen.getByText('-$3.00')).toHaveClass(/text-red-600/)
    await expect.element(screen.getByText('-$0.05')).not.toHaveClass(/text-red/)
  })
})

function Month() {
  const [month, setMonth] = useState('2024-05')
  return (
    <>
      <MonthFilter label="Month" value={month} onChange={setMonth} />
      <output aria-label="Chosen month">{month || 'all'}</output>
    </>
  )
}

describe('MonthFilter', () => {
  it('holds YYYY-MM under its label and clears to every month', async () => {
    const { screen } = await renderUi(<Month />)
    await expect.element(screen.getByLabelText('Month', { exact: true })).toHaveValue('2024-05')
    await userEvent.click(screen.getByRole('button', { name: 'Clear month' }))
    await expect.element(screen.getByRole('status', { name: 'Chosen month' })).toHaveTextContent('all')
    await expect.element(screen.getByRole('button', { name: 'Clear month' })).not.toBeInTheDocument()
  })
})

const MONTHS = [
  { key: '01', label: 'Jan', note: '3 items' },
  { key: '02', label: 'Feb', note: 'No sales' },
  { key: '03', label: 'Mar', note: '1 item' },
] as const

function MonthTabs() {
  const [month, setMonth] = useState<(typeof MONTHS)[number]['key']>('02')
  return (
    <Tabs label="Months" tabs={MONTHS} selected={month} onSelect={setMonth}>
      <p>Sales of {month}</p>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the chosen tab’s content and moves with the arrow keys', async () => {
    const { screen } = await renderUi(<MonthTabs />)
    const february = screen.getByRole('tab', { name: 'Feb No sales' })
    await expect.element(february).toHaveAttribute('aria-selected', 'true')
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Sales of 02')
    await userEvent.click(february)
    await userEvent.keyboard('{ArrowRight}')
    await expect
      .element(screen.getByRole('tab', { name: 'Mar 1 item' }))
      .toHaveAttribute('aria-selected', 'true')
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Sales of 03')
  })
})

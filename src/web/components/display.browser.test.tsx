import { useState } from 'react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { page, userEvent } from 'vitest/browser'

import { renderUi } from '../../../tests/helpers/render-ui'

import { MoneyText } from './money-text'
import { MonthFilter } from './month-filter'
import { PeriodTotalCards, StatCard, StatGrid } from './stat-card'
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

const YEAR = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((name, index) => ({
  key: String(index + 1),
  label: name,
  note: index === 11 ? '2,000 items' : 'No sales',
}))

describe('Tabs of a whole year', () => {
  it('shows all twelve whole on a phone and on a desktop, in even rows, without scrolling sideways', async () => {
    onTestFinished(() => page.viewport(1024, 768))
    for (const [width, perRow] of [
      [390, 3],
      [1280, 6],
    ] as const) {
      await page.viewport(width, 800)
      const { screen } = await renderUi(
        <Tabs label="Months" tabs={YEAR} selected="12" onSelect={() => undefined}>
          <p>December</p>
        </Tabs>,
      )
      const list = screen.getByRole('tablist', { name: 'Months' }).element()
      expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
      const bounds = list.getBoundingClientRect()
      const tabs = screen.getByRole('tab').elements()
      expect(tabs).toHaveLength(12)
      for (const tab of tabs) {
        const box = tab.getBoundingClientRect()
        expect(box.left, tab.textContent ?? '').toBeGreaterThanOrEqual(bounds.left)
        expect(box.right, tab.textContent ?? '').toBeLessThanOrEqual(bounds.right)
        expect(tab.scrollWidth, tab.textContent ?? '').toBeLessThanOrEqual(tab.clientWidth)
      }
      const rows = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))
      expect(rows.size, `rows at ${width} px`).toBe(12 / perRow)
      await screen.unmount()
    }
  })
})

/** The value of a stat card: the description after its term. */
const figureOf = (label: string) => {
  const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === label)
  const value = term?.nextElementSibling
  if (!(value instanceof HTMLElement)) throw new Error(`No stat card '${label}'`)
  return value
}
const fontSize = (element: HTMLElement) => Number.parseFloat(getComputedStyle(element).fontSize)
const linesOf = (range: Range) =>
  new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
const lineCount = (element: HTMLElement) => {
  const range = document.createRange()
  range.selectNodeContents(element)
  return linesOf(range)
}

function Figures({ width, net, distance }: { width: number; net: number; distance: string }) {
  return (
    <div style={{ width }}>
      <StatGrid>
        <StatCard label="Items Sold" value="2,000" />
        <StatCard label="Net Profit" value={<MoneyText cents={net} />} tone="positive" />
        <StatCard label="Yearly Distance" value={distance} />
        <StatCard label="Margin" value="50.0%" />
      </StatGrid>
    </div>
  )
}

const CARDS = ['Items Sold', 'Net Profit', 'Yearly Distance', 'Margin']

describe('StatGrid', () => {
  it('keeps small figures large, and steps every figure down together for a long one', async () => {
    const { screen } = await renderUi(<Figures width={1000} net={123_456} distance="569.4 miles" />)
    await expect.element(screen.getByText('$1,234.56')).toBeVisible()
    expect(CARDS.map((label) => fontSize(figureOf(label)))).toEqual([24, 24, 24, 24])

    await screen.rerender(<Figures width={1000} net={999_999_999_999} distance="569.4 miles" />)
    await expect.element(screen.getByText('$9,999,999,999.99')).toBeVisible()
    await expect.poll(() => fontSize(figureOf('Items Sold'))).toBeLessThan(24)
    expect(new Set(CARDS.map((label) => fontSize(figureOf(label)))).size).toBe(1)
    for (const label of CARDS) expect(lineCount(figureOf(label)), label).toBe(1)
  })

  it('gives figures too wide for their cards fewer columns, never breaking or cutting one', async () => {
    // A phone's two columns: even the smallest type leaves these figures wider than half the screen.
    await page.viewport(390, 844)
    onTestFinished(() => page.viewport(1024, 768))
    await renderUi(<Figures width={358} net={-3_999_999_996_000} distance="10,099,999,989.9 miles" />)
    const grid = figureOf('Items Sold').closest('dl')
    if (!grid) throw new Error('No grid')
    await expect.poll(() => getComputedStyle(grid).gridTemplateColumns.split(' ').length).toBe(1)
    const whole = { 'Net Profit': '-$39,999,999,960.00', 'Yearly Distance': '10,099,999,989.9 miles' }
    for (const [label, text] of Object.entries(whole)) {
      const figure = figureOf(label)
      expect(figure.textContent).toBe(text)
      expect(getComputedStyle(figure).textOverflow).not.toBe('ellipsis')
      expect(lineCount(figure), label).toBe(1)
      const card = figure.parentElement?.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(figure)
      expect(range.getBoundingClientRect().right).toBeLessThanOrEqual(card?.right ?? 0)
      expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth)
    }
  })

  it('keeps every column while a smaller type lets the figures fit', async () => {
    await page.viewport(390, 844)
    onTestFinished(() => page.viewport(1024, 768))
    await renderUi(<Figures width={358} net={-99_999_900} distance="1,234.5 miles" />)
    const grid = figureOf('Items Sold').closest('dl')
    if (!grid) throw new Error('No grid')
    await expect.poll(() => getComputedStyle(grid).gridTemplateColumns.split(' ').length).toBe(2)
    for (const label of CARDS) expect(lineCount(figureOf(label)), label).toBe(1)
  })
})

describe('PeriodTotalCards', () => {
  it("shows this month's and this year's totals as two cards of the grid", async () => {
    const { screen } = await renderUi(
      <StatGrid>
        <PeriodTotalCards monthlyTotal={12345} yearlyTotal={678900} />
      </StatGrid>,
    )
    const terms = screen.getByRole('term').elements()
    expect(terms.map((term) => term.textContent)).toEqual(['This Month', 'This Year'])
    const figures = screen.getByRole('definition').elements()
    expect(figures.map((figure) => figure.textContent)).toEqual(['$123.45', '$6,789.00'])
  })
})

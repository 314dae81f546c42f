import { describe, expect, it } from 'vitest'

import { renderUi } from '../../../tests/helpers/render-ui'

import { RecordCard } from './record-card'

describe('RecordCard', () => {
  it('shows the title, the line under it, the amount, the details and the buttons below a rule', async () => {
    const { screen } = await renderUi(
      <RecordCard
        title="Staples"
        subtitle="Printer paper"
        amount={123456}
        actions={<button>Edit expense Printer paper</button>}
      >
        <p>Payment: Card</p>
      </RecordCard>,
    )
    const card = screen.getByRole('article')
    await expect.element(card.getByRole('heading', { level: 3, name: 'Staples' })).toBeVisible()
    await expect.element(card.getByText('Printer paper', { exact: true })).toBeVisible()
    await expect.element(card.getByText('$1,234.56')).toBeVisible()
    await expect.element(card.getByText('Payment: Card')).toBeVisible()
    const details = card.getByText('Payment: Card').element().getBoundingClientRect()
    const button = card.getByRole('button', { name: 'Edit expense Printer paper' }).element()
    expect(button.getBoundingClientRect().top).toBeGreaterThan(details.bottom)
  })

  it('puts the amount on the right of the title', async () => {
    const { screen } = await renderUi(
      <RecordCard title="R-1" subtitle="Goodwill" amount={500} actions={null}>
        {null}
      </RecordCard>,
    )
    const title = screen.getByRole('heading', { name: 'R-1' }).element().getBoundingClientRect()
    const amount = screen.getByText('$5.00').element().getBoundingClientRect()
    expect(amount.left).toBeGreaterThan(title.right)
  })

  it('tints a record that needs attention amber', async () => {
    const { screen } = await renderUi(
      <RecordCard title="R-2" subtitle="Goodwill" amount={500} highlight actions={null}>
        {null}
      </RecordCard>,
    )
    expect(screen.getByRole('article').element().className).toContain('border-amber-300')
  })
})

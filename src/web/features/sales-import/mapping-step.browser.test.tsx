import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../../tests/helpers/render-ui'

import { MappingStep } from './mapping-step'

describe('MappingStep', () => {
  it('says so when a column is chosen for two figures, and still previews', async () => {
    let previewed: unknown = null
    const { screen } = await renderUi(
      <MappingStep
        header={['Order', 'Date', 'Total', 'Fee']}
        columnValues={{}}
        proposed={{
          columns: { orderId: 'Order', soldDate: 'Date', salePrice: 'Total', fees: 'Fee' },
          name: '',
          marketplace: 'other',
        }}
        saved={[]}
        isBusy={false}
        onPreview={(mapping) => (previewed = mapping)}
      />,
    )
    const warning = screen.getByRole('status', { name: 'Columns chosen more than once' })
    expect(warning.query()).toBeNull()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ad Fees', exact: true }), 'Fee')
    await expect
      .element(warning)
      .toHaveTextContent('The column "Fee" is chosen for Fees and Ad Fees: each of them reads it.')
    // Said once the column is chosen elsewhere, gone once it is not.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ad Fees', exact: true }), '')
    await expect.element(warning).not.toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ad Fees', exact: true }), 'Fee')
    await userEvent.click(screen.getByRole('button', { name: 'Preview Sales' }))
    expect(previewed).toMatchObject({ columns: { fees: 'Fee', adFees: 'Fee' } })
  })
})

import { describe, expect, it } from 'vitest'

import { renderUi } from '../../../../tests/helpers/render-ui'

import { NameField } from './name-field'

describe('NameField', () => {
  it('is focused first and offers no hint while no item uses the name', async () => {
    const { screen } = await renderUi(<NameField label="Brand Name" kind="brand" usedBy={0} />)
    const input = screen.getByRole('textbox', { name: 'Brand Name' })
    await expect.element(input).toHaveFocus()
    await expect.element(input).toHaveAttribute('autocomplete', 'off')
    await expect.element(input).not.toHaveAccessibleDescription()
  })

  it.each([
    [1, '1 item uses this brand; a new name changes them too.'],
    [3, '3 items use this brand; a new name changes them too.'],
  ])('says that %i using item(s) follow a new name', async (usedBy, hint) => {
    const { screen } = await renderUi(<NameField label="Brand Name" kind="brand" usedBy={usedBy} />)
    await expect
      .element(screen.getByRole('textbox', { name: 'Brand Name' }))
      .toHaveAccessibleDescription(hint)
  })
})

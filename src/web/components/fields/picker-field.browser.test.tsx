import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../../tests/helpers/render-ui'

import { PickerField, type PickerOption, type PickerSource } from './picker-field'

const BRANDS: PickerOption[] = [
  { id: 'b1', label: "Levi's" },
  { id: 'b2', label: 'Lululemon' },
  { id: 'b3', label: 'Patagonia' },
]

function searchBrands(text: string): Promise<PickerOption[]> {
  const needle = text.toLowerCase()
  return Promise.resolve(BRANDS.filter((brand) => brand.label.toLowerCase().includes(needle)))
}

function BrandPicker<Key extends QueryKey>({
  allowCreate,
  onChange,
  ...source
}: PickerSource<Key> & {
  allowCreate?: boolean
  onChange?: (label: string, option: PickerOption | null) => void
}) {
  const [brand, setBrand] = useState('')
  return (
    <>
      <PickerField
        label="Brand"
        value={brand}
        {...source}
        allowCreate={allowCreate}
        onChange={(label, option) => {
          setBrand(label)
          onChange?.(label, option)
        }}
      />
      <output aria-label="Chosen brand">{brand}</output>
    </>
  )
}

describe('PickerField', () => {
  it('searches the server as the person types, once per pause, and returns the chosen label', async () => {
    const search = vi.fn(searchBrands)
    const onChange = vi.fn()
    const { screen } = await renderUi(<BrandPicker search={search} onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Brand' })
    await userEvent.click(input)
    await expect.element(screen.getByRole('option', { name: 'Patagonia' })).toBeVisible()

    await userEvent.type(input, 'lu')
    await expect.element(screen.getByRole('option', { name: 'Lululemon' })).toBeVisible()
    await expect.element(screen.getByRole('option', { name: "Levi's" })).not.toBeInTheDocument()
    await expect.poll(() => search.mock.calls.map(([text]) => text)).toEqual(['', 'lu'])

    await userEvent.click(screen.getByRole('option', { name: 'Lululemon' }))
    await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent('Lululemon')
    expect(onChange).toHaveBeenLastCalledWith('Lululemon', BRANDS[1])
    await expect.element(input).toHaveValue('Lululemon')
  })

  it('offers Create "X" for text no option matches exactly, and returns the typed label', async () => {
    const onChange = vi.fn()
    const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate onChange={onChange} />)
    const input = screen.getByRole('combobox', { name: 'Brand' })
    await userEvent.click(input)
    await userEvent.type(input, '  Zara ')
    const create = screen.getByRole('option', { name: 'Create "Zara"' })
    await expect.element(create).toBeVisible()
    await userEvent.click(create)
    await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent('Zara')
    expect(onChange).toHaveBeenLastCalledWith('Zara', null)
  })

  it('offers no Create when an option matches exactly, whatever the case', async () => {
    const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate />)
    const input = screen.getByRole('combobox', { name: 'Brand' })
    await userEvent.click(input)
    await userEvent.type(input, 'patagonia')
    await expect.element(screen.getByRole('option', { name: 'Patagonia' })).toBeVisible()
    await expect.element(screen.getByRole('option', { name: /^Create/ })).not.toBeInTheDocument()

    await userEvent.clear(input)
    await userEvent.type(input, 'Pata')
    await expect.element(screen.getByRole('option', { name: 'Create "Pata"' })).toBeVisible()
  })

  it('says so when nothing matches and creating is not allowed', async () => {
    const { screen } = await renderUi(<BrandPicker search={searchBrands} />)
    const input = screen.getByRole('combobox', { name: 'Brand' })
    await userEvent.click(input)
    await userEvent.type(input, 'Zara')
    await expect.element(screen.getByText('No matches')).toBeVisible()
    await expect.element(screen.getByRole('option')).not.toBeInTheDocument()
  })

  it('takes a TanStack query factory instead of a search function', async () => {
    const brandsQuery = (text: string) =>
      queryOptions({ queryKey: ['brands', 'search', text], queryFn: () => searchBrands(text) })
    const { screen } = await renderUi(<BrandPicker query={brandsQuery} />)
    const input = screen.getByRole('combobox', { name: 'Brand' })
    await userEvent.click(input)
    await userEvent.type(input, 'pat')
    await expect.element(screen.getByRole('option', { name: 'Patagonia' })).toBeVisible()
    // The first option is active as the list shows; Enter takes it.
    await userEvent.keyboard('{Enter}')
    await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent('Patagonia')
  })
})

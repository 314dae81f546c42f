import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { userEvent } from 'vitest/browser'

import { renderUi } from '../../../../tests/helpers/render-ui'
import type { PickerOption } from '../../lib/picker-option'

import { PickerField, type PickerSource } from './picker-field'

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
  initial = '',
  ...source
}: PickerSource<Key> & {
  allowCreate?: boolean
  onChange?: (label: string, option: PickerOption | null) => void
  initial?: string
}) {
  const [brand, setBrand] = useState(initial)
  const [saved, setSaved] = useState<string | null>(null)
  // Above the picker, as its open list covers what is below it.
  return (
    <>
      <label>
        Description
        <input />
      </label>
      <button type="button" onClick={() => setSaved(brand)}>
        Save
      </button>
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
      <label>
        Notes
        <input />
      </label>
      <output aria-label="Chosen brand">{brand}</output>
      <output aria-label="Saved brand">{saved ?? ''}</output>
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

  describe('keeps what the person typed when the box is left', () => {
    it('keeps a new name when the person clicks another field with the mouse, as Create would', async () => {
      const onChange = vi.fn()
      const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate onChange={onChange} />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      await userEvent.click(input)
      await userEvent.type(input, 'Levis')
      await expect.element(screen.getByRole('option', { name: 'Create "Levis"' })).toBeVisible()
      await userEvent.click(screen.getByRole('textbox', { name: 'Description' }))

      await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent('Levis')
      expect(onChange).toHaveBeenLastCalledWith('Levis', null)
      await expect.element(input).toHaveValue('Levis')
      await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument()
    })

    it('keeps the name when the mouse goes straight to a button, before the button acts', async () => {
      const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      await userEvent.click(input)
      await userEvent.type(input, '  Zara ')
      await userEvent.click(screen.getByRole('button', { name: 'Save' }))
      await expect.element(screen.getByRole('status', { name: 'Saved brand' })).toHaveTextContent('Zara')
      await expect.element(input).toHaveValue('Zara')
    })

    it('closes the list on Escape and keeps the typed text', async () => {
      const onChange = vi.fn()
      const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate onChange={onChange} />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      await userEvent.click(input)
      await userEvent.type(input, 'Levis')
      await expect.element(screen.getByRole('option', { name: 'Create "Levis"' })).toBeVisible()
      await userEvent.keyboard('{Escape}')

      await expect.element(screen.getByRole('listbox')).not.toBeInTheDocument()
      await expect.element(input).toHaveValue('Levis')
      await expect.element(input).toHaveFocus()
      await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent('Levis')
      expect(onChange).toHaveBeenLastCalledWith('Levis', null)
    })

    it('keeps the typed text on Tab, even when an option begins with it', async () => {
      const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      await userEvent.click(input)
      await userEvent.type(input, 'Lev')
      await expect.element(screen.getByRole('option', { name: "Levi's" })).toBeVisible()
      await expect.element(screen.getByRole('option', { name: 'Create "Lev"' })).toBeVisible()
      await userEvent.tab()

      await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent('Lev')
      await expect.element(input).toHaveValue('Lev')
      await expect.element(screen.getByRole('textbox', { name: 'Notes' })).toHaveFocus()
    })

    it('takes the option the person moved to with the arrow keys on Tab', async () => {
      const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      await userEvent.click(input)
      await userEvent.type(input, 'l')
      await expect.element(screen.getByRole('option', { name: 'Lululemon' })).toBeVisible()
      await userEvent.keyboard('{ArrowDown}')
      await expect.element(screen.getByRole('option', { name: 'Lululemon' })).toHaveAttribute('data-focus')
      await userEvent.tab()
      await expect
        .element(screen.getByRole('status', { name: 'Chosen brand' }))
        .toHaveTextContent('Lululemon')
    })

    it("takes an option's own spelling when the typed text matches it whatever the case", async () => {
      const onChange = vi.fn()
      const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate onChange={onChange} />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      await userEvent.click(input)
      await userEvent.type(input, "LEVI'S")
      await expect.element(screen.getByRole('option', { name: "Levi's" })).toBeVisible()
      await userEvent.click(screen.getByRole('textbox', { name: 'Description' }))
      await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent("Levi's")
      expect(onChange).toHaveBeenLastCalledWith("Levi's", BRANDS[0])
      await expect.element(input).toHaveValue("Levi's")

      // Escape and Tab alike.
      await userEvent.click(input)
      await userEvent.clear(input)
      await userEvent.type(input, 'patagonia')
      await expect.element(screen.getByRole('option', { name: 'Patagonia' })).toBeVisible()
      await userEvent.keyboard('{Escape}')
      await expect.element(input).toHaveValue('Patagonia')
      expect(onChange).toHaveBeenLastCalledWith('Patagonia', BRANDS[2])
    })

    it('lists the exact match first, so Enter takes it', async () => {
      const catalog: PickerOption[] = [
        { id: 'c1', label: 'Compat' },
        { id: 'c2', label: 'Pat' },
      ]
      const search = (text: string) =>
        Promise.resolve(catalog.filter((option) => option.label.toLowerCase().includes(text.toLowerCase())))
      const { screen } = await renderUi(<BrandPicker search={search} allowCreate />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      await userEvent.click(input)
      await userEvent.type(input, 'pat')
      await expect.element(screen.getByRole('option').first()).toHaveTextContent('Pat')
      await userEvent.keyboard('{Enter}')
      await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent('Pat')
    })

    it('empties the value when the person clears the box and leaves it', async () => {
      const { screen } = await renderUi(<BrandPicker search={searchBrands} allowCreate initial="Zara" />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      await expect.element(input).toHaveValue('Zara')
      await userEvent.click(input)
      await userEvent.clear(input)
      await userEvent.click(screen.getByRole('textbox', { name: 'Description' }))
      await expect.element(input).toHaveValue('')
      await expect.element(screen.getByRole('status', { name: 'Chosen brand' })).toHaveTextContent('')
    })

    it('never shows text a picker without Create will not save: the box goes back to the chosen label', async () => {
      const onChange = vi.fn()
      const { screen } = await renderUi(<BrandPicker search={searchBrands} onChange={onChange} />)
      const input = screen.getByRole('combobox', { name: 'Brand' })
      const description = screen.getByRole('textbox', { name: 'Description' })

      // Nothing chosen: a click elsewhere empties the box.
      await userEvent.click(input)
      await userEvent.type(input, 'Zara')
      await expect.element(screen.getByText('No matches')).toBeVisible()
      await userEvent.click(description)
      await expect.element(input).toHaveValue('')
      expect(onChange).not.toHaveBeenCalled()

      // A chosen option comes back on a click elsewhere, on Escape and on Tab.
      await userEvent.click(input)
      await userEvent.click(screen.getByRole('option', { name: 'Patagonia' }))
      await expect.element(input).toHaveValue('Patagonia')
      await userEvent.clear(input)
      await userEvent.type(input, 'Lulu')
      await expect.element(screen.getByRole('option', { name: 'Lululemon' })).toBeVisible()
      await userEvent.click(description)
      await expect.element(input).toHaveValue('Patagonia')

      await userEvent.click(input)
      await userEvent.clear(input)
      await userEvent.type(input, 'Lulu')
      await expect.element(screen.getByRole('option', { name: 'Lululemon' })).toBeVisible()
      await userEvent.keyboard('{Escape}')
      await expect.element(input).toHaveValue('Patagonia')

      await userEvent.clear(input)
      await userEvent.type(input, 'Lulu')
      await expect.element(screen.getByRole('option', { name: 'Lululemon' })).toBeVisible()
      await userEvent.tab()
      await expect.element(input).toHaveValue('Patagonia')
      await expect
        .element(screen.getByRole('status', { name: 'Chosen brand' }))
        .toHaveTextContent('Patagonia')
      expect(onChange).toHaveBeenCalledTimes(1)
    })
  })
})

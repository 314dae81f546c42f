import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { z } from 'zod'

import { renderUi } from '../../../tests/helpers/render-ui'
import { SearchBox } from '../components/search-box'

import { useSearchText } from './use-search-text'
import { useUrlState } from './use-url-state'

const LIST_PARAMS = {
  q: z.string().default(''),
  mode: z.enum(['sku', 'general']).catch('sku'),
  sort: z.enum(['sku', 'brand']).catch('sku'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
}

const MODES = [
  { value: 'sku', label: 'SKU' },
  { value: 'general', label: 'General' },
] as const

function ListControls() {
  const [params, setParams] = useUrlState(LIST_PARAMS)
  const [text, setText] = useSearchText(params.q, (q) => setParams({ q }, { replace: true }))
  return (
    <>
      <SearchBox
        label="Search items"
        value={text}
        onChange={setText}
        mode={{
          label: 'Search by',
          options: MODES,
          value: params.mode,
          onChange: (mode) => setParams({ mode }),
        }}
      />
      <button type="button" onClick={() => setParams({ sort: 'brand', dir: 'desc' })}>
        Sort by brand
      </button>
      <button
        type="button"
        onClick={() => {
          setParams({ mode: 'general' })
          setParams({ sort: 'brand' }, { replace: true })
        }}
      >
        Two changes at once
      </button>
      <output aria-label="Params">{JSON.stringify(params)}</output>
    </>
  )
}

describe('useUrlState with useSearchText', () => {
  it('reads the params, falling back to defaults for missing or invalid values', async () => {
    const { screen } = await renderUi(<ListControls />, { url: '/?mode=bogus&sort=brand&dir=up&q=levi' })
    await expect
      .element(screen.getByRole('status', { name: 'Params' }))
      .toHaveTextContent('{"q":"levi","mode":"sku","sort":"brand","dir":"asc"}')
    await expect.element(screen.getByRole('searchbox', { name: 'Search items' })).toHaveValue('levi')
    await expect.element(screen.getByRole('radio', { name: 'SKU' })).toBeChecked()
  })

  it('commits typing to the URL after a pause, replacing the entry: Back skips every keystroke', async () => {
    const { screen, router } = await renderUi(<ListControls />)
    await userEvent.click(screen.getByRole('button', { name: 'Sort by brand' }))
    expect(router.state.location.search).toBe('?sort=brand&dir=desc')

    const search = screen.getByRole('searchbox', { name: 'Search items' })
    await userEvent.type(search, 'levi')
    // The query value waits for the pause; the box shows every key at once.
    expect(router.state.location.search).toBe('?sort=brand&dir=desc')
    await expect.element(search).toHaveValue('levi')
    await expect.poll(() => router.state.location.search).toBe('?sort=brand&dir=desc&q=levi')
    expect(router.state.historyAction).toBe('REPLACE')

    await router.navigate(-1)
    await expect.poll(() => router.state.location.search).toBe('')
    await expect.element(search).toHaveValue('')
    await expect
      .element(screen.getByRole('status', { name: 'Params' }))
      .toHaveTextContent('{"q":"","mode":"sku","sort":"sku","dir":"asc"}')
  })

  it('keeps both of two changes made before the next render: the second starts from the first', async () => {
    const { screen, router } = await renderUi(<ListControls />, { url: '/?dir=desc' })
    await userEvent.click(screen.getByRole('button', { name: 'Two changes at once' }))
    await expect.poll(() => router.state.location.search).toBe('?dir=desc&mode=general&sort=brand')
  })

  it('pushes a history entry for a mode change and leaves defaults out of the URL', async () => {
    const { screen, router } = await renderUi(<ListControls />)
    await userEvent.click(screen.getByRole('radio', { name: 'General' }))
    expect(router.state.location.search).toBe('?mode=general')
    expect(router.state.historyAction).toBe('PUSH')
    await userEvent.click(screen.getByRole('radio', { name: 'SKU' }))
    expect(router.state.location.search).toBe('')
    await router.navigate(-1)
    await expect.element(screen.getByRole('radio', { name: 'General' })).toBeChecked()
  })

  it('clears the search with the Clear search button and keeps focus in the box', async () => {
    const { screen, router } = await renderUi(<ListControls />, { url: '/?q=levi' })
    const search = screen.getByRole('searchbox', { name: 'Search items' })
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    await expect.element(search).toHaveValue('')
    await expect.element(search).toHaveFocus()
    await expect.element(screen.getByRole('button', { name: 'Clear search' })).not.toBeInTheDocument()
    await expect.poll(() => router.state.location.search).toBe('')
  })
})

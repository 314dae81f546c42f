import { describe, expect, it } from 'vitest'

import { renderUi } from '../../../tests/helpers/render-ui'

import { ScrollArea } from './scroll-area'

const shadow = (edge: 'start' | 'end') => {
  const element = document.querySelector(`[data-scroll-shadow="${edge}"]`)
  if (!(element instanceof HTMLElement)) throw new Error(`No ${edge} shadow`)
  return element
}
const isShown = (element: HTMLElement) =>
  element.checkVisibility() && element.getBoundingClientRect().width > 0

describe('ScrollArea', () => {
  it('shows a shadow at each edge with more content past it, and none when the content fits', async () => {
    const { screen } = await renderUi(
      <div style={{ width: 300 }}>
        <ScrollArea label="Top Brands">
          <div style={{ width: 900, height: 40 }}>wide</div>
        </ScrollArea>
      </div>,
    )
    const region = screen.getByRole('region', { name: 'Top Brands' }).element() as HTMLElement
    expect(region.tabIndex).toBe(0)
    await expect.poll(() => isShown(shadow('end'))).toBe(true)
    expect(isShown(shadow('start'))).toBe(false)

    region.scrollLeft = 300
    await expect.poll(() => isShown(shadow('start'))).toBe(true)
    expect(isShown(shadow('end'))).toBe(true)

    region.scrollLeft = 600
    await expect.poll(() => isShown(shadow('end'))).toBe(false)
    expect(isShown(shadow('start'))).toBe(true)

    await screen.rerender(
      <div style={{ width: 300 }}>
        <ScrollArea label="Top Brands">
          <div style={{ width: 200, height: 40 }}>narrow</div>
        </ScrollArea>
      </div>,
    )
    await expect.poll(() => isShown(shadow('start')) || isShown(shadow('end'))).toBe(false)
  })
})

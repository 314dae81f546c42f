import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Fails on any serious or critical WCAG 2.2 A/AA violation axe finds on the page as it is now, listing
 * each rule with the elements that break it.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await colorsSettled(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious, `accessibility of ${what}`).toEqual([])
}

/**
 * Waits until the page's colour transitions have ended: right after a theme switch (emulated dark mode),
 * text and background are still fading between the two themes, and axe would judge a mixture of both.
 */
export async function colorsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })
}

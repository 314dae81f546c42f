import type { BrowserCommand } from 'vitest/node'

/**
 * Resizes the browser window that holds the test frame. Vitest scales a test frame larger than the window
 * down to fit; a screenshot of a 1280 px wide page needs a window at least that large to be taken at 1:1.
 */
export const setWindowSize: BrowserCommand<[width: number, height: number]> = async (
  context,
  width,
  height,
) => {
  await context.page.setViewportSize({ width, height })
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    setWindowSize: (width: number, height: number) => Promise<void>
  }
}

import { afterEach, beforeEach, expect, vi } from 'vitest'

// The app's own styles, so component tests see the layout, visibility and dark variants users see.
import '../../src/web/styles.css'

let consoleErrors: unknown[][] = []

// An unexpected console.error fails the test (STYLE.md), as in the e2e tests.
beforeEach(() => {
  consoleErrors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  document.documentElement.classList.remove('dark')
  expect(consoleErrors, 'unexpected console.error').toEqual([])
})

/**
 * Choices the next form starts from, kept in this browser's localStorage under one prefix: the marketplace
 * of the last sale (Mark as Sold). Forgotten on sign-out, so the next person on the device does not start
 * from them.
 */
const REMEMBERED_KEY_PREFIX = 'frogwalk.remembered.'

/** What is remembered, by name. */
export type RememberedName = 'sale-marketplace'

/** The value remembered under `name`, or null. */
export function recall(name: RememberedName): string | null {
  try {
    return window.localStorage.getItem(REMEMBERED_KEY_PREFIX + name)
  } catch {
    // Storage disabled: nothing is remembered, the form starts from its defaults.
    return null
  }
}

/** Remember `value` under `name` (an empty value forgets it). */
export function remember(name: RememberedName, value: string): void {
  try {
    if (value === '') window.localStorage.removeItem(REMEMBERED_KEY_PREFIX + name)
    else window.localStorage.setItem(REMEMBERED_KEY_PREFIX + name, value)
  } catch (error) {
    console.warn('Could not remember a choice in this browser', error)
  }
}

/** Forget every remembered choice: on sign-out. */
export function forgetRemembered(): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, index) =>
      window.localStorage.key(index),
    )
    for (const key of keys) if (key?.startsWith(REMEMBERED_KEY_PREFIX)) window.localStorage.removeItem(key)
  } catch {
    // Storage disabled: nothing was remembered.
  }
}

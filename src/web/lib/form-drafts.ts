/** Where the drafts of unsaved forms are kept in sessionStorage: one key per draft, all under this prefix. */
export const DRAFT_KEY_PREFIX = 'frogwalk.draft.'

/** Forget every draft kept in this tab, whoever's: on sign-out (here or in another tab). */
export function clearDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, index) =>
      window.sessionStorage.key(index),
    )
    for (const key of keys) if (key?.startsWith(DRAFT_KEY_PREFIX)) window.sessionStorage.removeItem(key)
  } catch {
    // Storage disabled: no draft was kept.
  }
}

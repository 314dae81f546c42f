export type SortDirection = 'asc' | 'desc'

/** The sort a list is shown in; the parent owns it (usually in the URL) and the server applies it. */
export interface SortState<Key extends string> {
  key: Key
  direction: SortDirection
}

/** Spec 2: clicking the active field toggles asc/desc; a new field starts asc. */
export function nextSort<Key extends string>(current: SortState<Key> | undefined, key: Key): SortState<Key> {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { key, direction: 'asc' }
}

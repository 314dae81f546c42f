/**
 * Sorting a list by a clicked column (spec 2, inventory lists): clicking the active field toggles the
 * direction, clicking another field starts ascending. The server does the sorting; this is the rule of
 * the headers.
 */

/** Ascending or descending. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const

/** Ascending or descending. */
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** The active sort of a list: field and direction. */
interface ListSort<Field extends string> {
  field: Field
  direction: SortDirection
}

/** The sort after clicking `field`: the active field toggles asc/desc, a new field starts asc. */
export function nextSort<Field extends string>(
  current: ListSort<Field> | null,
  field: Field,
): ListSort<Field> {
  if (current?.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { field, direction: 'asc' }
}

import { DISPOSAL_REASON_LABELS, DISPOSAL_REASONS } from '../../../domain/items/status'

/** The reasons an item is disposed of, as the Dispose of Item dialog and the item form offer them. */
export const DISPOSAL_REASON_OPTIONS = DISPOSAL_REASONS.map((reason) => ({
  value: reason,
  label: DISPOSAL_REASON_LABELS[reason],
}))

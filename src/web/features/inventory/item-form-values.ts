import type { z } from 'zod'

import {
  ITEM_FIELDS,
  ITEM_FORM_KEYS,
  recordOf,
  type ItemFieldKind,
  type ItemFormKey,
} from '../../../domain/items/fields'
import { centsToDecimal } from '../../../domain/money'
import type { newItemSchema } from '../../../shared/schemas/item'

/** What the item form holds: the text of each of its fields, as the item schema reads it. */
export type ItemFormValues = z.input<typeof newItemSchema>

/** A value as the form's text: no value and no money (0) are empty, a rate as its decimal. */
function formText(kind: ItemFieldKind, value: string | number | boolean | null): string {
  if (value === null) return ''
  if (kind === 'money') return value === 0 ? '' : centsToDecimal(Number(value))
  return String(value)
}

/**
 * The item form's starting values, one for each form field of src/domain/items/fields.ts: a saved item's,
 * or a new item's (every field empty, bought `today`).
 */
export function itemFormValues(
  item: { [K in ItemFormKey]: string | number | boolean | null } | undefined,
  today: string,
): ItemFormValues {
  const values = recordOf(ITEM_FORM_KEYS, (key) => {
    const { kind, empty } = ITEM_FIELDS[key]
    return formText(kind, item === undefined ? empty : item[key])
  })
  // Each text is what its field's schema reads (item-form-values.test.ts parses a new item's).
  return (item === undefined ? { ...values, purchaseDate: today } : values) as ItemFormValues
}

import { TextField, type TextFieldProps } from './text-field'

/**
 * A number input (miles, quantities, percentages) with a decimal keypad on phones. Register it with
 * `valueAsNumber` when the schema takes a number: `<NumberField label="Distance (miles)" step={0.1} min={0}
 * {...form.field('roundTripDistance', { valueAsNumber: true })} />`. Never for money: use MoneyField.
 */
export function NumberField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="number" inputMode="decimal" {...props} />
}

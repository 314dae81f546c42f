import { TextField, type TextFieldProps } from './text-field'

/**
 * A number input (miles, quantities, percentages) with a decimal keypad on phones. The form holds the text
 * typed and the shared schema's number piece parses it (src/shared/schemas/common.ts), so register it
 * plainly: `<NumberField label="Distance (miles)" step={0.1} min={0} {...form.field('roundTripDistance')} />`.
 * Never for money: use MoneyField.
 */
export function NumberField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="number" inputMode="decimal" {...props} />
}

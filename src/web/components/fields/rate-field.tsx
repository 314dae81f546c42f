import { TextField, type TextFieldProps } from './text-field'

/**
 * A decimal rate typed as text, up to four places (sales tax 0.0663 means 6.63%). The form holds the text;
 * the shared schema parses and checks it. Give it the spec's hint where it has one:
 *
 *   <RateField label="Sales Tax Rate" hint="Enter as decimal (e.g., 0.0663 for 6.63%)" {...form.field('salesTax')} />
 */
export function RateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="text" inputMode="decimal" autoComplete="off" placeholder="0.0663" {...props} />
}

import { TextField, type TextFieldProps } from './text-field'

/**
 * A calendar date; the browser's date picker, and the value is 'YYYY-MM-DD' text as the API keeps it
 * (spec 5): `<DateField label="Sold Date" {...form.field('soldDate')} />`.
 */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="date" {...props} />
}

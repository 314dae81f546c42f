import type { Ref } from 'react'

import { activeVendorOptionsQuery } from '../../api/vendors'
import { PickerField } from '../../components/fields/picker-field'

export interface VendorPickerProps {
  /** The vendor name ('' for none). */
  value: string
  onChange: (name: string) => void
  onBlur?: () => void
  name?: string
  ref?: Ref<HTMLInputElement>
  label?: string
  error?: string | undefined
  hint?: string
  /** Also take a name that is not one of the vendors (the expense form's custom vendor). */
  allowCustom?: boolean
  disabled?: boolean
}

/**
 * The vendor of an expense or a receipt: a searchable list of the user's ACTIVE vendors (spec 4), asked of
 * the server as the person types. With `allowCustom` a name that matches no vendor is offered as
 * 'Use "X"' and kept as typed (spec 5: vendor chosen from the active list or entered as custom).
 * Controlled, for react-hook-form's Controller:
 *
 *   <Controller control={form.control} name="vendor" render={({ field, fieldState }) => (
 *     <VendorPicker allowCustom {...field} error={fieldState.error?.message} />)} />
 */
export function VendorPicker({
  value,
  onChange,
  onBlur,
  name,
  ref,
  label = 'Vendor',
  error,
  hint,
  allowCustom = false,
  disabled,
}: VendorPickerProps) {
  return (
    <PickerField
      label={label}
      value={value}
      onChange={(chosen) => onChange(chosen)}
      onBlur={onBlur}
      name={name}
      ref={ref}
      error={error}
      hint={hint}
      query={activeVendorOptionsQuery}
      allowCreate={allowCustom}
      createLabel={(typed) => `Use "${typed}"`}
      placeholder={allowCustom ? 'Choose a vendor or type a name' : 'Choose a vendor'}
      disabled={disabled}
    />
  )
}

import type { Ref } from 'react'

import { activeVendorOptionsQuery } from '../../api/vendors'
import { useMediaQuery } from '../../hooks/use-media-query'

import { PickerField } from './picker-field'

interface VendorPickerProps {
  /** The vendor name ('' for none). */
  value: string
  onChange: (name: string) => void
  onBlur?: () => void
  name?: string
  ref?: Ref<HTMLInputElement>
  label?: string
  error?: string | undefined
  hint?: string
  disabled?: boolean
}

/**
 * The vendor of an expense or a receipt: a searchable list of the user's ACTIVE vendors (spec 4), asked of
 * the server as the person types. A name that matches no vendor is offered as 'Create "X"' and kept as
 * typed, also when the person just leaves the box (spec 5: vendor chosen from the active list or entered as
 * custom); saving the expense or receipt creates it as an active vendor (decision 015).
 * Controlled, for react-hook-form's Controller:
 *
 *   <Controller control={form.control} name="vendor" render={({ field, fieldState }) => (
 *     <VendorPicker {...field} error={fieldState.error?.message} />)} />
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
  disabled,
}: VendorPickerProps) {
  const isNarrow = !useMediaQuery('(min-width: 640px)')
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
      allowCreate
      // The long placeholder is cut by a phone's dialog.
      placeholder={isNarrow ? 'Choose or type a vendor' : 'Choose a vendor or type a name'}
      disabled={disabled}
    />
  )
}

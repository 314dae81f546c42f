import { TextField, type TextFieldProps } from './text-field'

/**
 * The name of a record the items name (a brand, a purchase location), focused first. When items use it,
 * the hint says how many and that a new name reaches them too: '3 items use this brand; a new name changes
 * them too.'
 *
 *   <NameField label="Brand Name" placeholder="Enter brand name" usedBy={brand?.itemCount ?? 0}
 *     kind="brand" {...form.field('name')} />
 */
export function NameField({
  usedBy,
  kind,
  ...props
}: Omit<TextFieldProps, 'hint'> & { usedBy: number; kind: string }) {
  return (
    <TextField
      autoFocus
      autoComplete="off"
      hint={
        usedBy > 0
          ? `${usedBy === 1 ? '1 item uses' : `${usedBy} items use`} this ${kind}; a new name changes them too.`
          : undefined
      }
      {...props}
    />
  )
}

import type { ComponentProps } from 'react'

import { controlClassName } from './control-styles'
import { FieldFrame, useFieldIds, type FieldChrome } from './field-frame'

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & FieldChrome

/** A labelled multi-line input for notes and descriptions: `<TextareaField label="Notes" {...form.field('notes')} />`. */
export function TextareaField({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  rows = 3,
  ...textareaProps
}: TextareaFieldProps) {
  const ids = useFieldIds({ hint, error }, id, textareaProps['aria-describedby'])
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, ids }}>
      <textarea
        id={ids.controlId}
        rows={rows}
        {...textareaProps}
        {...ids.describe}
        className={controlClassName({ hasError: Boolean(error), className: 'min-h-24 py-2.5' })}
      />
    </FieldFrame>
  )
}

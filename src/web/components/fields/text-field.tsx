import type { ComponentProps } from 'react'

import { controlClassName, CONTROL_HEIGHT } from './control-styles'
import { FieldFrame, useFieldIds, type FieldChrome } from './field-frame'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & FieldChrome

/**
 * A labelled one-line input (text, email, password, url, tel...). Spread react-hook-form's `register` into
 * it, or use `form.field(name)` of useSchemaForm, which adds the error too:
 *
 *   <TextField label="Store name" {...form.field('storeName')} />
 */
export function TextField({ label, hideLabel, hint, error, className, id, ...inputProps }: TextFieldProps) {
  const ids = useFieldIds({ hint, error }, id, inputProps['aria-describedby'])
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, ids }}>
      <input
        id={ids.controlId}
        {...inputProps}
        {...ids.describe}
        className={controlClassName({ hasError: Boolean(error), className: CONTROL_HEIGHT })}
      />
    </FieldFrame>
  )
}

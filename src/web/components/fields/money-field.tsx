import type { ComponentProps } from 'react'

import { controlClassName, CONTROL_HEIGHT } from './control-styles'
import { FieldFrame, useFieldIds, type FieldChrome } from './field-frame'

type MoneyFieldProps = Omit<ComponentProps<'input'>, 'className' | 'type'> & FieldChrome

/**
 * A dollar amount typed as text, with a leading $ and a decimal keypad on phones. The form holds the TEXT
 * ("12.50", "1,200"); the shared schema parses it to cents (src/domain/money.ts parseMoney), so no float
 * ever passes through the form. Register it plainly, never with `valueAsNumber`:
 *
 *   <MoneyField label="Sale Price" {...form.field('salePrice')} />
 */
export function MoneyField({ label, hideLabel, hint, error, className, id, ...inputProps }: MoneyFieldProps) {
  const ids = useFieldIds({ hint, error }, id, inputProps['aria-describedby'])
  return (
    <FieldFrame {...{ label, hideLabel, hint, error, className, ids }}>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 grid w-8 place-items-center text-slate-500 dark:text-slate-400"
        >
          $
        </span>
        <input
          id={ids.controlId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...inputProps}
          {...ids.describe}
          className={controlClassName({
            hasError: Boolean(error),
            className: `${CONTROL_HEIGHT} pl-7 tabular-nums`,
          })}
        />
      </div>
    </FieldFrame>
  )
}

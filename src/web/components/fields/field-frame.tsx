import { useId, type ReactNode } from 'react'

/** What every field takes besides its control's own props. */
export interface FieldChrome {
  /** The visible label; with `hideLabel` it is read to screen readers only. */
  label: string
  hideLabel?: boolean
  /** A short help line under the control. */
  hint?: string | undefined
  /** The message of a refused value (from the schema or the server); marks the control invalid. */
  error?: string | undefined
  className?: string
}

interface FieldIds {
  controlId: string
  hintId: string
  errorId: string
  /** Props that tie the control to its hint and error for assistive tech. */
  describe: { 'aria-describedby': string | undefined; 'aria-invalid': true | undefined }
}

/** Ids of a field's control, hint and error, and the aria props linking them. */
export function useFieldIds(
  { hint, error }: Pick<FieldChrome, 'hint' | 'error'>,
  id?: string,
  extraDescribedBy?: string,
): FieldIds {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [extraDescribedBy, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ')
  return {
    controlId,
    hintId,
    errorId,
    describe: { 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined },
  }
}

/**
 * Label above, control, then hint and error below, all tied together by `ids`. Every field of the kit is
 * drawn in this frame, so they line up in any form.
 */
export function FieldFrame({
  label,
  hideLabel = false,
  hint,
  error,
  className = '',
  ids,
  children,
}: FieldChrome & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={className}>
      <label
        htmlFor={ids.controlId}
        className={
          hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300'
        }
      >
        {label}
      </label>
      {children}
      <FieldNotes hint={hint} error={error} ids={ids} />
    </div>
  )
}

/** The hint and error lines of a field. */
export function FieldNotes({ hint, error, ids }: Pick<FieldChrome, 'hint' | 'error'> & { ids: FieldIds }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </>
  )
}

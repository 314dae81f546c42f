import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import {
  get,
  useForm,
  type FieldRefs,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'

import { ApiError } from '../../lib/api-error'

type SchemaFormOptions<Input extends FieldValues, Output extends FieldValues> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver'
>

export type SchemaForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /** register(name) plus that field's current error message: spread it into any field of the kit. */
  field: <Name extends FieldPath<Input>>(
    name: Name,
    options?: RegisterOptions<Input, Name>,
  ) => UseFormRegisterReturn<Name> & { error: string | undefined }
  /** The error message of a field, if any (nested names like 'lines.0.brand' work). */
  errorOf: (name: FieldPath<Input>) => string | undefined
  /**
   * A submit handler for <form onSubmit>: validates with the schema, then awaits `save(values)`. When the
   * save rejects, each message is shown once: an ApiError's `fields` beside the inputs the form shows, and
   * in `saveError` (the red box) the error that belongs to no field, or the messages of fields the form
   * does not show. Everything typed stays. Resolves either way; never throws.
   */
  submit: (save: (values: Output) => Promise<unknown>) => (event?: FormEvent) => Promise<void>
  /**
   * What the red box says of the last failed save, for <SaveError error={form.saveError} />: null when
   * every message shows at its field, and after a new submit.
   */
  saveError: unknown
  /** True while the save runs: disable the submit button and label it 'Saving...'. */
  isSaving: boolean
}

/**
 * The one way to build a form: react-hook-form validated by a shared Zod schema, typed by the schema's
 * input (what the inputs hold, e.g. money as text) and output (what the API takes, e.g. cents).
 *
 *   const form = useSchemaForm(storeNameSchema, { defaultValues: { storeName } })
 *   <form onSubmit={form.submit((values) => update.mutateAsync(values))}> ... </form>
 *
 * FormDialog and PageForm wrap this with the red box and the Cancel/Save row.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  options: SchemaFormOptions<Input, Output> = {},
): SchemaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) })
  const [saveError, setSaveError] = useState<unknown>(null)
  const { errors } = form.formState

  const errorOf = (name: FieldPath<Input>): string | undefined => {
    const entry: unknown = get(errors, name)
    const message = typeof entry === 'object' && entry !== null && 'message' in entry ? entry.message : null
    return typeof message === 'string' && message ? message : undefined
  }

  const submit =
    (save: (values: Output) => Promise<unknown>) =>
    (event?: FormEvent): Promise<void> =>
      form.handleSubmit(async (values) => {
        setSaveError(null)
        try {
          await save(values)
        } catch (error) {
          if (!(error instanceof ApiError)) console.warn('A save failed', error)
          const fields = Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})
          const unshown: string[] = []
          let isFocused = false
          for (const [name, message] of fields) {
            const shownAt = fieldShowing(form.control._fields, name)
            if (shownAt === null) {
              unshown.push(message)
              continue
            }
            form.setError(
              shownAt as FieldPath<Input>,
              { type: 'server', message },
              { shouldFocus: !isFocused },
            )
            isFocused = true
          }
          setSaveError(boxedError(error, fields.length, unshown))
        }
      })(event)

  return {
    ...form,
    field: (name, registerOptions) => ({ ...form.register(name, registerOptions), error: errorOf(name) }),
    errorOf,
    submit,
    saveError,
    isSaving: form.formState.isSubmitting,
  }
}

/**
 * The form's field that shows the server's message for `name` (react-hook-form's registered fields, whose
 * `mount` it keeps true while the input is on the page): the mounted field of that name or, for a
 * part of one ('tags.1'), the field holding it. The API names fields as the request does, and the request
 * is the schema's output, whose keys are the form's own field names. Null for '_' (the whole request) and
 * for a field the form does not show (not registered, or unmounted: the Sold Date of an unsold item).
 */
function fieldShowing(fields: FieldRefs, name: string): string | null {
  const path = name.split('.')
  for (let length = path.length; length > 0; length--) {
    const candidate = path.slice(0, length).join('.')
    const entry: unknown = get(fields, candidate)
    if (isMountedField(entry)) return candidate
  }
  return null
}

function isMountedField(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null || !('_f' in entry)) return false
  const field = entry._f
  return typeof field === 'object' && field !== null && 'mount' in field && field.mount === true
}

/**
 * The red box's error: a failure with no field messages as it is; with field messages, only those no field
 * of the form shows (one a line), or none.
 */
function boxedError(error: unknown, fieldCount: number, unshown: string[]): unknown {
  if (!(error instanceof ApiError) || fieldCount === 0) return error
  if (unshown.length === 0) return null
  return new ApiError({ code: error.code, status: error.status, message: unshown.join('\n') })
}

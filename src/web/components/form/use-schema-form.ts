import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type FormEvent } from 'react'
import {
  get,
  useForm,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'

import { ApiError } from '../../api/client'

export type SchemaFormOptions<Input extends FieldValues, Output extends FieldValues> = Omit<
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
   * save rejects, an ApiError's `fields` go beside their inputs, its message goes to `saveError` (the red
   * box), and everything typed stays. Resolves either way; never throws.
   */
  submit: (save: (values: Output) => Promise<unknown>) => (event?: FormEvent) => Promise<void>
  /** Why the last save failed, for <SaveError error={form.saveError} />; null after a new submit. */
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
          setSaveError(error)
          const fields = error instanceof ApiError ? (error.fields ?? {}) : {}
          Object.entries(fields).forEach(([name, message], index) => {
            // The API names fields as the request does, and the request is this schema's output, whose
            // keys are the form's own field names.
            form.setError(name as FieldPath<Input>, { type: 'server', message }, { shouldFocus: index === 0 })
          })
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

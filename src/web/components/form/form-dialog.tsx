import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'

import { SaveError } from '../error-alert'
import { Dialog } from '../ui/dialog'

import { FormActions, type FormActionsProps } from './form-actions'
import type { SchemaForm } from './use-schema-form'

export interface FormDialogProps<Input extends FieldValues, Output extends FieldValues> extends Pick<
  FormActionsProps,
  'submitLabel' | 'pendingLabel' | 'isSubmitDisabled'
> {
  /** 'lg' for a long form (the item form); 'md' otherwise. */
  size?: 'md' | 'lg'
  title: string
  description?: string
  form: SchemaForm<Input, Output>
  /** Saves the checked values; a rejection keeps the dialog open with the server's words (useSchemaForm). */
  onSave: (values: Output) => Promise<unknown>
  /** Cancel, Escape, the close button and the backdrop; call it yourself after a save to close. */
  onClose: () => void
  children: ReactNode
}

/**
 * A modal form: title, the red box of a refused save, the fields, and Cancel/Save ('Saving...' while busy).
 *
 *   const form = useSchemaForm(brandSchema, { defaultValues: { name: '' } })
 *   <FormDialog title="Add Brand" form={form} onClose={close}
 *     onSave={async (values) => { await addBrand.mutateAsync(values); close() }}>
 *     <TextField label="Brand Name" {...form.field('name')} />
 *   </FormDialog>
 */
export function FormDialog<Input extends FieldValues, Output extends FieldValues>({
  title,
  description,
  form,
  onSave,
  onClose,
  submitLabel,
  pendingLabel,
  isSubmitDisabled,
  size,
  children,
}: FormDialogProps<Input, Output>) {
  const onSubmit = form.submit(onSave)
  return (
    <Dialog title={title} description={description} onClose={onClose} size={size}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <SaveError error={form.saveError} />
        {children}
        <FormActions
          onCancel={onClose}
          isPending={form.isSaving}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          isSubmitDisabled={isSubmitDisabled}
        />
      </form>
    </Dialog>
  )
}

import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'

import { ClosedYearNotice } from '../closed-year-notice'
import { SaveError } from '../error-alert'
import { Dialog, useDialogClose } from '../ui/dialog'

import { DraftOffer } from './draft-offer'
import { FormActions, type FormActionsProps } from './form-actions'
import { useFormDraft, type FormDraftName } from './form-draft'
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
  /**
   * The closed tax year the record is dated in, when editing one (useClosedYears): the notice shows at the
   * top, every field is disabled and there is no Save (decision 026).
   */
  closedYear?: number | null | undefined
  /**
   * The draft it keeps while changed, offered back when it opens again: `{ form: 'expense', id }` for an
   * edit, `{ form: 'expense' }` for a new one. Null keeps none (a password); closing still asks.
   */
  draft: FormDraftName | null
  /**
   * Saves the checked values; a rejection keeps the dialog open with the server's words (useSchemaForm).
   * Resolve `false` when nothing was saved and the dialog stays (its draft is kept).
   */
  onSave: (values: Output) => Promise<unknown>
  /**
   * Cancel, Escape, the close button and the backdrop, once the person agreed to discard any changes; call
   * it yourself after a save to close.
   */
  onClose: () => void
  children: ReactNode
}

/**
 * A modal form: title, the offer of a draft from before, the red box of a refused save, the fields, and
 * Cancel/Save ('Saving...' while busy). Closing it changed asks first (Discard Changes / Keep Editing).
 *
 *   const form = useSchemaForm(brandSchema, { defaultValues: { name: brand?.name ?? '' } })
 *   <FormDialog title="Add Brand" form={form} draft={{ form: 'brand', id: brand?.id }} onClose={close}
 *     onSave={async (values) => { await addBrand.mutateAsync(values); close() }}>
 *     <TextField label="Brand Name" {...form.field('name')} />
 *   </FormDialog>
 */
export function FormDialog<Input extends FieldValues, Output extends FieldValues>({
  title,
  description,
  onClose,
  size,
  ...body
}: FormDialogProps<Input, Output>) {
  return (
    <Dialog title={title} description={description} onClose={onClose} size={size}>
      <FormDialogBody {...body} />
    </Dialog>
  )
}

/** Inside the dialog, so the form counts as the dialog's unsaved work. */
function FormDialogBody<Input extends FieldValues, Output extends FieldValues>({
  form,
  draft: draftName,
  onSave,
  submitLabel,
  pendingLabel,
  isSubmitDisabled,
  closedYear = null,
  children,
}: Omit<FormDialogProps<Input, Output>, 'title' | 'description' | 'onClose' | 'size'>) {
  const draft = useFormDraft(form, draftName)
  const close = useDialogClose()
  const onSubmit = form.submit(draft.saving(onSave))
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {closedYear === null ? <DraftOffer draft={draft} /> : <ClosedYearNotice year={closedYear} />}
      <SaveError error={form.saveError} />
      {closedYear === null ? (
        children
      ) : (
        <fieldset disabled className="min-w-0 space-y-4">
          {children}
        </fieldset>
      )}
      <FormActions
        onCancel={close}
        isPending={form.isSaving}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        isSubmitDisabled={isSubmitDisabled}
        isReadOnly={closedYear !== null}
      />
    </form>
  )
}

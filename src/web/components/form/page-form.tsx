import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'

import { ClosedYearNotice } from '../closed-year-notice'
import { SaveError } from '../error-alert'

import { DraftOffer } from './draft-offer'
import { FormActions, type FormActionsProps } from './form-actions'
import { useFormDraft, type FormDraftName } from './form-draft'
import type { SchemaForm } from './use-schema-form'

interface PageFormProps<Input extends FieldValues, Output extends FieldValues> extends Pick<
  FormActionsProps,
  'submitLabel' | 'pendingLabel' | 'isSubmitDisabled'
> {
  form: SchemaForm<Input, Output>
  /**
   * The closed tax year the record is dated in, when editing one (useClosedYears): the notice shows at the
   * top, every field is disabled and there is no Save (decision 026).
   */
  closedYear?: number | null | undefined
  /** The draft it keeps while changed, offered back when the page opens again; null keeps none. */
  draft: FormDraftName | null
  /** Resolve `false` when nothing was saved and the page stays (its draft is kept). */
  onSave: (values: Output) => Promise<unknown>
  /** Where Cancel leads; a navigation away from the changed form asks first (UnsavedChangesProvider). */
  onCancel: () => void
  /** Accessible name of the form, usually the page title. */
  label: string
  children: ReactNode
}

/**
 * A full-page form (Add New Item) on a card: the offer of a draft from before, the fields (group them with
 * FormSection), then the red box of a refused save and Cancel/Save at the foot. The page decides where
 * Cancel and a save lead; leaving the page changed (a link, Back, Cancel, a reload) asks first.
 *
 *   <PageForm label="Add New Item" form={form} draft={{ form: 'item' }} onCancel={() => navigate(-1)}
 *     onSave={async (values) => { await addItem.mutateAsync(values); navigate('/') }}>
 *     <FormSection title="Item">...</FormSection>
 *   </PageForm>
 */
export function PageForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  draft: draftName,
  onSave,
  onCancel,
  label,
  submitLabel,
  pendingLabel,
  isSubmitDisabled,
  closedYear = null,
  children,
}: PageFormProps<Input, Output>) {
  const draft = useFormDraft(form, draftName)
  const onSubmit = form.submit(draft.saving(onSave))
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {closedYear === null ? <DraftOffer draft={draft} /> : <ClosedYearNotice year={closedYear} />}
      {closedYear === null ? (
        children
      ) : (
        <fieldset disabled className="min-w-0 space-y-6">
          {children}
        </fieldset>
      )}
      <div className="space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800">
        {/* Beside the button that was pressed: on a long page the top is out of sight. */}
        <SaveError error={form.saveError} />
        <FormActions
          onCancel={onCancel}
          isPending={form.isSaving}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          isSubmitDisabled={isSubmitDisabled}
          isReadOnly={closedYear !== null}
        />
      </div>
    </form>
  )
}

/** A titled group of fields in a page form; two columns from the `sm` breakpoint. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-base font-semibold text-slate-900 dark:text-white">{title}</legend>
      {description ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

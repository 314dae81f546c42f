import type { FieldValues } from 'react-hook-form'

import { addOrUpdate, type AddOrUpdate } from './add-or-update'
import { FormDialog, type FormDialogProps } from './form-dialog'

/** The words of a form that adds a record or edits one, each the spec's. */
export interface RecordFormWords {
  /** The title for a new record and for one being edited: 'Add Expense', 'Edit Expense'. */
  addTitle: string
  editTitle: string
  /** The submit button for each: 'Add Expense', 'Update Expense'. */
  addLabel: string
  updateLabel: string
  /** The submit button while saving, where the spec words it ('Adding...', 'Updating...'); else 'Saving...'. */
  adding?: string
  updating?: string
}

/**
 * The usual words of a record's form: 'Add Expense' / 'Edit Expense' as titles, 'Add Expense' / 'Update
 * Expense' on the button. `buttonNoun` shortens the button's where the spec does: recordWords('Purchase
 * Location', 'Location') titles 'Add Purchase Location' and labels its button 'Add Location'.
 */
export function recordWords(noun: string, buttonNoun = noun): RecordFormWords {
  return {
    addTitle: `Add ${noun}`,
    editTitle: `Edit ${noun}`,
    addLabel: `Add ${buttonNoun}`,
    updateLabel: `Update ${buttonNoun}`,
  }
}

/**
 * What a kind of record's form keeps the same every time it opens: its words, the name its drafts are kept
 * under, and how a failed save is worded (the server's words when left out).
 */
export interface RecordFormKind {
  words: RecordFormWords
  draft: string
  failure?: (error: unknown) => unknown
}

/** Leaves a failure as the server worded it. */
const asIs = (error: unknown) => error

/**
 * The modal form that adds a record or edits `record` (FormDialog): its title and submit button from the
 * kind's words, a draft under the kind's name and the record's id (or `newDraftId`, for a new record that
 * belongs to another: a receipt's line item), and a save that adds or updates, a failure worded by the
 * kind's `failure`. `check` may refuse the values first (resolve false: the dialog stays); `onSaved` takes
 * what the server saved, else the dialog closes.
 *
 *   const EXPENSE_FORM: RecordFormKind = { words: recordWords('Expense'), draft: 'expense' }
 *   <RecordFormDialog kind={EXPENSE_FORM} record={expense} form={form} mutations={mutations} onClose={onClose}>
 *     <TextField label="Description" {...form.field('description')} />
 *   </RecordFormDialog>
 */
export function RecordFormDialog<Input extends FieldValues, Output extends FieldValues, Saved>({
  kind: { words, draft, failure = asIs },
  record,
  newDraftId,
  mutations,
  check,
  onSaved,
  ...dialog
}: Omit<FormDialogProps<Input, Output>, 'title' | 'submitLabel' | 'pendingLabel' | 'draft' | 'onSave'> & {
  kind: RecordFormKind
  record: { id: string } | null
  newDraftId?: string
  mutations: AddOrUpdate<Output, Saved>
  check?: (values: Output) => Promise<boolean>
  onSaved?: (saved: Saved) => void
}) {
  return (
    <FormDialog
      {...dialog}
      title={record ? words.editTitle : words.addTitle}
      submitLabel={record ? words.updateLabel : words.addLabel}
      pendingLabel={record ? words.updating : words.adding}
      draft={{ form: draft, id: record?.id ?? newDraftId }}
      onSave={async (values) => {
        if (check && !(await check(values))) return false
        const saved = await addOrUpdate(record?.id, values, mutations, failure)
        if (onSaved) onSaved(saved)
        else dialog.onClose()
      }}
    />
  )
}

import { Button } from '../ui/button'

export interface FormActionsProps {
  onCancel: () => void
  isPending: boolean
  /** The submit button's words, named for the act ('Mark as Sold', 'Add Reading'). */
  submitLabel?: string
  /** Its words while the save runs ('Adding...'). */
  pendingLabel?: string
  /** Keeps submit disabled for a reason of the form's own (Add Item: the SKU is empty or taken). */
  isSubmitDisabled?: boolean
  /** A record that cannot change (dated in a closed year): no submit, and Cancel reads Close. */
  isReadOnly?: boolean
}

/** Cancel and the submit button at the foot of a form; submit is disabled and relabelled while pending. */
export function FormActions({
  onCancel,
  isPending,
  submitLabel = 'Save',
  pendingLabel = 'Saving...',
  isSubmitDisabled = false,
  isReadOnly = false,
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {isReadOnly ? 'Close' : 'Cancel'}
      </Button>
      {isReadOnly ? null : (
        <Button type="submit" disabled={isPending || isSubmitDisabled}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      )}
    </div>
  )
}

import { Button } from './ui/button'

/** Cancel and Save at the foot of a dialog form; Save reads 'Saving...' and is disabled while pending. */
export function FormActions({ onCancel, isPending }: { onCancel: () => void; isPending: boolean }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isPending}>
        {isPending ? 'Saving...' : 'Save'}
      </Button>
    </div>
  )
}

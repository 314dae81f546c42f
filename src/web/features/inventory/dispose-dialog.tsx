import type { DisposalReason } from '../../../domain/items/status'
import { disposeSchema } from '../../../shared/schemas/item'
import { useUpdateItem, type Item } from '../../api/items'
import { DateField } from '../../components/fields/date-field'
import { SelectField } from '../../components/fields/select-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'

import { DISPOSAL_REASON_OPTIONS } from './dispose-reasons'
import { todayInBrowser } from './item-form'
import { ItemSummary } from './item-summary'
import { useItemUndo } from './item-undo'

/**
 * Dispose of Item (decision 025): an item that leaves inventory without a sale, donated, discarded or kept
 * for personal use, on a day (today by default) and for a reason (required). Like Mark as Sold, a failed
 * save keeps the dialog open with what was chosen and says why.
 */
export function DisposeDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const update = useUpdateItem()
  const undo = useItemUndo()
  const form = useSchemaForm(disposeSchema, {
    defaultValues: {
      disposedDate: item.disposedDate ?? todayInBrowser(),
      disposalReason: (item.disposalReason ?? '') as DisposalReason,
    },
  })
  return (
    <FormDialog
      title="Dispose of Item"
      form={form}
      draft={null}
      onClose={onClose}
      submitLabel="Dispose of Item"
      onSave={async (disposal) => {
        await update.mutateAsync({ id: item.id, changes: { status: 'disposed', ...disposal } })
        undo.moved(item, 'disposed')
        onClose()
      }}
    >
      <ItemSummary item={item} />
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField label="Disposal Date" required {...form.field('disposedDate')} />
        <SelectField
          label="Reason"
          required
          placeholder="Choose a reason"
          options={DISPOSAL_REASON_OPTIONS}
          {...form.field('disposalReason')}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The item leaves your inventory on this day without a sale. Its cost stays out of your sales; see Part
        III on the Tax Summary.
      </p>
    </FormDialog>
  )
}

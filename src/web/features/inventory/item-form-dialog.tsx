import type { Item } from '../../api/items'
import { FormDialog } from '../../components/form/form-dialog'
import { notifySuccess } from '../../lib/notify'

import { useItemClosedYear } from './item-closed-year'
import { ItemFields, useItemForm } from './item-form'
import { ITEM_MESSAGES } from './item-undo'

/**
 * The item form as a modal (spec 2: 'The same form is used as a modal for editing'), for the item lists and
 * the dashboard's recent sales. It closes after a save; a refused save keeps it open with every value typed.
 *
 *   {editing ? <ItemFormDialog item={editing} onClose={() => setEditing(null)} /> : null}
 */
export function ItemFormDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const state = useItemForm(item)
  const closedYear = useItemClosedYear(item)
  return (
    <FormDialog
      title="Edit Item"
      size="lg"
      form={state.form}
      draft={{ form: 'item', id: item.id }}
      closedYear={closedYear}
      onClose={onClose}
      isSubmitDisabled={state.isSubmitDisabled}
      onSave={async (values) => {
        if (!(await state.save(values))) return false
        notifySuccess(ITEM_MESSAGES.saved, { description: values.sku })
        onClose()
      }}
    >
      <ItemFields state={state} />
    </FormDialog>
  )
}

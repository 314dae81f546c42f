import { useNavigate } from 'react-router'

import { ITEM_STATUS_PAGES } from '../../../domain/items/status'
import { PageForm } from '../../components/form/page-form'
import { PageHeader } from '../../components/page-header'
import { useBackOr } from '../../hooks/use-back-or'
import { notifySuccess } from '../../lib/notify'

import { ItemFields, useItemForm } from './item-form'
import { ITEM_MESSAGES } from './item-undo'

/**
 * Add New Item (spec 2): the item form on a page; Save goes to the Dashboard, Cancel goes back, or to the
 * list of the status chosen when the page was opened directly.
 */
export function AddItemPage() {
  const navigate = useNavigate()
  const state = useItemForm()
  const cancel = useBackOr(() => ITEM_STATUS_PAGES[state.form.getValues('status') ?? 'unlisted'].route)
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Add New Item"
        description="Record an item you bought: what it is, what it cost and where it came from"
      />
      <PageForm
        label="Add New Item"
        form={state.form}
        draft={{ form: 'item' }}
        submitLabel="Save Item"
        isSubmitDisabled={state.isSubmitDisabled}
        onCancel={cancel}
        onSave={async (values) => {
          const saved = await state.save(values)
          if (!saved) return false
          // Kept on the phone, the toast says so instead (decision 024).
          if (saved === 'saved') notifySuccess(ITEM_MESSAGES.saved, { description: values.sku })
          await navigate('/')
        }}
      >
        <ItemFields state={state} />
      </PageForm>
    </div>
  )
}

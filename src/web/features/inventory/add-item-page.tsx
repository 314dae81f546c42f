import { useNavigate } from 'react-router'

import { PageForm } from '../../components/form/page-form'
import { PageHeader } from '../../components/page-header'

import { ItemFields, useItemForm } from './item-form'

/** Add New Item (spec 2): the item form on a page; Save goes to the Dashboard, Cancel goes back. */
export function AddItemPage() {
  const navigate = useNavigate()
  const state = useItemForm()
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
        onCancel={() => void navigate(-1)}
        onSave={async (values) => {
          if (!(await state.save(values))) return false
          await navigate('/')
        }}
      >
        <ItemFields state={state} />
      </PageForm>
    </div>
  )
}

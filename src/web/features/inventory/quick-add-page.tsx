import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'

import { PageForm } from '../../components/form/page-form'
import { MoneyField } from '../../components/fields/money-field'
import { TextField } from '../../components/fields/text-field'
import { PageHeader } from '../../components/page-header'
import { buttonClassName } from '../../components/ui/button'

import { BrandField, LocationField, useItemForm } from './item-form'

/** Shown after each save, so the next item can be taken at once. */
export const QUICK_ADD_SAVED = 'Item saved to Unlisted'

/**
 * Quick Add (decision 021): the item form cut to what is known at the store, for one thumb on a phone: a
 * photo from the camera, the cost, the brand, a short description and where it was bought. The item is
 * saved unlisted with a generated SKU and today's date; the rest is filled in later from the item lists.
 * After a save the form starts again, empty, for the next item.
 */
export function QuickAddPage() {
  const [round, setRound] = useState(0)
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Quick Add" description="Photo, cost, brand and where you found it: the rest later" />
      <QuickAddForm key={round} onSaved={() => setRound((value) => value + 1)} />
      <p className="mt-4 text-center text-sm">
        <Link to="/add-item" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          Open the full item form
        </Link>
      </p>
    </div>
  )
}

function QuickAddForm({ onSaved }: { onSaved: () => void }) {
  const state = useItemForm()
  const { form } = state
  return (
    <PageForm
      label="Quick Add"
      form={form}
      draft={{ form: 'quick-add' }}
      submitLabel="Save Item"
      isSubmitDisabled={state.isSubmitDisabled}
      onCancel={() => window.history.back()}
      onSave={async (values) => {
        const saved = await state.save(values)
        if (!saved) return false
        // Kept on the phone, the toast says so instead (decision 024).
        if (saved === 'saved') toast.success(QUICK_ADD_SAVED)
        onSaved()
      }}
    >
      <div className="grid gap-4">
        {state.photos}
        <MoneyField label="Cost of Goods" {...form.field('costOfGoods')} />
        <BrandField form={form} />
        <TextField label="Description" autoComplete="off" {...form.field('description')} />
        <LocationField form={form} />
        {/* The generated SKU, to write on the item's tag at the store. */}
        <TextField label="SKU" autoComplete="off" {...form.field('sku')} />
      </div>
    </PageForm>
  )
}

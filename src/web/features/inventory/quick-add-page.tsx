import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'

import { PageForm } from '../../components/form/page-form'
import { MoneyField } from '../../components/fields/money-field'
import { TextField } from '../../components/fields/text-field'
import { PageHeader } from '../../components/page-header'
import { buttonClassName } from '../../components/ui/button'
import { useBackOr } from '../../hooks/use-back-or'

import { BrandField, LocationField, useItemForm } from './item-form'
import type { ItemFormValues } from './item-form-values'

/** Shown after each save, so the next item can be taken at once. */
export const QUICK_ADD_SAVED = 'Item saved to Unlisted'

/** What the next item takes from the one just saved: it was bought at the same store on the same day. */
type Carried = Pick<ItemFormValues, 'purchaseLocation' | 'purchaseDate'>

/**
 * Quick Add (decision 021): the item form cut to what is known at the store, for one thumb on a phone: a
 * photo from the camera, the cost, the brand, a short description and where it was bought. The item is
 * saved unlisted with a generated SKU and today's date; the rest is filled in later from the item lists.
 * After a save the form starts again for the next item, at the top with the photo buttons, keeping the
 * store and the day (twenty items at one store are one store typed once).
 */
export function QuickAddPage() {
  const [round, setRound] = useState<{ count: number; carried?: Carried }>({ count: 0 })
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Quick Add" description="Photo, cost, brand and where you found it: the rest later" />
      <QuickAddForm
        key={round.count}
        carried={round.carried}
        onSaved={(carried) => {
          setRound(({ count }) => ({ count: count + 1, carried }))
          window.scrollTo({ top: 0 })
        }}
      />
      <p className="mt-4 text-center text-sm">
        <Link to="/add-item" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          Open the full item form
        </Link>
      </p>
    </div>
  )
}

function QuickAddForm({
  carried,
  onSaved,
}: {
  carried: Carried | undefined
  onSaved: (carried: Carried) => void
}) {
  const state = useItemForm(undefined, carried)
  const { form } = state
  // Quick Add saves to Unlisted, so a Cancel with nothing of the app to go back to goes there.
  const cancel = useBackOr(() => '/unlisted')
  return (
    <PageForm
      label="Quick Add"
      form={form}
      draft={{ form: 'quick-add' }}
      submitLabel="Save Item"
      isSubmitDisabled={state.isSubmitDisabled}
      onCancel={cancel}
      onSave={async (values) => {
        const saved = await state.save(values)
        if (!saved) return false
        // Kept on the phone, the toast says so instead (decision 024).
        if (saved === 'saved') toast.success(QUICK_ADD_SAVED)
        onSaved({
          purchaseLocation: form.getValues('purchaseLocation'),
          purchaseDate: form.getValues('purchaseDate'),
        })
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

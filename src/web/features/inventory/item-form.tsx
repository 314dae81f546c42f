import { useQuery, useQueryClient } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Controller, useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { localDate } from '../../../domain/dates'
import { SKU_MESSAGES } from '../../../domain/items/sku'
import { ITEM_STATUSES, ITEM_STATUS_INFO } from '../../../domain/items/status'
import { newItemSchema } from '../../../shared/schemas/item'
import { searchBrandOptions } from '../../api/brands'
import {
  fetchNewSku,
  isSkuAvailable,
  itemKeys,
  newSkuQuery,
  useAddItem,
  useUpdateItem,
  type Item,
} from '../../api/items'
import { searchPurchaseLocationOptions } from '../../api/purchase-locations'
import { receiptOptionLabel, receiptQuery, searchReceiptOptions } from '../../api/receipts'
import { DateField } from '../../components/fields/date-field'
import { MoneyField } from '../../components/fields/money-field'
import { PickerField } from '../../components/fields/picker-field'
import { RateField } from '../../components/fields/rate-field'
import { SelectField } from '../../components/fields/select-field'
import { TextField } from '../../components/fields/text-field'
import { ItemPhotos, usePendingPhotos } from '../../components/files/item-photos'
import { useSchemaForm, type SchemaForm } from '../../components/form/use-schema-form'
import { MARKETPLACE_OPTIONS } from '../../components/items/marketplace-parts'
import { Button } from '../../components/ui/button'
import { browserTimeZone } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'
import type { PickerOption } from '../../lib/picker-option'

import { DISPOSAL_REASON_OPTIONS } from './dispose-reasons'
import { useNewItemDateError } from './item-closed-year'
import { itemFormValues, type ItemFormValues } from './item-form-values'

/** The hint of every sales tax rate input (spec 2, the Mark as Sold dialog). */
export const SALES_TAX_HINT = 'Enter as decimal (e.g., 0.0663 for 6.63%)'

/** The note beside a generated SKU (spec 2). */
const GENERATED_SKU_NOTE = '✓ Auto-generated unique SKU'
export type ItemForm = SchemaForm<ItemFormValues, z.output<typeof newItemSchema>>

const STATUS_OPTIONS = ITEM_STATUSES.map((status) => ({
  value: status,
  label: ITEM_STATUS_INFO[status].label,
}))

/** Today in the browser's calendar (spec: dates are the user's local calendar dates). */
export function todayInBrowser(): string {
  return localDate(new Date(), browserTimeZone())
}

function valuesOf(item: Item | undefined): ItemFormValues {
  return itemFormValues(item, todayInBrowser())
}

/**
 * The item form's state and save (spec 2 and 5), for the Add New Item page and the edit modal alike: a new
 * item is offered a generated SKU; the SKU is checked for uniqueness on blur and again on submit; Save is
 * disabled while the SKU is empty, an SKU error shows or a save runs. `save` resolves true once saved;
 * a refusal leaves everything typed in place with the reason at its field (or in the red box, for none).
 * `start` gives a new item starting values of its own (Quick Add's next item at the same store).
 */
export function useItemForm(item?: Item, start?: Partial<ItemFormValues>) {
  const form = useSchemaForm(newItemSchema, { defaultValues: { ...valuesOf(item), ...start } })
  const isEditing = item !== undefined
  const [regenerated, setRegenerated] = useState<string | null>(null)
  const addItem = useAddItem()
  const updateItem = useUpdateItem()
  const queryClient = useQueryClient()
  // A new item's photos wait in the browser until it is saved; a saved item's are sent as they are added.
  const pendingPhotos = usePendingPhotos()

  const offer = useQuery({ ...newSkuQuery(), enabled: !isEditing })
  const offered = offer.data
  const { getValues, resetField, setFocus } = form
  useEffect(() => {
    // The offered SKU fills the field once it arrives, unless the person has typed (or restored) one
    // already; it is a starting value, so the untouched form does not count as changed. In the field
    // already, about to type, the person finds it selected: what they type replaces it, not follows it.
    if (offered === undefined || getValues('sku') !== '') return
    const focused = document.activeElement
    const isTyping = focused instanceof HTMLInputElement && focused.name === 'sku'
    resetField('sku', { defaultValue: offered })
    if (isTyping) setFocus('sku', { shouldSelect: true })
  }, [offered, getValues, resetField, setFocus])
  const offeredSku = regenerated ?? offered ?? null

  const regenerate = async () => {
    try {
      const sku = await fetchNewSku()
      form.setValue('sku', sku, { shouldDirty: true })
      form.clearErrors('sku')
      setRegenerated(sku)
    } catch (error) {
      notifyFailure('Failed to generate a SKU', error)
    }
  }

  /** Whether the typed SKU is free; shows the spec's message at the field when it is not. */
  const checkSku = async (): Promise<boolean> => {
    const sku = form.getValues('sku').trim()
    if (sku === '') return false
    const isFree = await isSkuAvailable(sku, item?.id)
    if (!isFree) form.setError('sku', { type: 'taken', message: SKU_MESSAGES.taken })
    return isFree
  }

  /** Saves the form: false when refused here, 'kept' when kept on the phone to sync, else 'saved'. */
  const save = async (values: z.output<typeof newItemSchema>): Promise<false | 'saved' | 'kept'> => {
    if (!(await checkSku())) return false
    if (item === undefined) {
      const created = await addItem.mutateAsync({ item: values, photos: pendingPhotos.photos })
      if (created === null) return 'kept'
      // Kept on the phone, its photos were kept with it and go after it when the network returns (decision
      // 024); made now, they go onto it.
      if (pendingPhotos.photos.length > 0) {
        await pendingPhotos.sendTo(created.id)
        await queryClient.invalidateQueries({ queryKey: itemKeys.all })
      }
    } else await updateItem.mutateAsync({ id: item.id, changes: values })
    return 'saved'
  }

  const sku = useWatch({ control: form.control, name: 'sku' })
  const isSubmitDisabled = sku.trim() === '' || form.errorOf('sku') !== undefined || pendingPhotos.isPreparing

  return {
    form,
    isEditing,
    itemId: item?.id,
    photos: pendingPhotos.grid,
    offeredSku,
    regenerate,
    checkSku,
    save,
    isSubmitDisabled,
  }
}

type ItemFormState = ReturnType<typeof useItemForm>

/** The item form's fields (spec 2: Add/Edit Item), in two columns from the `sm` breakpoint. */
export function ItemFields({ state }: { state: ItemFormState }) {
  const { form, isEditing, offeredSku, regenerate, checkSku } = state
  const status = useWatch({ control: form.control, name: 'status' })
  const sku = useWatch({ control: form.control, name: 'sku' })
  const skuField = form.field('sku', { onChange: () => form.clearErrors('sku') })
  const closedYearError = useNewItemDateError(form, isEditing)

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {/* On a phone the field takes the whole width, so the longest SKU shows whole; Generate goes under it. */}
        <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
          <TextField
            label="SKU"
            className="min-w-0 basis-full sm:basis-auto sm:flex-1"
            autoComplete="off"
            {...skuField}
            onBlur={(event) => {
              void skuField.onBlur(event)
              // Unreachable server: the check runs again on submit, where a failure shows in the red box.
              checkSku().catch((error: unknown) => console.warn('The SKU check failed', error))
            }}
          />
          {isEditing ? null : (
            <Button variant="secondary" onClick={() => void regenerate()} aria-label="Generate new SKU">
              <RefreshCw aria-hidden="true" className="size-4" />
              Generate
            </Button>
          )}
        </div>
        {!isEditing && offeredSku !== null && sku === offeredSku && !form.errorOf('sku') ? (
          <p className="mt-1.5 text-sm text-emerald-700 dark:text-emerald-400">{GENERATED_SKU_NOTE}</p>
        ) : null}
      </div>
      <BrandField form={form} />
      <TextField label="Description" autoComplete="off" {...form.field('description')} />
      <MoneyField label="Cost of Goods" {...form.field('costOfGoods')} />
      <LocationField form={form} />
      <DateField
        label="Purchase Date"
        {...form.field('purchaseDate')}
        error={closedYearError ?? form.errorOf('purchaseDate')}
      />
      <SelectField label="Status" options={STATUS_OPTIONS} {...form.field('status')} />
      <SelectField
        label="Marketplace"
        placeholder="Not said"
        options={MARKETPLACE_OPTIONS}
        {...form.field('marketplace')}
      />
      {status === 'sold' ? <DateField label="Sold Date" {...form.field('soldDate')} /> : null}
      {status === 'disposed' ? (
        <>
          <DateField label="Disposal Date" hint="Today when left empty" {...form.field('disposedDate')} />
          <SelectField
            label="Reason"
            required
            placeholder="Choose a reason"
            options={DISPOSAL_REASON_OPTIONS}
            {...form.field('disposalReason')}
          />
        </>
      ) : null}
      <RateField label="Sales Tax" hint={SALES_TAX_HINT} {...form.field('salesTax')} />
      <MoneyField label="Sale Price" {...form.field('salePrice')} />
      <MoneyField label="Postage Charged" {...form.field('postageCharged')} />
      <MoneyField label="Postage Cost" {...form.field('postageCost')} />
      <MoneyField label="General Fees" {...form.field('generalFees')} />
      <MoneyField label="Promo Fees" {...form.field('promoFees')} />
      <ReceiptPicker form={form} />
      {state.itemId === undefined ? state.photos : <ItemPhotos itemId={state.itemId} />}
    </div>
  )
}

/** Brand: the picker over the user's brands; a new name becomes a brand when the item is saved. */
export function BrandField({ form }: { form: ItemForm }) {
  return (
    <Controller
      control={form.control}
      name="brand"
      render={({ field, fieldState }) => (
        <PickerField
          label="Brand"
          allowCreate
          search={searchBrandOptions}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(label) => field.onChange(label)}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** Purchase Location: the picker over the user's locations; a new name is added likewise. */
export function LocationField({ form }: { form: ItemForm }) {
  return (
    <Controller
      control={form.control}
      name="purchaseLocation"
      render={({ field, fieldState }) => (
        <PickerField
          label="Purchase Location"
          allowCreate
          search={searchPurchaseLocationOptions}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(label) => field.onChange(label)}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/**
 * Receipt (optional): a searchable picker over the user's receipts; the form keeps the receipt's id, and
 * shows the server's refusal of it ('The chosen receipt does not exist') under the picker.
 */
function ReceiptPicker({ form }: { form: ItemForm }) {
  const receiptId = useWatch({ control: form.control, name: 'receiptId' }) ?? ''
  const [picked, setPicked] = useState<PickerOption | null>(null)
  const linked = useQuery({
    ...receiptQuery(receiptId),
    enabled: receiptId !== '' && picked?.id !== receiptId,
  })
  const label =
    receiptId === ''
      ? ''
      : picked?.id === receiptId
        ? picked.label
        : linked.data
          ? receiptOptionLabel(linked.data)
          : ''
  return (
    <div className="flex items-end gap-2 sm:col-span-2">
      <Controller
        control={form.control}
        name="receiptId"
        render={({ field, fieldState }) => (
          <PickerField
            label="Receipt"
            className="min-w-0 flex-1"
            placeholder="No receipt"
            search={searchReceiptOptions}
            value={label}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            onChange={(_label, option) => {
              if (option === null) return
              setPicked(option)
              field.onChange(option.id)
            }}
          />
        )}
      />
      {receiptId === '' ? null : (
        <Button
          variant="secondary"
          onClick={() => {
            setPicked(null)
            form.setValue('receiptId', '', { shouldDirty: true })
          }}
        >
          Remove receipt
        </Button>
      )}
    </div>
  )
}

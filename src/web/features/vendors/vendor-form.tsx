import { useQuery } from '@tanstack/react-query'

import { MODAL_SAVE_FAILURES } from '../../../domain/messages'
import { newVendorSchema } from '../../../shared/schemas/vendor'
import { useAddVendor, useUpdateVendor, vendorCategoryChoicesQuery, type Vendor } from '../../api/vendors'
import { CheckboxField } from '../../components/fields/checkbox-field'
import { SelectField } from '../../components/fields/select-field'
import { TextField } from '../../components/fields/text-field'
import { TextareaField } from '../../components/fields/textarea-field'
import { RecordFormDialog, recordWords, type RecordFormKind } from '../../components/form/record-form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'

import { asSaveFailure } from './save-failure'

/** A failed save in the spec's words, unless the server named the field at fault (a taken name). */
const toFailure = (error: unknown) => asSaveFailure(error, MODAL_SAVE_FAILURES.vendor)

const FORM: RecordFormKind = { words: recordWords('Vendor'), draft: 'vendor', failure: toFailure }

/**
 * Add or edit a vendor (spec 5): name trimmed and unique case-insensitively (the server's index decides and
 * its message shows beside the name), category from the user's vendor categories, contact e-mail, phone,
 * address, website, notes (trimmed, absent when empty) and Active.
 */
export function VendorFormDialog({ vendor, onClose }: { vendor: Vendor | null; onClose: () => void }) {
  const mutations = { add: useAddVendor(), update: useUpdateVendor() }
  const categories = useQuery(vendorCategoryChoicesQuery())
  const form = useSchemaForm(newVendorSchema, {
    defaultValues: {
      name: vendor?.name ?? '',
      category: vendor?.category ?? '',
      contactEmail: vendor?.contactEmail ?? '',
      contactPhone: vendor?.contactPhone ?? '',
      address: vendor?.address ?? '',
      website: vendor?.website ?? '',
      notes: vendor?.notes ?? '',
      isActive: vendor?.isActive ?? true,
    },
  })
  const names = (categories.data ?? []).map((category) => category.name)
  // A vendor may carry a category that was deleted since (deleting one does not touch vendors): keep it.
  if (vendor?.category && !names.includes(vendor.category)) names.push(vendor.category)

  return (
    <RecordFormDialog kind={FORM} record={vendor} form={form} mutations={mutations} onClose={onClose}>
      <TextField label="Vendor Name" autoComplete="organization" {...form.field('name')} />
      <SelectField
        label="Category"
        placeholder={categories.isPending ? 'Loading categories...' : 'No category'}
        options={names.map((name) => ({ value: name, label: name }))}
        {...form.field('category')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Contact Email" type="email" autoComplete="email" {...form.field('contactEmail')} />
        <TextField label="Contact Phone" type="tel" autoComplete="tel" {...form.field('contactPhone')} />
      </div>
      <TextareaField label="Address" rows={2} {...form.field('address')} />
      <TextField label="Website" type="url" placeholder="https://" {...form.field('website')} />
      <TextareaField label="Notes" rows={3} {...form.field('notes')} />
      <CheckboxField
        label="Active"
        hint="Only active vendors are offered for expenses and receipts"
        {...form.field('isActive')}
      />
    </RecordFormDialog>
  )
}

import { MODAL_SAVE_FAILURES } from '../../../domain/messages'
import { newPurchaseLocationSchema } from '../../../shared/schemas/purchase-location'
import {
  useAddPurchaseLocation,
  useUpdatePurchaseLocation,
  type PurchaseLocationRow,
} from '../../api/purchase-locations'
import { NumberField } from '../../components/fields/number-field'
import { TextField } from '../../components/fields/text-field'
import { TextareaField } from '../../components/fields/textarea-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { modalSaveFailure } from '../../lib/errors'

/**
 * Add / Edit Purchase Location (spec 2): name (trimmed, unique), address, round-trip distance in miles
 * (min 0, step 0.1) and notes. A taken name is refused with the spec's message beside the field; any other
 * failure reads 'Failed to save purchase location. Please try again.' A rename reaches the items too.
 */
export function PurchaseLocationFormDialog({
  location,
  onClose,
}: {
  location: PurchaseLocationRow | null
  onClose: () => void
}) {
  const form = useSchemaForm(newPurchaseLocationSchema, {
    defaultValues: {
      name: location?.name ?? '',
      address: location?.address ?? '',
      roundTripDistance: location ? String(location.roundTripDistance) : '0',
      notes: location?.notes ?? '',
    },
  })
  const add = useAddPurchaseLocation()
  const update = useUpdatePurchaseLocation()
  const usedBy = location?.itemCount ?? 0

  return (
    <FormDialog
      title={location ? 'Edit Purchase Location' : 'Add Purchase Location'}
      form={form}
      draft={{ form: 'purchase-location', id: location?.id }}
      onClose={onClose}
      submitLabel={location ? 'Update Location' : 'Add Location'}
      onSave={async (values) => {
        try {
          if (location) await update.mutateAsync({ id: location.id, changes: values })
          else await add.mutateAsync(values)
        } catch (error) {
          throw modalSaveFailure(error, MODAL_SAVE_FAILURES.purchaseLocation)
        }
        onClose()
      }}
    >
      <TextField
        label="Location Name"
        autoFocus
        autoComplete="off"
        placeholder="Enter location name"
        hint={
          usedBy > 0
            ? `${usedBy === 1 ? '1 item uses' : `${usedBy} items use`} this location; a new name changes them too.`
            : undefined
        }
        {...form.field('name')}
      />
      <TextField
        label="Address"
        autoComplete="street-address"
        placeholder="Enter address"
        {...form.field('address')}
      />
      <NumberField
        label="Round-trip Distance (miles)"
        step={0.1}
        min={0}
        hint="Filled into a receipt's travel distance when you pick this location"
        {...form.field('roundTripDistance')}
      />
      <TextareaField label="Notes" placeholder="Enter notes" {...form.field('notes')} />
    </FormDialog>
  )
}

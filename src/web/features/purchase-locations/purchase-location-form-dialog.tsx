import { MODAL_SAVE_FAILURES } from '../../../domain/messages'
import { newPurchaseLocationSchema } from '../../../shared/schemas/purchase-location'
import {
  useAddPurchaseLocation,
  useUpdatePurchaseLocation,
  type PurchaseLocationRow,
} from '../../api/purchase-locations'
import { NameField } from '../../components/fields/name-field'
import { NumberField } from '../../components/fields/number-field'
import { TextField } from '../../components/fields/text-field'
import { TextareaField } from '../../components/fields/textarea-field'
import { RecordFormDialog, recordWords, type RecordFormKind } from '../../components/form/record-form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { modalSaveFailure } from '../../lib/errors'

/** A failed save in the spec's words, unless the server refused the input itself (a taken name). */
const toFailure = (error: unknown) => modalSaveFailure(error, MODAL_SAVE_FAILURES.purchaseLocation)

const FORM: RecordFormKind = {
  words: recordWords('Purchase Location', 'Location'),
  draft: 'purchase-location',
  failure: toFailure,
}

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
  const mutations = { add: useAddPurchaseLocation(), update: useUpdatePurchaseLocation() }

  return (
    <RecordFormDialog kind={FORM} record={location} form={form} mutations={mutations} onClose={onClose}>
      <NameField
        label="Location Name"
        placeholder="Enter location name"
        kind="location"
        usedBy={location?.itemCount ?? 0}
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
    </RecordFormDialog>
  )
}

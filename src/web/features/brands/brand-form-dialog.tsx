import { MODAL_SAVE_FAILURES } from '../../../domain/messages'
import { newBrandSchema } from '../../../shared/schemas/brand'
import { useAddBrand, useUpdateBrand, type BrandRow } from '../../api/brands'
import { NameField } from '../../components/fields/name-field'
import { RecordFormDialog, recordWords, type RecordFormKind } from '../../components/form/record-form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { modalSaveFailure } from '../../lib/errors'

/** A failed save in the spec's words, unless the server refused the name itself (a taken one). */
const toFailure = (error: unknown) => modalSaveFailure(error, MODAL_SAVE_FAILURES.brand)

const FORM: RecordFormKind = { words: recordWords('Brand'), draft: 'brand', failure: toFailure }

/**
 * Add Brand / Edit Brand (spec 2): the name, trimmed; a taken name is refused with the spec's message
 * beside the field, any other failure reads 'Failed to save brand. Please try again.' A renamed brand's
 * items follow the new name (the server changes them in the same transaction).
 */
export function BrandFormDialog({ brand, onClose }: { brand: BrandRow | null; onClose: () => void }) {
  const form = useSchemaForm(newBrandSchema, { defaultValues: { name: brand?.name ?? '' } })
  const mutations = { add: useAddBrand(), update: useUpdateBrand() }

  return (
    <RecordFormDialog kind={FORM} record={brand} form={form} mutations={mutations} onClose={onClose}>
      <NameField
        label="Brand Name"
        placeholder="Enter brand name"
        kind="brand"
        usedBy={brand?.itemCount ?? 0}
        {...form.field('name')}
      />
    </RecordFormDialog>
  )
}

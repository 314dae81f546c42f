import { MODAL_SAVE_FAILURES } from '../../../domain/messages'
import { newBrandSchema } from '../../../shared/schemas/brand'
import { useAddBrand, useUpdateBrand, type BrandRow } from '../../api/brands'
import { TextField } from '../../components/fields/text-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { modalSaveFailure } from '../../lib/errors'

/**
 * Add Brand / Edit Brand (spec 2): the name, trimmed; a taken name is refused with the spec's message
 * beside the field, any other failure reads 'Failed to save brand. Please try again.' A renamed brand's
 * items follow the new name (the server changes them in the same transaction).
 */
export function BrandFormDialog({ brand, onClose }: { brand: BrandRow | null; onClose: () => void }) {
  const form = useSchemaForm(newBrandSchema, { defaultValues: { name: brand?.name ?? '' } })
  const add = useAddBrand()
  const update = useUpdateBrand()
  const usedBy = brand?.itemCount ?? 0

  return (
    <FormDialog
      title={brand ? 'Edit Brand' : 'Add Brand'}
      form={form}
      draft={{ form: 'brand', id: brand?.id }}
      onClose={onClose}
      submitLabel={brand ? 'Update Brand' : 'Add Brand'}
      onSave={async (values) => {
        try {
          if (brand) await update.mutateAsync({ id: brand.id, changes: values })
          else await add.mutateAsync(values)
        } catch (error) {
          throw modalSaveFailure(error, MODAL_SAVE_FAILURES.brand)
        }
        onClose()
      }}
    >
      <TextField
        label="Brand Name"
        autoFocus
        autoComplete="off"
        placeholder="Enter brand name"
        hint={
          usedBy > 0
            ? `${usedBy === 1 ? '1 item uses' : `${usedBy} items use`} this brand; a new name changes them too.`
            : undefined
        }
        {...form.field('name')}
      />
    </FormDialog>
  )
}

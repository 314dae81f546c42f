import { settingsUpdateSchema } from '../../../shared/schemas/settings'
import { useUpdateSettings } from '../../api/settings'
import { TextField } from '../../components/fields/text-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'

const storeNameSchema = settingsUpdateSchema.pick({ storeName: true }).required()

/** Edit the store name shown in the sidebar (spec 5: saved only if non-empty after trimming). */
export function StoreNameDialog({ storeName, onClose }: { storeName: string; onClose: () => void }) {
  const update = useUpdateSettings()
  const form = useSchemaForm(storeNameSchema, { defaultValues: { storeName } })

  return (
    <FormDialog
      title="Edit Store Name"
      description="Shown at the top of the sidebar."
      form={form}
      draft={{ form: 'store-name' }}
      onClose={onClose}
      onSave={async (values) => {
        await update.mutateAsync(values)
        onClose()
      }}
    >
      <TextField label="Store name" autoComplete="off" maxLength={100} {...form.field('storeName')} />
    </FormDialog>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { settingsUpdateSchema } from '../../../shared/schemas/settings'
import { useUpdateSettings } from '../../api/settings'
import { Field } from '../../components/field'
import { FormActions } from '../../components/form-actions'
import { SaveError } from '../../components/error-alert'
import { Dialog } from '../../components/ui/dialog'
import { fieldErrorsOf } from '../../lib/form-errors'

const storeNameSchema = settingsUpdateSchema.pick({ storeName: true }).required()

/** Edit the store name shown in the sidebar (spec 5: saved only if non-empty after trimming). */
export function StoreNameDialog({ storeName, onClose }: { storeName: string; onClose: () => void }) {
  const update = useUpdateSettings()
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof storeNameSchema>,
    unknown,
    z.output<typeof storeNameSchema>
  >({
    resolver: zodResolver(storeNameSchema),
    defaultValues: { storeName },
  })

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        const message = fieldErrorsOf(error).storeName
        if (message) setError('storeName', { message })
      },
    }),
  )

  return (
    <Dialog title="Edit Store Name" description="Shown at the top of the sidebar." onClose={onClose}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <SaveError error={update.error} />
        <Field
          label="Store name"
          autoComplete="off"
          maxLength={100}
          error={formState.errors.storeName?.message}
          {...register('storeName')}
        />
        <FormActions onCancel={onClose} isPending={update.isPending} />
      </form>
    </Dialog>
  )
}

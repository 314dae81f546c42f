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

const percentageSchema = settingsUpdateSchema.pick({ businessMileagePercentage: true }).required()

/** Edit the share of driving that is for business (spec 5: 0 to 100, step 0.1; outside values are not saved). */
export function BusinessPercentageDialog({
  percentage,
  onClose,
}: {
  percentage: number
  onClose: () => void
}) {
  const update = useUpdateSettings()
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof percentageSchema>,
    unknown,
    z.output<typeof percentageSchema>
  >({
    resolver: zodResolver(percentageSchema),
    defaultValues: { businessMileagePercentage: percentage },
  })

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: onClose,
      onError: (error) => {
        const message = fieldErrorsOf(error).businessMileagePercentage
        if (message) setError('businessMileagePercentage', { message })
      },
    }),
  )

  return (
    <Dialog
      title="Edit Business Mileage Percentage"
      description="The share of the miles you drive that is for your business. It sets your mileage deduction."
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <SaveError error={update.error} />
        <Field
          label="Business use (%)"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step={0.1}
          hint="Between 0 and 100, for example 85.5"
          error={formState.errors.businessMileagePercentage?.message}
          {...register('businessMileagePercentage', { valueAsNumber: true })}
        />
        <FormActions onCancel={onClose} isPending={update.isPending} />
      </form>
    </Dialog>
  )
}

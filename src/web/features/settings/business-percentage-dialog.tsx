import { settingsUpdateSchema } from '../../../shared/schemas/settings'
import { useUpdateSettings } from '../../api/settings'
import { NumberField } from '../../components/fields/number-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { currentYear } from '../../lib/format'

const percentageSchema = settingsUpdateSchema.pick({ businessMileagePercentage: true }).required()

/**
 * Edit the share of driving that is for business (spec 5: 0 to 100, step 0.1; outside values are not saved),
 * from the current year on: each past year keeps its own, set on its Odometer Tracking page (decision 026).
 */
export function BusinessPercentageDialog({
  percentage,
  onClose,
}: {
  percentage: number
  onClose: () => void
}) {
  const update = useUpdateSettings()
  const form = useSchemaForm(percentageSchema, {
    defaultValues: { businessMileagePercentage: String(percentage) },
  })

  return (
    <FormDialog
      title="Edit Business Mileage Percentage"
      description={`The share of the miles you drive that is for your business, from ${currentYear()} on. It sets your mileage deduction; each past year keeps its own, which you change on that year’s Odometer Tracking page.`}
      form={form}
      draft={{ form: 'business-percentage' }}
      onClose={onClose}
      onSave={async (values) => {
        await update.mutateAsync(values)
        onClose()
      }}
    >
      <NumberField
        label="Business use (%)"
        min={0}
        max={100}
        step={0.1}
        hint="Between 0 and 100, for example 85.5"
        {...form.field('businessMileagePercentage')}
      />
    </FormDialog>
  )
}

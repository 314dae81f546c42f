import { yearBusinessUseSchema } from '../../../shared/schemas/settings'
import { useSetYearBusinessUse } from '../../api/tax-years'
import { NumberField } from '../../components/fields/number-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'

/**
 * One year's business use of the vehicle (decision 026): that year alone, the years around it as they
 * are. A closed year's shows the notice and no Save.
 */
export function BusinessUseDialog({
  year,
  percentage,
  closedYear,
  onClose,
}: {
  year: number
  percentage: number
  closedYear: number | null
  onClose: () => void
}) {
  const save = useSetYearBusinessUse(year)
  const form = useSchemaForm(yearBusinessUseSchema, {
    defaultValues: { businessMileagePercentage: String(percentage) },
  })

  return (
    <FormDialog
      title={`Business Use in ${year}`}
      description={`The share of the miles you drove in ${year} that was for your business. It sets that year’s mileage deduction; other years keep theirs.`}
      form={form}
      closedYear={closedYear}
      draft={{ form: 'business-use', id: String(year) }}
      onClose={onClose}
      onSave={async (values) => {
        await save.mutateAsync(values)
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

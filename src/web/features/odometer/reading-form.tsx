import { useWatch } from 'react-hook-form'

import { readingSaveErrorMessage } from '../../../domain/mileage/readings'
import { newOdometerReadingSchema } from '../../../shared/schemas/odometer'
import { useAddReading, useUpdateReading, type OdometerReading } from '../../api/odometer'
import { DateField } from '../../components/fields/date-field'
import { NumberField } from '../../components/fields/number-field'
import { TextField } from '../../components/fields/text-field'
import { TextareaField } from '../../components/fields/textarea-field'
import { Attachment } from '../../components/files/attachment'
import { RecordFormDialog, recordWords, type RecordFormKind } from '../../components/form/record-form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { useClosedYears } from '../../hooks/use-closed-years'
import { ApiError } from '../../lib/api-error'
import { localToday } from '../../lib/format'

/**
 * A refused save in the spec's words: a failure whose message mentions a duplicate reads 'A reading for this
 * date already exists.' in the red box. The server's duplicate date (409) names the date, so its message
 * shows once, beside the date (use-schema-form), and the red box stays empty.
 */
function asReadingFailure(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error
  return new ApiError({
    code: error.code,
    status: error.status,
    message: readingSaveErrorMessage(error.message),
    ...(error.fields ? { fields: error.fields } : {}),
  })
}

const FORM: RecordFormKind = {
  words: { ...recordWords('Odometer Reading', 'Reading'), adding: 'Adding...', updating: 'Updating...' },
  draft: 'odometer-reading',
  failure: asReadingFailure,
}

/**
 * Add or edit an odometer reading (spec 2, 5): Reading Date (required), Odometer Reading in miles (above 0,
 * step 0.1), Odometer Photo URL and Notes (trimmed, omitted when empty). Submit stays disabled while a field
 * is in error, the date is empty, the miles are not above 0, or the save runs ('Adding...'/'Updating...').
 */
export function ReadingFormDialog({
  reading,
  onClose,
}: {
  reading: OdometerReading | null
  onClose: () => void
}) {
  const mutations = { add: useAddReading(), update: useUpdateReading() }
  const form = useSchemaForm(newOdometerReadingSchema, {
    mode: 'onTouched',
    defaultValues: {
      readingDate: reading?.readingDate ?? localToday(),
      odometerMiles: reading ? String(reading.odometerMiles) : '',
      imageUrl: reading?.imageUrl ?? '',
      notes: reading?.notes ?? '',
    },
  })
  const [readingDate, miles] = useWatch({ control: form.control, name: ['readingDate', 'odometerMiles'] })
  const milesValue = Number(miles)
  const hasErrors = Object.keys(form.formState.errors).length > 0
  const closed = useClosedYears()
  const closedYear = reading ? closed.yearOf(reading.readingDate) : null
  const dateError = closedYear === null ? closed.dateError(readingDate) : undefined
  const canSave =
    Boolean(readingDate) && Number.isFinite(milesValue) && milesValue > 0 && !hasErrors && !dateError

  return (
    <RecordFormDialog
      kind={FORM}
      record={reading}
      form={form}
      mutations={mutations}
      closedYear={closedYear}
      isSubmitDisabled={!canSave}
      onClose={onClose}
    >
      <DateField
        label="Reading Date"
        required
        {...form.field('readingDate')}
        error={dateError ?? form.errorOf('readingDate')}
      />
      <NumberField
        label="Odometer Reading (miles)"
        min={0}
        step={0.1}
        inputMode="decimal"
        required
        {...form.field('odometerMiles')}
      />
      <TextField label="Odometer Photo URL" type="url" placeholder="https://" {...form.field('imageUrl')} />
      <TextareaField label="Notes" rows={3} {...form.field('notes')} />
      {reading ? (
        <Attachment owner={{ odometerReadingId: reading.id }} title="Dashboard Photo" takesPdf={false} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Add a photo of the dashboard after saving.
        </p>
      )}
    </RecordFormDialog>
  )
}

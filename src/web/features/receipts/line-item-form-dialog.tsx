import { centsToDecimal } from '../../../domain/money'
import { lineItemSchema, type LineItem } from '../../../shared/schemas/receipt'
import { useAddLineItem, useUpdateLineItem, type LineItemRow } from '../../api/receipts'
import { MoneyField } from '../../components/fields/money-field'
import { NumberField } from '../../components/fields/number-field'
import { TextField } from '../../components/fields/text-field'
import { TextareaField } from '../../components/fields/textarea-field'
import { RecordFormDialog, recordWords, type RecordFormKind } from '../../components/form/record-form-dialog'
import { useSchemaForm } from '../../components/form/use-schema-form'
import { useClosedYears } from '../../hooks/use-closed-years'

const FORM: RecordFormKind = { words: recordWords('Line Item'), draft: 'line-item' }

/**
 * Add or edit a receipt's line item (spec 5): description and brand required, a whole quantity of at least
 * 1, a unit cost of at least 0, notes. The total is always quantity x unit cost, worked out by the server.
 */
export function LineItemFormDialog({
  receiptId,
  receiptDate,
  lineItem,
  onClose,
}: {
  receiptId: string
  /** The receipt's purchase date: its line items are in its year, closed or not. */
  receiptDate?: string
  lineItem: LineItemRow | null
  onClose: () => void
}) {
  const add = useAddLineItem()
  const update = useUpdateLineItem()
  const form = useSchemaForm(lineItemSchema, {
    defaultValues: {
      description: lineItem?.description ?? '',
      brand: lineItem?.brand ?? '',
      quantity: lineItem ? String(lineItem.quantity) : '1',
      unitCost: lineItem ? centsToDecimal(lineItem.unitCost) : '',
      notes: lineItem?.notes ?? '',
    },
  })
  const closedYear = useClosedYears().yearOf(receiptDate)
  return (
    <RecordFormDialog
      kind={FORM}
      record={lineItem}
      // A new line item's draft belongs to its receipt.
      newDraftId={`new-on-${receiptId}`}
      form={form}
      mutations={{
        add: { mutateAsync: (values: LineItem) => add.mutateAsync({ ...values, receiptId }) },
        update,
      }}
      closedYear={closedYear}
      onClose={onClose}
    >
      <TextField label="Description" required {...form.field('description')} />
      <TextField label="Brand" required {...form.field('brand')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Quantity"
          min={1}
          step={1}
          inputMode="numeric"
          required
          {...form.field('quantity')}
        />
        <MoneyField label="Unit Cost" required {...form.field('unitCost')} />
      </div>
      <TextareaField label="Notes" rows={2} {...form.field('notes')} />
    </RecordFormDialog>
  )
}

import { Plus, Save, X } from 'lucide-react'
import { useId, useState } from 'react'

import { QUICK_ADD_MESSAGES, quickAddSkipQuestion } from '../../../domain/receipts/line-items'
import { lineItemSchema, type LineItem } from '../../../shared/schemas/receipt'
import { useQuickAdd } from '../../api/receipts'
import { useConfirm } from '../../components/confirm/confirm-context'
import { MoneyField } from '../../components/fields/money-field'
import { useUnsavedWork } from '../../components/form/unsaved-changes'
import { NumberField } from '../../components/fields/number-field'
import { TextField } from '../../components/fields/text-field'
import { Button } from '../../components/ui/button'

interface Row {
  key: number
  description: string
  brand: string
  quantity: string
  unitCost: string
}

const emptyRow = (key: number): Row => ({ key, description: '', brand: '', quantity: '1', unitCost: '' })

/** A row's line item when it is valid (spec 5: description, brand, quantity above 0, unit cost at least 0). */
function validLine(row: Row): LineItem | null {
  const parsed = lineItemSchema.safeParse({
    description: row.description,
    brand: row.brand,
    quantity: row.quantity,
    unitCost: row.unitCost,
  })
  return parsed.success ? parsed.data : null
}

/**
 * Quick Add rows for a receipt's line items (spec 5): a green or red dot says whether each row is complete;
 * Save All saves the valid rows in one request (all or none), asking first when some rows will be skipped;
 * Cancel All asks before throwing the rows away, as closing the receipt and leaving the page do while a row
 * holds something typed. A failed save keeps every row and says so.
 */
export function QuickAdd({ receiptId, onDone }: { receiptId: string; onDone: () => void }) {
  const confirm = useConfirm()
  const save = useQuickAdd()
  const [rows, setRows] = useState<Row[]>(() => [emptyRow(1), emptyRow(2), emptyRow(3)])
  const [message, setMessage] = useState<string | null>(null)
  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)))
  const isTouched = rows.some((row) => row.description || row.brand || row.unitCost || row.quantity !== '1')
  // Typed rows count as unsaved like a form's changes: closing the receipt or leaving the page asks first.
  useUnsavedWork(isTouched && !save.isPending, {
    isChanged: () => isTouched && !save.isPending,
    discard: () => undefined,
  })

  const saveAll = async () => {
    setMessage(null)
    const lines = rows.map(validLine)
    const valid = lines.filter((line): line is LineItem => line !== null)
    if (valid.length === 0) {
      setMessage(QUICK_ADD_MESSAGES.noValidRows)
      return
    }
    const skipped = rows.length - valid.length
    if (skipped > 0) {
      const isSure = await confirm({
        title: 'Save Line Items',
        question: quickAddSkipQuestion(skipped, valid.length),
        confirmLabel: 'Save',
      })
      if (!isSure) return
    }
    try {
      await save.mutateAsync({ receiptId, lineItems: valid })
      onDone()
    } catch (error) {
      console.warn('Quick Add failed', error)
      setMessage(QUICK_ADD_MESSAGES.saveFailed)
    }
  }

  const cancelAll = async () => {
    if (isTouched) {
      const isSure = await confirm({
        title: 'Cancel Quick Add',
        question: QUICK_ADD_MESSAGES.cancelQuestion,
        confirmLabel: 'Cancel All',
        cancelLabel: 'Keep Editing',
        tone: 'danger',
      })
      if (!isSure) return
    }
    onDone()
  }

  return (
    <section
      aria-labelledby="quick-add"
      className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-3 sm:p-4 dark:border-emerald-500/30 dark:bg-emerald-500/5"
    >
      <h4 id="quick-add" className="mb-3 font-semibold text-slate-900 dark:text-white">
        Quick Add
      </h4>
      {message ? (
        <p
          role="alert"
          className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
        >
          {message}
        </p>
      ) : null}
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <QuickAddRow
            key={row.key}
            row={row}
            number={index + 1}
            isValid={validLine(row) !== null}
            onChange={(patch) => change(row.key, patch)}
            onRemove={
              rows.length > 1
                ? () => setRows((current) => current.filter((r) => r.key !== row.key))
                : undefined
            }
          />
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            setRows((current) => [...current, emptyRow(Math.max(0, ...current.map((r) => r.key)) + 1)])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Row
        </Button>
        <span className="flex-1" />
        <Button variant="secondary" size="sm" onClick={() => void cancelAll()} disabled={save.isPending}>
          <X aria-hidden="true" className="size-4" />
          Cancel All
        </Button>
        <Button size="sm" onClick={() => void saveAll()} disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? 'Saving...' : 'Save All'}
        </Button>
      </div>
    </section>
  )
}

function QuickAddRow({
  row,
  number,
  isValid,
  onChange,
  onRemove,
}: {
  row: Row
  number: number
  isValid: boolean
  onChange: (patch: Partial<Row>) => void
  onRemove: (() => void) | undefined
}) {
  const statusId = useId()
  return (
    <li>
      <fieldset
        aria-describedby={statusId}
        className="grid grid-cols-2 gap-2 rounded-lg bg-white p-2 sm:grid-cols-[auto_minmax(0,2fr)_minmax(0,1.3fr)_5.5rem_7rem_auto] sm:items-end dark:bg-slate-900"
      >
        <legend className="sr-only">Row {number}</legend>
        <span className="col-span-2 flex items-center gap-2 sm:col-span-1 sm:h-11">
          <span
            aria-hidden="true"
            className={`size-3 rounded-full ${isValid ? 'bg-emerald-500' : 'bg-red-500'}`}
          />
          <span id={statusId} className="text-xs text-slate-600 sm:sr-only dark:text-slate-400">
            Row {number}: {isValid ? 'ready to save' : 'missing required fields'}
          </span>
        </span>
        <TextField
          label="Description"
          className="col-span-2 sm:col-span-1"
          value={row.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <TextField
          label="Brand"
          className="col-span-2 sm:col-span-1"
          value={row.brand}
          onChange={(event) => onChange({ brand: event.target.value })}
        />
        <NumberField
          label="Quantity"
          min={1}
          step={1}
          inputMode="numeric"
          value={row.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
        <MoneyField
          label="Unit Cost"
          value={row.unitCost}
          onChange={(event) => onChange({ unitCost: event.target.value })}
        />
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove row ${number}`}
            className="col-span-2 sm:col-span-1"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sm:sr-only">Remove</span>
          </Button>
        ) : (
          <span className="hidden sm:block sm:w-10" />
        )}
      </fieldset>
    </li>
  )
}

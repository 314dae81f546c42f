import { useId, useState } from 'react'

import { localDate } from '../../../domain/dates'
import { isSheet, LABEL_STOCK, labelsPerPage, type LabelSize } from '../../../domain/labels/label-sizes'
import type { ItemSelection } from '../../../shared/schemas/item'
import { LABEL_SIZE_OPTIONS, MAX_LABELS, TOO_MANY_LABELS } from '../../../shared/schemas/label'
import { fetchLabelsPdf } from '../../api/labels'
import { SaveError, ErrorAlert } from '../../components/error-alert'
import { SelectField } from '../../components/fields/select-field'
import { Button } from '../../components/ui/button'
import { Dialog } from '../../components/ui/dialog'
import { downloadFile } from '../../lib/download'
import { browserTimeZone } from '../../lib/format'

/** The label size chosen last, offered first next time (a roll printer or a sheet stays on the desk). */
const SIZE_KEY = 'frogwalk:label-size'

function lastSize(): LabelSize {
  try {
    const saved = localStorage.getItem(SIZE_KEY)
    return LABEL_SIZE_OPTIONS.find((option) => option.value === saved)?.value ?? 'thermal-2.25x1.25'
  } catch {
    return 'thermal-2.25x1.25'
  }
}

function rememberSize(size: LabelSize) {
  try {
    localStorage.setItem(SIZE_KEY, size)
  } catch {
    // Storage refused (private mode): the dialog offers the default next time.
  }
}

const plural = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'label' : 'labels'}`

/**
 * Print SKU labels (decision 022): the label size, and on a sheet the position of its first free label,
 * then the PDF of the labels, drawn by the server, saved as 'sku-labels-{date}.pdf' to print.
 *
 *   <PrintLabelsDialog selection={{ ids: [item.id] }} count={1} onClose={close} />
 */
export function PrintLabelsDialog({
  selection,
  count,
  onClose,
}: {
  selection: ItemSelection
  count: number
  onClose: () => void
}) {
  const [size, setSize] = useState<LabelSize>(lastSize)
  const [start, setStart] = useState(1)
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const formId = useId()
  const perSheet = labelsPerPage(size)
  const isTooMany = count > MAX_LABELS

  const positions = Array.from({ length: perSheet }, (_, index) => {
    const stock = LABEL_STOCK[size]
    const row = Math.floor(index / stock.columns) + 1
    const column = (index % stock.columns) + 1
    return { value: String(index + 1), label: `${index + 1} (row ${row}, column ${column})` }
  })

  const print = async () => {
    setPending(true)
    setError(null)
    try {
      const pdf = await fetchLabelsPdf({ selection, size, start: isSheet(size) ? start : 1 })
      rememberSize(size)
      downloadFile(pdf, `sku-labels-${localDate(new Date(), browserTimeZone())}.pdf`, 'application/pdf')
      onClose()
    } catch (failure) {
      setError(failure)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      title={count === 1 ? 'Print Label' : 'Print Labels'}
      description={
        count === 1
          ? 'The SKU as a Code 128 barcode and in text, the brand and a short description.'
          : `${plural(count)}, each with the SKU as a Code 128 barcode and in text, the brand and a short description.`
      }
      onClose={onClose}
    >
      <form
        id={formId}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          void print()
        }}
      >
        {isTooMany ? <ErrorAlert>{TOO_MANY_LABELS}</ErrorAlert> : <SaveError error={error} />}
        <SelectField
          label="Label size"
          options={LABEL_SIZE_OPTIONS}
          value={size}
          onChange={(event) => {
            const chosen = LABEL_SIZE_OPTIONS.find((option) => option.value === event.target.value)
            if (!chosen) return
            setSize(chosen.value)
            setStart((current) => Math.min(current, labelsPerPage(chosen.value)))
          }}
        />
        {isSheet(size) ? (
          <SelectField
            label="Starting position"
            hint={`The sheet's ${perSheet} labels are numbered across, then down. Start after the ones already used.`}
            options={positions}
            value={String(start)}
            onChange={(event) => setStart(Number(event.target.value))}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending || isTooMany}>
            {isPending ? 'Preparing...' : count === 1 ? 'Print Label' : 'Print Labels'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

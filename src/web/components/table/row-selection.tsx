import { useEffect, useRef } from 'react'

/** Optional row checkboxes: the chosen keys, and a name for each row's checkbox ('Select UL-240105'). */
export interface RowSelection<Row> {
  selectedKeys: ReadonlySet<string>
  onChange: (keys: Set<string>) => void
  rowLabel: (row: Row) => string
}

const CHECKBOX_CLASS = 'size-5 cursor-pointer rounded accent-emerald-600 dark:accent-emerald-500'

/** Selects or clears every loaded row; shows a dash when only some are selected. */
export function SelectAllCheckbox<Row>({
  rows,
  rowKey,
  selection,
}: {
  rows: readonly Row[]
  rowKey: (row: Row) => string
  selection: RowSelection<Row>
}) {
  const ref = useRef<HTMLInputElement>(null)
  const selectedCount = rows.filter((row) => selection.selectedKeys.has(rowKey(row))).length
  const isAll = rows.length > 0 && selectedCount === rows.length
  const isSome = selectedCount > 0 && !isAll

  useEffect(() => {
    if (ref.current) ref.current.indeterminate = isSome
  }, [isSome])

  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all rows"
      checked={isAll}
      onChange={() => selection.onChange(isAll ? new Set() : new Set(rows.map(rowKey)))}
      className={CHECKBOX_CLASS}
    />
  )
}

export function SelectRowCheckbox<Row>({
  row,
  rowKey,
  selection,
}: {
  row: Row
  rowKey: (row: Row) => string
  selection: RowSelection<Row>
}) {
  const key = rowKey(row)
  const isSelected = selection.selectedKeys.has(key)
  return (
    <input
      type="checkbox"
      aria-label={selection.rowLabel(row)}
      checked={isSelected}
      onChange={() => {
        const next = new Set(selection.selectedKeys)
        if (isSelected) next.delete(key)
        else next.add(key)
        selection.onChange(next)
      }}
      className={CHECKBOX_CLASS}
    />
  )
}

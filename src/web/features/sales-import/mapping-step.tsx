import { useState, type FormEvent } from 'react'

import {
  columnChosenTwiceMessage,
  columnsChosenTwice,
  columnsOf,
  MAPPED_FIELDS,
  MULTI_COLUMN_FIELDS,
  ORDER_FIELDS,
  type ColumnMapping,
  type MappedField,
  type OrderField,
} from '../../../domain/marketplaces/mapping'
import { MARKETPLACES, type MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import {
  guessRowType,
  ROW_TYPE_LABELS,
  ROW_TYPES,
  typeValueKey,
  type RowType,
} from '../../../domain/marketplaces/row-records'
import type { SavedMapping } from '../../../shared/schemas/sales-imports'
import { ErrorAlert } from '../../components/error-alert'
import { CheckboxField } from '../../components/fields/checkbox-field'
import { SelectField } from '../../components/fields/select-field'
import { TextField } from '../../components/fields/text-field'
import { Panel } from '../../components/panel'
import { Button } from '../../components/ui/button'

const MARKETPLACE_OPTIONS = MARKETPLACES.map((m) => ({ value: m.id, label: m.name }))

/** The fields a mapped file cannot do without, in words. */
function missingRequired(mapping: ColumnMapping): string[] {
  return MAPPED_FIELDS.filter(
    ({ field, required }) => required && columnsOf(mapping, field).length === 0,
  ).map(({ label }) => label)
}

const ROW_TYPE_OPTIONS = ROW_TYPES.map((type) => ({ value: type, label: ROW_TYPE_LABELS[type] }))

const isMulti = (field: MappedField) => (MULTI_COLUMN_FIELDS as readonly string[]).includes(field)
const isOrderField = (field: MappedField): field is OrderField =>
  (ORDER_FIELDS as readonly string[]).includes(field)

/** What each value of the Row Type column means: the mapping's, else what its words say, else Ignore. */
function rowTypesFor(values: readonly string[], known: Readonly<Record<string, RowType>> | undefined) {
  const types: Record<string, RowType> = {}
  for (const value of values) {
    const mapped = Object.entries(known ?? {}).find(([key]) => typeValueKey(key) === typeValueKey(value))?.[1]
    types[value] = mapped ?? guessRowType(value) ?? 'ignore'
  }
  return types
}

/**
 * Step 2 for a file Frogwalk does not recognise: one labelled select per field it needs (MAPPED_FIELDS'
 * labels, in their order), prefilled from the server's proposal; a figure may take more columns ('Add a
 * column', summed) and an order's figure be marked per order; once the Row Type column is chosen, each of
 * its values gets a select of what its rows are (prefilled from its words, else Ignore). A mapping saved
 * before for the same header is offered to apply; 'Save mapping as' names this one to keep it for next
 * time. A column chosen for more than one field, or twice for one, is said so (its amounts would count
 * twice), without stopping the preview. Sold Date and Sale Price must be mapped before the preview.
 */
export function MappingStep({
  header,
  columnValues,
  proposed,
  saved,
  isBusy,
  onPreview,
}: {
  header: readonly string[]
  /** The values of each column with few distinct ones: the Row Type column's are given a meaning each. */
  columnValues: Readonly<Record<string, string[]>>
  proposed: { columns: ColumnMapping; name: string; marketplace: MarketplaceId }
  saved: readonly SavedMapping[]
  isBusy: boolean
  onPreview: (mapping: { columns: ColumnMapping; name: string; marketplace: MarketplaceId }) => void
}) {
  const [mapping, setMapping] = useState<ColumnMapping>(proposed.columns)
  const [saveAs, setSaveAs] = useState(proposed.name)
  const [marketplace, setMarketplace] = useState<MarketplaceId>(proposed.marketplace)
  const [missing, setMissing] = useState<string[]>([])
  const columns = header.filter((name) => name.trim() !== '').map((name) => ({ value: name, label: name }))

  const typeColumn = columnsOf(mapping, 'type')[0] ?? null
  const typeValues = typeColumn === null ? [] : (columnValues[typeColumn] ?? [])
  const rowTypes = rowTypesFor(typeValues, mapping.rowTypes)
  const chosenTwice = columnsChosenTwice(mapping)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const lacking = missingRequired(mapping)
    setMissing(lacking)
    const columns: ColumnMapping = { ...mapping }
    if (typeColumn !== null && typeValues.length > 0) columns.rowTypes = rowTypes
    else delete columns.rowTypes
    if (lacking.length === 0) onPreview({ columns, name: saveAs.trim(), marketplace })
  }

  return (
    <Panel
      title="Map the columns"
      description="Frogwalk does not recognise this file. Choose the column that holds each field; fields left at 'Not in this file' are not read."
    >
      {saved.length > 0 ? (
        <div className="mb-5 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
          <p className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            Saved mappings for this header
          </p>
          <div className="flex flex-wrap gap-2">
            {saved.map((entry) => (
              <Button
                key={entry.id}
                size="sm"
                variant="secondary"
                onClick={() => {
                  setMapping(entry.mapping)
                  setSaveAs(entry.name)
                  setMarketplace(entry.marketplace)
                }}
                aria-label={`Use saved mapping ${entry.name}`}
                // A name of up to 100 characters is cut to the width of the screen, whole in its title.
                title={entry.name}
                className="max-w-full"
              >
                <span className="truncate">Use {entry.name}</span>
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {MAPPED_FIELDS.map(({ field, label, required }) => {
            const chosen = stepColumns(mapping, field)
            return (
              <div key={field} className="space-y-2">
                <SelectField
                  label={required ? `${label} (required)` : label}
                  placeholder="Not in this file"
                  options={columns}
                  value={chosen[0] ?? ''}
                  error={missing.includes(label) ? `Choose the column of ${label}` : undefined}
                  onChange={(event) => {
                    const column = event.target.value
                    setMapping((current) => withColumn(current, field, 0, column))
                  }}
                />
                {chosen.slice(1).map((column, i) => (
                  <SelectField
                    key={`${field}-${i + 1}`}
                    label={`${label}, column ${i + 2}`}
                    hint="Added to the columns above."
                    placeholder="Not in this file"
                    options={columns}
                    value={column}
                    onChange={(event) => {
                      const next = event.target.value
                      setMapping((current) => withColumn(current, field, i + 1, next))
                    }}
                  />
                ))}
                {isMulti(field) && (chosen[0] ?? '') !== '' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setMapping((current) => withColumn(current, field, chosen.length, ''))}
                    aria-label={`Add another column to ${label}`}
                  >
                    Add a column
                  </Button>
                ) : null}
                {isOrderField(field) && (chosen[0] ?? '') !== '' ? (
                  <CheckboxField
                    label={`${label} is per order`}
                    hint="The order's amount, on each of its lines or the first: split over its lines."
                    checked={mapping.perOrder?.includes(field) ?? false}
                    onChange={(event) => {
                      const checked = event.target.checked
                      setMapping((current) => withPerOrder(current, field, checked))
                    }}
                  />
                ) : null}
              </div>
            )
          })}
        </div>
        {typeColumn !== null && typeValues.length > 0 ? (
          <fieldset className="space-y-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
            <legend className="px-1 text-sm font-medium text-slate-800 dark:text-slate-200">
              What the rows of each {typeColumn} are
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {typeValues.map((value) => (
                <SelectField
                  key={value}
                  label={`"${value}" rows`}
                  options={ROW_TYPE_OPTIONS}
                  value={rowTypes[value] ?? 'ignore'}
                  onChange={(event) => {
                    const type = ROW_TYPES.find((t) => t === event.target.value)
                    if (type)
                      setMapping((current) => ({ ...current, rowTypes: { ...rowTypes, [value]: type } }))
                  }}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Marketplace"
            hint="Where these sales were made."
            options={MARKETPLACE_OPTIONS}
            value={marketplace}
            onChange={(event) => {
              const chosen = MARKETPLACES.find((m) => m.id === event.target.value)
              if (chosen) setMarketplace(chosen.id)
            }}
          />
          <TextField
            label="Save mapping as"
            hint="Give it a name to be offered it next time a file has these columns."
            value={saveAs}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setSaveAs(event.target.value)}
          />
        </div>
        {chosenTwice.length > 0 ? (
          <ul
            role="status"
            aria-label="Columns chosen more than once"
            className="space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-100"
          >
            {chosenTwice.map((twice) => (
              <li key={twice.column}>{columnChosenTwiceMessage(twice)}</li>
            ))}
          </ul>
        ) : null}
        {missing.length > 0 ? (
          <ErrorAlert>{`Map ${missing.join(' and ')} to preview the sales.`}</ErrorAlert>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" disabled={isBusy}>
            {isBusy ? 'Reading...' : 'Preview Sales'}
          </Button>
        </div>
      </form>
    </Panel>
  )
}

/** The columns of a field as the step holds them: an added column not chosen yet is ''. */
function stepColumns(mapping: ColumnMapping, field: MappedField): string[] {
  const value = mapping[field]
  return value === undefined ? [] : typeof value === 'string' ? [value] : [...value]
}

/**
 * The mapping with the `index`th column of `field` set to `column`: one past the last adds a column (''
 * until chosen); an added column set to 'Not in this file' is taken away.
 */
function withColumn(
  mapping: ColumnMapping,
  field: MappedField,
  index: number,
  column: string,
): ColumnMapping {
  const list = stepColumns(mapping, field)
  if (index >= list.length) list.push(column)
  else if (column === '' && index > 0) list.splice(index, 1)
  else list[index] = column
  const next = { ...mapping }
  if (list.every((name) => name === '') && list.length <= 1) {
    delete next[field]
    return isOrderField(field) ? withPerOrder(next, field, false) : next
  }
  next[field] = list.length === 1 ? (list[0] ?? '') : list
  return next
}

/** The mapping with `field` read once per order, or per line. */
function withPerOrder(mapping: ColumnMapping, field: OrderField, perOrder: boolean): ColumnMapping {
  const fields = new Set(mapping.perOrder ?? [])
  if (perOrder) fields.add(field)
  else fields.delete(field)
  const next = { ...mapping }
  if (fields.size === 0) delete next.perOrder
  else next.perOrder = ORDER_FIELDS.filter((f) => fields.has(f))
  return next
}

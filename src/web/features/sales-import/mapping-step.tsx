import { useState, type FormEvent } from 'react'

import { MAPPED_FIELDS, type ColumnMapping, type MappedField } from '../../../domain/marketplaces/mapping'
import { MARKETPLACES, type MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import type { SavedMapping } from '../../../shared/schemas/sales-imports'
import { ErrorAlert } from '../../components/error-alert'
import { SelectField } from '../../components/fields/select-field'
import { TextField } from '../../components/fields/text-field'
import { Panel } from '../../components/panel'
import { Button } from '../../components/ui/button'

const MARKETPLACE_OPTIONS = MARKETPLACES.map((m) => ({ value: m.id, label: m.name }))

/** The fields a mapped file cannot do without, in words. */
function missingRequired(mapping: ColumnMapping): string[] {
  return MAPPED_FIELDS.filter(({ field, required }) => required && !mapping[field]).map(({ label }) => label)
}

/**
 * Step 2 for a file Frogwalk does not recognise: one labelled select per field it needs (MAPPED_FIELDS'
 * labels, in their order), prefilled from the server's proposal; a mapping saved before for the same
 * header is offered to apply; 'Save mapping as' names this one to keep it for next time. Sold Date and
 * Sale Price must be mapped before the preview.
 */
export function MappingStep({
  header,
  proposed,
  saved,
  isBusy,
  onPreview,
}: {
  header: readonly string[]
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

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const lacking = missingRequired(mapping)
    setMissing(lacking)
    if (lacking.length === 0) onPreview({ columns: mapping, name: saveAs.trim(), marketplace })
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
              >
                Use {entry.name}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {MAPPED_FIELDS.map(({ field, label, required }) => (
            <SelectField
              key={field}
              label={required ? `${label} (required)` : label}
              placeholder="Not in this file"
              options={columns}
              value={mapping[field] ?? ''}
              error={missing.includes(label) ? `Choose the column of ${label}` : undefined}
              onChange={(event) => {
                const column = event.target.value
                setMapping((current) => withColumn(current, field, column))
              }}
            />
          ))}
        </div>
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

/** The mapping with `field` read from `column` ('' leaves it out). */
function withColumn(mapping: ColumnMapping, field: MappedField, column: string): ColumnMapping {
  const next = { ...mapping }
  if (column === '') delete next[field]
  else next[field] = column
  return next
}

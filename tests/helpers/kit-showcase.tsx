import { Controller } from 'react-hook-form'
import { CircleDollarSign, FilterX, Package, PackageOpen, TrendingDown } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { DayGroups } from '../../src/web/components/day-groups'
import { EmptyState, ListEmptyState } from '../../src/web/components/empty-state'
import { ErrorAlert } from '../../src/web/components/error-alert'
import { CheckboxField } from '../../src/web/components/fields/checkbox-field'
import { DateField } from '../../src/web/components/fields/date-field'
import { MoneyField } from '../../src/web/components/fields/money-field'
import { NumberField } from '../../src/web/components/fields/number-field'
import { PickerField } from '../../src/web/components/fields/picker-field'
import { RateField } from '../../src/web/components/fields/rate-field'
import { SelectField } from '../../src/web/components/fields/select-field'
import { TagsField } from '../../src/web/components/fields/tags-field'
import { TextField } from '../../src/web/components/fields/text-field'
import { TextareaField } from '../../src/web/components/fields/textarea-field'
import { FilterBar, SearchMonthFields } from '../../src/web/components/filter-bar'
import { DraftOffer } from '../../src/web/components/form/draft-offer'
import { FormSection, PageForm } from '../../src/web/components/form/page-form'
import { useSchemaForm } from '../../src/web/components/form/use-schema-form'
import { MoneyText } from '../../src/web/components/money-text'
import { MonthFilter } from '../../src/web/components/month-filter'
import { PageHeader } from '../../src/web/components/page-header'
import { RecordCard } from '../../src/web/components/record-card'
import { RowActions, type DeleteMutation } from '../../src/web/components/row-actions'
import { SearchBox } from '../../src/web/components/search-box'
import { PeriodTotalCards, StatCard, StatGrid } from '../../src/web/components/stat-card'
import { CardList } from '../../src/web/components/table/card-list'
import type { Column } from '../../src/web/components/table/column'
import { DataTable } from '../../src/web/components/table/data-table'
import { FiguresTable } from '../../src/web/components/table/figures-table'
import type { SortState } from '../../src/web/components/table/sort'
import { Badge, StatusBadge } from '../../src/web/components/ui/badge'
import { Button } from '../../src/web/components/ui/button'
import { LoadingSpinner } from '../../src/web/components/ui/loading-spinner'
import { Tabs } from '../../src/web/components/ui/tabs'
import { WarningBanner } from '../../src/web/components/ui/warning-banner'
import { ApiError } from '../../src/web/lib/api-error'
import type { PickerOption } from '../../src/web/lib/picker-option'

/** Every piece of the UI kit on one page, for the accessibility check and the screenshots people look at. */
export function KitShowcase() {
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-6 lg:px-8">
      <PageHeader
        title="Kit showcase"
        description="Every piece the screens are built from"
        add={{ label: 'Add Item', to: '/add-item' }}
      />
      <StatGrid>
        <StatCard label="Total Items" value="1,204" icon={Package} />
        <StatCard label="Listed Items" value="312" icon={PackageOpen} tone="info" hint="26% of inventory" />
        <StatCard
          label="Net Profit"
          value={<MoneyText cents={1_234_56} />}
          icon={CircleDollarSign}
          tone="positive"
        />
        <StatCard
          label="Daily Change (Profit)"
          value={<MoneyText cents={-4_250} />}
          icon={TrendingDown}
          tone="negative"
        />
      </StatGrid>
      {/* The largest sums: the row's type steps down, and a figure wider than its card wraps. */}
      <StatGrid columns={3}>
        <StatCard label="Total Revenue" value={<MoneyText cents={1_999_999_998_000} />} tone="info" />
        <StatCard label="Net Profit" value={<MoneyText cents={-3_999_999_996_000} />} tone="negative" />
        <StatCard label="Yearly Distance" value="10,099,999,989.9 miles" hint="miles" />
      </StatGrid>
      <StatGrid columns={2}>
        <PeriodTotalCards monthlyTotal={24_99} yearlyTotal={1_234_56} />
      </StatGrid>
      <BadgesAndStates />
      <ListControls />
      <ShowcaseTable />
      <ShowcaseCards />
      <FiguresTable
        caption="Sales by Marketplace"
        label="Marketplaces"
        rows={ROWS}
        rowKey={(row) => row.id}
        rowHeader={{ header: 'Brand', cell: (row) => row.brand }}
        columns={[
          { header: 'Status', align: 'start', cell: (row) => <StatusBadge status={row.status} /> },
          { header: 'Cost', cell: (row) => <MoneyText cents={row.costCents} /> },
        ]}
      />
      <ShowcaseDays />
      <ShowcaseForm />
    </main>
  )
}

function BadgesAndStates() {
  return (
    <section aria-label="Badges and states" className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <StatusBadge status="unlisted" />
        <StatusBadge status="listed" />
        <StatusBadge status="sold" />
        <StatusBadge status="defective" />
        <Badge tone="amber">Recurring</Badge>
        <Badge tone="purple">Software</Badge>
        <Badge dotColor="#EC4899">Thrift stores</Badge>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button variant="ghost-danger">Remove</Button>
        <Button variant="danger">Delete</Button>
        <LoadingSpinner size="sm" label="Loading small" />
        <LoadingSpinner size="md" label="Loading medium" />
        <LoadingSpinner size="lg" label="Loading brands..." showLabel />
      </div>
      <WarningBanner
        message="Failed to load brands"
        detail="Could not reach the server."
        onRetry={() => undefined}
      />
      <ErrorAlert>Failed to save brand. Please try again.</ErrorAlert>
      <DraftOffer draft={{ offer: { restore: () => undefined, discard: () => undefined } }} />
      <EmptyState
        icon={Package}
        title="No unlisted items yet"
        hint="Items you buy show up here until you list them."
      />
      <ListEmptyState
        isFiltered
        icon={Package}
        notFound={{ title: 'No receipts found', hint: 'Try another search or month.' }}
        none={{ title: 'No receipts yet', hint: 'Record a haul from the paper receipt.' }}
        add={{ label: 'Add Receipt', onClick: () => undefined }}
      />
      <p>
        Money: <MoneyText cents={123_456} /> and a loss <MoneyText cents={-300} negativeRed />
      </p>
    </section>
  )
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, index) => ({
  key: String(index + 1).padStart(2, '0'),
  label,
  note: index === 11 ? '2,000 items' : index % 2 === 0 ? `${index + 2} items` : 'No sales',
}))

function ListControls() {
  const [text, setText] = useState('levi')
  const [mode, setMode] = useState<'sku' | 'general'>('general')
  const [month, setMonth] = useState('2024-05')
  const [tab, setTab] = useState('03')
  return (
    <section aria-label="List controls" className="space-y-4">
      <FilterBar
        counts={{ matching: 24, total: 1_204 }}
        noun="items"
        action={
          <Button variant="secondary" size="sm">
            <FilterX aria-hidden="true" className="size-4" />
            Clear Filters
          </Button>
        }
      >
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
          <SearchBox
            className="flex-1"
            label="Search items"
            placeholder="Search by SKU"
            value={text}
            onChange={setText}
            mode={{
              label: 'Search by',
              value: mode,
              onChange: setMode,
              options: [
                { value: 'sku', label: 'SKU' },
                { value: 'general', label: 'General' },
              ],
            }}
          />
          <MonthFilter label="Month" value={month} onChange={setMonth} />
        </div>
      </FilterBar>
      <FilterBar counts={{ matching: 3, total: 40 }} noun="receipts">
        <SearchMonthFields
          search={{
            label: 'Search receipts',
            placeholder: 'Receipt number or vendor',
            value: text,
            onChange: setText,
          }}
          month={{ value: month, onChange: setMonth }}
        />
      </FilterBar>
      <Tabs label="Months" tabs={MONTHS} selected={tab} onSelect={setTab}>
        <p className="text-sm text-slate-600 dark:text-slate-400">Sales of month {tab}</p>
      </Tabs>
    </section>
  )
}

interface ShowcaseRow {
  id: string
  sku: string
  brand: string
  status: 'unlisted' | 'listed' | 'sold' | 'defective'
  costCents: number
}

const ROWS: ShowcaseRow[] = [
  { id: '1', sku: 'UL-240501-101500-123-AB12', brand: "Levi's", status: 'unlisted', costCents: 1_250 },
  { id: '2', sku: 'UL-240502-093000-456-CD34', brand: 'Patagonia', status: 'listed', costCents: 4_800 },
  { id: '3', sku: 'UL-240503-180000-789-EF56', brand: 'Lululemon', status: 'sold', costCents: 2_000 },
]

const COLUMNS: Column<ShowcaseRow, 'sku' | 'brand'>[] = [
  {
    id: 'sku',
    header: 'SKU',
    cell: (row) => row.sku,
    sortKey: 'sku',
    className: 'font-mono text-xs whitespace-nowrap',
  },
  { id: 'brand', header: 'Brand', cell: (row) => row.brand, sortKey: 'brand' },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'cost', header: 'Cost', cell: (row) => <MoneyText cents={row.costCents} />, align: 'end' },
]

/** The showcase deletes nothing. */
const NO_DELETE: DeleteMutation = { isPending: false, mutate: () => undefined }

function ShowcaseTable() {
  const [sort, setSort] = useState<SortState<'sku' | 'brand'>>({ key: 'brand', direction: 'asc' })
  const [selected, setSelected] = useState<Set<string>>(new Set(['2']))
  return (
    <DataTable
      caption="Showcase items"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
      selection={{ selectedKeys: selected, onChange: setSelected, rowLabel: (row) => `Select ${row.sku}` }}
      rowActions={(row) => (
        <RowActions
          name={row.sku}
          onEdit={() => undefined}
          deletion={{
            id: row.id,
            mutation: NO_DELETE,
            question: 'Are you sure you want to delete this item?',
            failureMessage: 'Failed to delete item',
          }}
        />
      )}
    />
  )
}

function ShowcaseCards() {
  return (
    <CardList
      label="Showcase cards"
      rows={ROWS}
      rowKey={(row) => row.id}
      renderCard={(row) => (
        <article className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-medium text-slate-900 dark:text-white">{row.brand}</h3>
            <StatusBadge status={row.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Cost <MoneyText cents={row.costCents} />
          </p>
        </article>
      )}
    />
  )
}

const showcaseSchema = z.object({
  sku: z.string().trim().min(1, 'SKU is required'),
  brand: z.string().min(1, 'Brand is required'),
  description: z.string(),
  cost: z.string(),
  salesTax: z.string(),
  purchaseDate: z.string(),
  distance: z.number(),
  category: z.string(),
  isRecurring: z.boolean(),
  tags: z.array(z.string()),
})

const BRANDS: PickerOption[] = [
  { id: 'b1', label: "Levi's" },
  { id: 'b2', label: 'Patagonia' },
]

function ShowcaseForm() {
  const form = useSchemaForm(showcaseSchema, {
    defaultValues: {
      sku: 'UL-240501-101500-123-AB12',
      brand: "Levi's",
      description: 'Vintage 501 jeans',
      cost: '12.50',
      salesTax: '0.0663',
      purchaseDate: '2024-05-01',
      distance: 12.5,
      category: 'office_supplies',
      isRecurring: true,
      tags: ['thrift', 'denim'],
    },
  })
  return (
    <PageForm
      label="Showcase form"
      form={form}
      draft={{ form: 'showcase' }}
      onCancel={() => undefined}
      submitLabel="Mark as Sold"
      onSave={() =>
        Promise.reject(
          // One message at its field, one of a field the form does not show in the red box.
          new ApiError({
            code: 'validation_failed',
            status: 400,
            message: 'sku: An item with this SKU already exists. SKUs must be unique.',
            fields: {
              sku: 'An item with this SKU already exists. SKUs must be unique.',
              receiptId: 'The chosen receipt does not exist',
            },
          }),
        )
      }
    >
      <FormSection title="Item" description="What it is and what it cost">
        <TextField label="SKU" {...form.field('sku')} />
        <Controller
          control={form.control}
          name="brand"
          render={({ field, fieldState }) => (
            <PickerField
              label="Brand"
              allowCreate
              search={(text) => Promise.resolve(BRANDS.filter((brand) => brand.label.includes(text)))}
              {...field}
              onChange={(label) => field.onChange(label)}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextareaField label="Description" className="sm:col-span-2" {...form.field('description')} />
        <MoneyField label="Cost of Goods" {...form.field('cost')} />
        <RateField
          label="Sales Tax Rate"
          hint="Enter as decimal (e.g., 0.0663 for 6.63%)"
          {...form.field('salesTax')}
        />
        <DateField label="Purchase Date" {...form.field('purchaseDate')} />
        <NumberField
          label="Distance (miles)"
          step={0.1}
          min={0}
          {...form.field('distance', { valueAsNumber: true })}
        />
        <SelectField
          label="Category"
          placeholder="Choose a category"
          options={[
            { value: 'office_supplies', label: 'Office Supplies' },
            { value: 'taxes_fees', label: 'Taxes & Fees' },
          ]}
          {...form.field('category')}
        />
        <CheckboxField label="Recurring expense" hint="Repeats every month" {...form.field('isRecurring')} />
        <Controller
          control={form.control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsField label="Tags" className="sm:col-span-2" {...field} error={fieldState.error?.message} />
          )}
        />
      </FormSection>
    </PageForm>
  )
}

const SOLD_ON: Record<string, string> = { '1': '2024-05-03', '2': '2024-05-03', '3': '2024-05-02' }

function ShowcaseDays() {
  return (
    <DayGroups
      list={{
        rows: ROWS,
        query: {
          data: {
            pages: [
              {
                days: [
                  { date: '2024-05-03', count: 7, total: 18_450 },
                  { date: '2024-05-02', count: 1, total: 2_000 },
                ],
              },
            ],
          },
        },
        paging: { hasNextPage: true, isFetchingNextPage: false, fetchNextPage: () => undefined },
      }}
      dateOf={(row) => SOLD_ON[row.id] ?? '2024-05-01'}
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <RecordCard
          title={row.brand}
          subtitle={row.sku}
          amount={row.costCents}
          highlight={row.status === 'defective'}
          actions={
            <RowActions
              name={`sale ${row.sku}`}
              onEdit={() => undefined}
              showText
              deletion={{
                id: row.id,
                mutation: NO_DELETE,
                question: 'Are you sure you want to delete this sale?',
                failureMessage: 'Failed to delete sale',
              }}
            />
          }
        >
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Sold on eBay</p>
        </RecordCard>
      )}
      noun={{ one: 'sale', other: 'sales' }}
      loadMoreLabel="Load More Sales"
      empty={null}
    />
  )
}

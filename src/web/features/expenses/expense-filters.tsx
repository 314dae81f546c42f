import { FilterX } from 'lucide-react'

import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_INFO,
  isExpenseCategory,
  type ExpenseCategory,
} from '../../../domain/expenses/categories'
import type { ListCounts } from '../../../shared/schemas/list'
import { SelectField } from '../../components/fields/select-field'
import { FilterBar, SearchMonthFields } from '../../components/filter-bar'
import { Button } from '../../components/ui/button'
import { useSearchText } from '../../hooks/use-search-text'
import type { SetUrlStateOptions } from '../../hooks/use-url-state'

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((value) => ({
  value,
  label: EXPENSE_CATEGORY_INFO[value].label,
}))

interface ExpenseParams {
  q: string
  category: ExpenseCategory | ''
  month: string
}

/** Search, category and month filters with Clear Filters (spec 2), and the 'N of M expenses' counter. */
export function ExpenseFilters({
  params,
  onChange,
  isFiltered,
  counts,
}: {
  params: ExpenseParams
  onChange: (patch: Partial<ExpenseParams>, options?: SetUrlStateOptions) => void
  isFiltered: boolean
  counts: ListCounts | null
}) {
  const [text, setText] = useSearchText(params.q, (q) => onChange({ q }, { replace: true }))
  return (
    <FilterBar
      counts={counts}
      noun="expenses"
      action={
        <Button
          variant="secondary"
          size="sm"
          disabled={!isFiltered}
          onClick={() => {
            setText('')
            onChange({ q: '', category: '', month: '' })
          }}
        >
          <FilterX aria-hidden="true" className="size-4" />
          Clear Filters
        </Button>
      }
    >
      <SearchMonthFields
        search={{
          label: 'Search expenses',
          placeholder: 'Vendor, description, notes, receipt number or tag',
          shortPlaceholder: 'Vendor, notes, tag...',
          value: text,
          onChange: setText,
        }}
        month={{ value: params.month, onChange: (month) => onChange({ month }) }}
      >
        <SelectField
          label="Category"
          placeholder="All Categories"
          options={CATEGORY_OPTIONS}
          value={params.category}
          onChange={(event) => {
            const { value } = event.target
            onChange({ category: isExpenseCategory(value) ? value : '' })
          }}
        />
      </SearchMonthFields>
    </FilterBar>
  )
}

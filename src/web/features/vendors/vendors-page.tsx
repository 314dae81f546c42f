import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { CircleCheck, DollarSign, Store, Tags, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { VENDOR_STATUS_FILTERS } from '../../../shared/schemas/vendor'
import { vendorStatsQuery, vendorsQuery, type Vendor } from '../../api/vendors'
import { FilterBar } from '../../components/filter-bar'
import { MoneyText } from '../../components/money-text'
import { RecordsPage } from '../../components/records-page'
import { SearchBox } from '../../components/search-box'
import { StatCard, StatGrid } from '../../components/stat-card'
import { Button } from '../../components/ui/button'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { useSearchText } from '../../hooks/use-search-text'
import { useUrlState } from '../../hooks/use-url-state'
import { formatCount } from '../../lib/format'

import { VendorCategoriesDialog } from './vendor-categories-dialog'
import { VendorFormDialog } from './vendor-form'
import { VendorsTable } from './vendors-table'

const PARAMS = {
  q: z.string().default(''),
  status: z.enum(VENDOR_STATUS_FILTERS).catch('all'),
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const

type Open = { form: { vendor: Vendor | null } } | { categories: true } | null

/** Vendor Management (spec 2): the figures, search, All / Active / Inactive, the table and the two modals. */
export function VendorsPage() {
  const [params, setParams] = useUrlState(PARAMS)
  const [text, setText] = useSearchText(params.q, (q) => setParams({ q }, { replace: true }))
  const [open, setOpen] = useState<Open>(null)
  const stats = useQuery(vendorStatsQuery())
  const list = useInfiniteRows(useInfiniteQuery(vendorsQuery({ q: params.q, status: params.status })))
  const close = () => setOpen(null)

  return (
    <RecordsPage
      header={{
        title: 'Vendors',
        description: 'The suppliers and services you pay, and what you spend with each',
        add: { label: 'Add Vendor', onClick: () => setOpen({ form: { vendor: null } }) },
        children: (
          <Button variant="secondary" onClick={() => setOpen({ categories: true })}>
            <Tags aria-hidden="true" className="size-4" />
            Manage Categories
          </Button>
        ),
      }}
      loadingLabel="Loading vendors..."
      errorMessage="Failed to load vendors"
      stats={stats}
      renderStats={(figures) => (
        <StatGrid className="mb-6">
          <StatCard label="Total Vendors" value={formatCount(figures.totalVendors)} icon={Store} />
          <StatCard
            label="Active Vendors"
            value={formatCount(figures.activeVendors)}
            icon={CircleCheck}
            tone="positive"
          />
          <StatCard
            label="Total Spent"
            value={<MoneyText cents={figures.totalSpent} />}
            icon={DollarSign}
            tone="info"
          />
          <StatCard
            label="Avg. per Vendor"
            value={<MoneyText cents={figures.averageExpensePerVendor} />}
            icon={TrendingUp}
            tone="warning"
          />
        </StatGrid>
      )}
      filters={
        <FilterBar counts={list.counts} noun="vendors" className="mb-4">
          <SearchBox
            label="Search vendors"
            placeholder="Search vendors..."
            value={text}
            onChange={setText}
            mode={{
              label: 'Show vendors',
              options: STATUS_OPTIONS,
              value: params.status,
              onChange: (status) => setParams({ status }),
            }}
          />
        </FilterBar>
      }
      list={list.query}
      renderList={() => (
        <VendorsTable
          list={list}
          isFiltered={params.q !== '' || params.status !== 'all'}
          onAdd={() => setOpen({ form: { vendor: null } })}
          onEdit={(vendor) => setOpen({ form: { vendor } })}
        />
      )}
      dialogs={
        <>
          {open && 'form' in open ? <VendorFormDialog vendor={open.form.vendor} onClose={close} /> : null}
          {open && 'categories' in open ? <VendorCategoriesDialog onClose={close} /> : null}
        </>
      }
    />
  )
}

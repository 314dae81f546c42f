import { useInfiniteQuery } from '@tanstack/react-query'
import { Pencil, Tag, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { z } from 'zod'

import { namedDeleteQuestion, writeFailureMessage } from '../../../domain/messages'
import { brandsQuery, useDeleteBrand, type BrandRow } from '../../api/brands'
import { useConfirm } from '../../components/confirm/confirm-context'
import { EmptyState } from '../../components/empty-state'
import { PageHeader } from '../../components/page-header'
import { PageState } from '../../components/page-state'
import { SearchBox } from '../../components/search-box'
import type { Column } from '../../components/table/column'
import { DataTable } from '../../components/table/data-table'
import { Button } from '../../components/ui/button'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { useSearchText } from '../../hooks/use-search-text'
import { useUrlState } from '../../hooks/use-url-state'
import { formatCount, formatInstantDate } from '../../lib/format'
import { notifyFailure } from '../../lib/notify'

import { BrandFormDialog } from './brand-form-dialog'

const PARAMS = { q: z.string().default('') }

const COLUMNS: readonly Column<BrandRow>[] = [
  {
    id: 'name',
    header: 'Brand Name',
    cell: (brand) => <span className="font-medium text-slate-900 dark:text-white">{brand.name}</span>,
  },
  { id: 'items', header: 'Items', align: 'end', cell: (brand) => formatCount(brand.itemCount) },
  {
    id: 'created',
    header: 'Created',
    className: 'hidden sm:table-cell',
    cell: (brand) => formatInstantDate(brand.createdAt),
  },
  {
    id: 'updated',
    header: 'Last Updated',
    className: 'hidden md:table-cell',
    cell: (brand) => formatInstantDate(brand.updatedAt),
  },
]

/** What the form shows: nothing, a new brand, or one being edited. */
type Editing = { brand: BrandRow | null } | null

/** Brand Management (spec 2): the searchable brand table, with add, edit and delete. */
export function BrandsPage() {
  const [params, setParams] = useUrlState(PARAMS)
  const [text, setText] = useSearchText(params.q, (q) => setParams({ q }, { replace: true }))
  const list = useInfiniteRows(useInfiniteQuery(brandsQuery({ q: params.q })))
  const [editing, setEditing] = useState<Editing>(null)
  const remove = useDeleteBrand()
  const confirm = useConfirm()

  const askDelete = async (brand: BrandRow) => {
    const question = namedDeleteQuestion('brand', brand.name, brand.itemCount)
    if (!(await confirm({ question, confirmLabel: 'Delete', tone: 'danger' }))) return
    remove.mutate(brand.id, {
      onError: (error) => notifyFailure(writeFailureMessage('delete', 'brand'), error),
    })
  }

  return (
    <>
      <PageHeader
        title="Brands"
        description="The brands you buy and sell"
        add={{ label: 'Add Brand', onClick: () => setEditing({ brand: null }) }}
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox label="Search brands" placeholder="Search brands..." value={text} onChange={setText} />
        {list.counts ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {formatCount(list.counts.matching)} of {formatCount(list.counts.total)} brands
          </p>
        ) : null}
      </div>
      <PageState query={list.query} loadingLabel="Loading brands..." errorMessage="Failed to load brands">
        {() => (
          <DataTable
            caption="Brands"
            columns={COLUMNS}
            rows={list.rows}
            rowKey={(brand) => brand.id}
            paging={list.paging}
            rowCount={list.counts?.matching}
            loadingLabel="Loading brands..."
            empty={
              params.q ? (
                <EmptyState icon={Tag} title="No brands found" hint="Try another name or clear the search." />
              ) : (
                <EmptyState
                  icon={Tag}
                  title="No brands yet"
                  hint="Add the brands you buy and sell; items pick from this list."
                  action={<Button onClick={() => setEditing({ brand: null })}>Add Brand</Button>}
                />
              )
            }
            rowActions={(brand) => (
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${brand.name}`}
                  onClick={() => setEditing({ brand })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${brand.name}`}
                  onClick={() => void askDelete(brand)}
                >
                  <Trash2 aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
                </Button>
              </div>
            )}
          />
        )}
      </PageState>
      {editing ? <BrandFormDialog brand={editing.brand} onClose={() => setEditing(null)} /> : null}
    </>
  )
}

import { useInfiniteQuery } from '@tanstack/react-query'
import { Tag } from 'lucide-react'

import { namedDeleteQuestion, writeFailureMessage } from '../../../domain/messages'
import { brandsQuery, useDeleteBrand, type BrandRow } from '../../api/brands'
import { NamedListPage, type NamedListTexts } from '../../components/named-list-page'
import type { Column } from '../../components/table/column'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { formatCount, formatInstantDate } from '../../lib/format'

import { BrandFormDialog } from './brand-form-dialog'

const TEXTS: NamedListTexts = {
  title: 'Brands',
  description: 'The brands you buy and sell',
  addLabel: 'Add Brand',
  search: { label: 'Search brands', placeholder: 'Search brands...' },
  countNoun: 'brands',
  loadingLabel: 'Loading brands...',
  errorMessage: 'Failed to load brands',
  caption: 'Brands',
  icon: Tag,
  notFound: { title: 'No brands found', hint: 'Try another name or clear the search.' },
  none: { title: 'No brands yet', hint: 'Add the brands you buy and sell; items pick from this list.' },
}

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
    cell: (brand) => <span className="whitespace-nowrap">{formatInstantDate(brand.createdAt)}</span>,
  },
  {
    id: 'updated',
    header: 'Last Updated',
    className: 'hidden md:table-cell',
    cell: (brand) => <span className="whitespace-nowrap">{formatInstantDate(brand.updatedAt)}</span>,
  },
]

/** The brands matching a search, page by page. */
function useBrandRows(q: string) {
  return useInfiniteRows(useInfiniteQuery(brandsQuery({ q })))
}

/** Brand Management (spec 2): the searchable brand table, with add, edit and delete. */
export function BrandsPage() {
  return (
    <NamedListPage
      texts={TEXTS}
      columns={COLUMNS}
      useList={useBrandRows}
      deletion={{
        mutation: useDeleteBrand(),
        question: (brand) => namedDeleteQuestion('brand', brand.name, brand.itemCount),
        failureMessage: writeFailureMessage('delete', 'brand'),
      }}
      renderForm={(brand, onClose) => <BrandFormDialog brand={brand} onClose={onClose} />}
    />
  )
}

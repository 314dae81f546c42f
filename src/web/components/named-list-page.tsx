import type { LucideIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { z } from 'zod'

import type { ListCounts } from '../../shared/schemas/list'
import type { ListPaging } from '../hooks/use-infinite-rows'
import { useSearchText } from '../hooks/use-search-text'
import { useUrlState } from '../hooks/use-url-state'
import { formatCount } from '../lib/format'

import { EmptyState } from './empty-state'
import { PageHeader } from './page-header'
import { PageState, type PageQuery } from './page-state'
import { RowActions, type DeleteMutation } from './row-actions'
import { SearchBox } from './search-box'
import type { Column } from './table/column'
import { DataTable } from './table/data-table'
import { Button } from './ui/button'

/** A record the items name: a brand, a purchase location. */
export interface NamedRow {
  id: string
  name: string
  itemCount: number
}

/** A searched list as useInfiniteRows gives it. */
export interface NamedList<Row> {
  rows: readonly Row[]
  counts: ListCounts | null
  paging: ListPaging
  query: PageQuery<unknown>
}

/** The page's words, each the spec's. */
export interface NamedListTexts {
  title: string
  description: string
  /** The add button of the header and of the empty list: 'Add Brand'. */
  addLabel: string
  search: { label: string; placeholder: string }
  /** What the counter counts, plural: 'brands' gives '3 of 5 brands'. */
  countNoun: string
  loadingLabel: string
  errorMessage: string
  /** The table's caption: 'Brands'. */
  caption: string
  icon: LucideIcon
  /** The empty list while searching, and before the first record. */
  notFound: { title: string; hint: string }
  none: { title: string; hint: string }
}

const PARAMS = { q: z.string().default('') }

/** What the form shows: nothing, a new record, or one being edited. */
type Editing<Row> = { row: Row | null } | null

/**
 * The page of a list of named things the items pick from (spec 2: brands, purchase locations): the header
 * with its add button, the search (kept in the URL as `q`) with the 'N of M' counter, the table with edit
 * and delete per row, and the add/edit form. `useList` loads the rows matching a search; `deletion` asks
 * the question for a row and deletes it.
 *
 *   <NamedListPage texts={BRAND_TEXTS} columns={COLUMNS} useList={useBrandRows}
 *     deletion={{ mutation: useDeleteBrand(), question: (brand) => '...', failureMessage: '...' }}
 *     renderForm={(brand, onClose) => <BrandFormDialog brand={brand} onClose={onClose} />} />
 */
export function NamedListPage<Row extends NamedRow>({
  texts,
  columns,
  useList,
  deletion,
  renderForm,
}: {
  texts: NamedListTexts
  columns: readonly Column<Row>[]
  useList: (q: string) => NamedList<Row>
  deletion: { mutation: DeleteMutation; question: (row: Row) => string; failureMessage: string }
  renderForm: (row: Row | null, onClose: () => void) => ReactNode
}) {
  const [params, setParams] = useUrlState(PARAMS)
  const [text, setText] = useSearchText(params.q, (q) => setParams({ q }, { replace: true }))
  const list = useList(params.q)
  const [editing, setEditing] = useState<Editing<Row>>(null)
  const { icon, notFound, none } = texts

  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        add={{ label: texts.addLabel, onClick: () => setEditing({ row: null }) }}
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label={texts.search.label}
          placeholder={texts.search.placeholder}
          value={text}
          onChange={setText}
        />
        {list.counts ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {formatCount(list.counts.matching)} of {formatCount(list.counts.total)} {texts.countNoun}
          </p>
        ) : null}
      </div>
      <PageState query={list.query} loadingLabel={texts.loadingLabel} errorMessage={texts.errorMessage}>
        {() => (
          <DataTable
            caption={texts.caption}
            columns={columns}
            rows={list.rows}
            rowKey={(row) => row.id}
            paging={list.paging}
            rowCount={list.counts?.matching}
            loadingLabel={texts.loadingLabel}
            empty={
              params.q ? (
                <EmptyState icon={icon} title={notFound.title} hint={notFound.hint} />
              ) : (
                <EmptyState
                  icon={icon}
                  title={none.title}
                  hint={none.hint}
                  action={<Button onClick={() => setEditing({ row: null })}>{texts.addLabel}</Button>}
                />
              )
            }
            rowActions={(row) => (
              <div className="flex justify-end gap-1">
                <RowActions
                  name={row.name}
                  onEdit={() => setEditing({ row })}
                  deletion={{
                    id: row.id,
                    mutation: deletion.mutation,
                    question: deletion.question(row),
                    failureMessage: deletion.failureMessage,
                  }}
                />
              </div>
            )}
          />
        )}
      </PageState>
      {editing ? renderForm(editing.row, () => setEditing(null)) : null}
    </>
  )
}

import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Camera, FileUp, PackageOpen, Plus } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { z } from 'zod'

import { ITEM_SEARCH_MODES, resultsCounter, type ItemSearchMode } from '../../../domain/items/search'
import { ITEM_STATUS_PAGES, type ItemStatus } from '../../../domain/items/status'
import { MARKETPLACE_IDS } from '../../../domain/marketplaces/marketplaces'
import { itemsEmptyTitle, loadFailureMessage } from '../../../domain/messages'
import { SORT_DIRECTIONS } from '../../../domain/sort'
import type { ItemMatch } from '../../../shared/schemas/item'
import { itemsQuery, itemSummaryQuery } from '../../api/items'
import { EmptyState } from '../../components/empty-state'
import { ItemCard } from '../../components/items/item-card'
import { MarketplaceFilter } from '../../components/items/marketplace-parts'
import { SelectField } from '../../components/fields/select-field'
import { MoneyText } from '../../components/money-text'
import { PageHeader } from '../../components/page-header'
import { SearchBox, SearchModeToggle } from '../../components/search-box'
import { StatCard, StatGrid } from '../../components/stat-card'
import { CardList } from '../../components/table/card-list'
import { buttonClassName } from '../../components/ui/button'
import { WarningBanner } from '../../components/ui/warning-banner'
import { useInfiniteRows } from '../../hooks/use-infinite-rows'
import { useItemActions } from '../../hooks/use-item-actions'
import { useSearchText } from '../../hooks/use-search-text'
import { useUrlState } from '../../hooks/use-url-state'
import { errorMessage } from '../../lib/errors'

import { DayHeader } from './day-header'
import { ItemActionsProvider } from './item-actions-provider'
import { entryKey, itemEntries, type ItemEntry } from './item-entries'
import { ItemExportButtons } from './item-export-buttons'
import { todayInBrowser } from './item-form'
import { ItemListOption, ItemListOptions, ItemSortControl, ItemViewSwitch } from './item-list-controls'
import { ItemTable } from './item-table'
import { ScanButton } from './scan-button'
import { SelectionBar, type BulkChoice } from './selection-bar'
import { useItemView } from './use-item-view'

const common = {
  q: z.string().default(''),
  // '' is All.
  marketplace: z.enum(['', ...MARKETPLACE_IDS]).catch(''),
  mode: z.enum(ITEM_SEARCH_MODES).catch('general'),
  dir: z.enum(SORT_DIRECTIONS).catch('desc'),
}
// Each list's own order is its default (spec 7: newest first; the sold list by sold date, in day groups).
const LIST_PARAMS = {
  ...common,
  sort: z.enum(['createdAt', 'sku', 'brand', 'purchaseDate']).catch('createdAt'),
}
const SOLD_PARAMS = {
  ...common,
  sort: z.enum(['soldDate', 'sku', 'brand']).catch('soldDate'),
  // '' is All; 'true' only the sold items without a cost (decision 034).
  needsCost: z.enum(['', 'true']).catch(''),
}

const COST_OPTIONS = [{ value: 'true', label: 'Needs cost' }]

const SEARCH_MODES = [
  { value: 'sku', label: 'SKU' },
  { value: 'general', label: 'General' },
] as const

/**
 * The item list of one status (spec 2: /unlisted, /listed, /sold, /defective): search with its counter,
 * sort, table or cards, the status control and the item actions, day groups on /sold, the listed value on
 * /listed, and bulk changes of chosen or all matching items. The server searches, sorts, pages and sums.
 */
export function ItemsPage({ status }: { status: ItemStatus }) {
  const { title, description } = ITEM_STATUS_PAGES[status]
  const [params, setParams] = useUrlState(status === 'sold' ? SOLD_PARAMS : LIST_PARAMS)
  const [text, setText] = useSearchText(params.q, (q) => setParams({ q }, { replace: true }))
  const [view, setView] = useItemView()
  const today = todayInBrowser()
  const isNeedsCost = 'needsCost' in params && params.needsCost === 'true'
  const match: ItemMatch = {
    status,
    q: params.q,
    mode: params.mode,
    ...(params.marketplace === '' ? {} : { marketplace: params.marketplace }),
    ...(isNeedsCost ? { needsCost: true } : {}),
  }
  const filters = {
    ...match,
    needsCost: isNeedsCost ? ('true' as const) : undefined,
    sort: params.sort,
    dir: params.dir,
  }
  const list = useInfiniteRows(useInfiniteQuery(itemsQuery(filters)))
  const choice = useBulkChoice(JSON.stringify(filters))

  const pages = list.query.data?.pages
  const entries = useMemo(() => {
    const days = params.sort === 'soldDate' ? (pages ?? []).flatMap((page) => page.days) : null
    return itemEntries(list.rows, days)
  }, [list.rows, pages, params.sort])

  const isSearching = params.q !== ''
  const empty = (
    <EmptyState
      icon={PackageOpen}
      title={itemsEmptyTitle(status, isSearching)}
      hint={
        isSearching
          ? 'Try another search, or search in General mode for brand and description too.'
          : `Items you mark ${status} show up here.`
      }
      action={
        isSearching ? (
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => setText('')}
          >
            Clear search
          </button>
        ) : (
          <Link to="/add-item" className={buttonClassName()}>
            <Plus aria-hidden="true" className="size-4" />
            Add Item
          </Link>
        )
      }
    />
  )
  const shared = {
    paging: list.paging,
    rowCount: list.counts?.matching,
    isLoading: list.isPending,
    loadingLabel: `Loading ${status} items...`,
    empty,
  }
  const isChosen = (key: string) => choice.isAllMatching || choice.keys.has(key)

  // On a phone the exports, search mode, sort and view fold into the list's options (ItemListOptions),
  // and so does the sold list's Import Sales.
  const importSales =
    status === 'sold' ? (
      <Link to="/sales/import" className={buttonClassName({ variant: 'secondary' })}>
        <FileUp aria-hidden="true" className="size-4" />
        Import Sales
      </Link>
    ) : null
  const exports = (
    <ItemExportButtons
      status={status}
      search={{
        q: params.q,
        mode: params.mode,
        marketplace: params.marketplace === '' ? undefined : params.marketplace,
        needsCost: isNeedsCost || undefined,
      }}
      sort={{ key: params.sort, direction: params.dir }}
    />
  )
  const searchMode = {
    label: 'Search by',
    value: params.mode,
    onChange: (mode: ItemSearchMode) => setParams({ mode }, { replace: true }),
    options: SEARCH_MODES,
  }
  const marketplaceFilter = (className?: string) => (
    <MarketplaceFilter
      className={className}
      value={params.marketplace === '' ? null : params.marketplace}
      onChange={(marketplace) => setParams({ marketplace: marketplace ?? '' })}
    />
  )
  // The Sold list's Cost filter: All, or the sold items without a cost, whose costs the Needs Cost list takes.
  const costFilter = (className?: string) =>
    status === 'sold' ? (
      <SelectField
        label="Cost"
        className={className}
        placeholder="All"
        options={COST_OPTIONS}
        value={isNeedsCost ? 'true' : ''}
        onChange={(event) =>
          setParams({ needsCost: event.target.value === 'true' ? 'true' : '' } as Partial<typeof params>)
        }
      />
    ) : null
  const sortControl = (isLabelVisible: boolean) => (
    <ItemSortControl
      status={status}
      sort={params.sort}
      dir={params.dir}
      onChange={(sort, dir) => setParams({ sort, dir } as Partial<typeof params>)}
      isLabelVisible={isLabelVisible}
    />
  )

  return (
    <ItemActionsProvider>
      <PageHeader title={title} description={description} add={{ label: 'Add Item', to: '/add-item' }}>
        <div className="hidden md:contents">
          {importSales}
          {exports}
        </div>
        {/* On a phone at the store: Quick Add beside Add Item (decision 021); the sidebar has it elsewhere. */}
        <Link to="/quick-add" className={buttonClassName({ variant: 'secondary', className: 'md:hidden' })}>
          <Camera aria-hidden="true" className="size-4" />
          Quick Add
        </Link>
      </PageHeader>
      {status === 'listed' ? <ListedSummary match={match} /> : null}
      {isNeedsCost ? (
        <p className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          Sold items without a cost: their whole revenue counts as profit.
          <Link to="/needs-cost" className={buttonClassName({ size: 'sm' })}>
            Enter Costs
          </Link>
        </p>
      ) : null}
      <div className="mb-4 flex flex-col gap-3">
        <div className="flex items-end gap-2">
          <SearchBox
            className="min-w-0 flex-1"
            label={`Search ${status} items`}
            placeholder={params.mode === 'sku' ? 'Search by SKU...' : 'Search brand, description or SKU...'}
            shortPlaceholder={params.mode === 'sku' ? undefined : 'Search...'}
            value={text}
            onChange={setText}
            mode={searchMode}
            modeClassName="hidden md:contents"
          />
          <ScanToOpenItem />
          <ItemListOptions>
            <SearchModeToggle {...searchMode} isLegendVisible />
            {marketplaceFilter()}
            {costFilter()}
            {sortControl(true)}
            <ItemViewSwitch view={view} onChange={setView} isLabelVisible />
            <ItemListOption label="Export">{exports}</ItemListOption>
            {importSales ? <ItemListOption label="Import">{importSales}</ItemListOption> : null}
          </ItemListOptions>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {list.counts
              ? resultsCounter(list.counts.matching, list.counts.total, `${status} items`)
              : '\u00a0'}
          </p>
          <div className="hidden flex-wrap items-end gap-2 md:flex">
            {marketplaceFilter('w-48')}
            {costFilter('w-40')}
            {sortControl(false)}
            <ItemViewSwitch view={view} onChange={setView} />
          </div>
        </div>
      </div>
      <SelectionBar choice={choice.bulk} match={match} matchingCount={list.counts?.matching ?? 0} />
      {list.query.isError && list.rows.length === 0 ? (
        <WarningBanner
          message={loadFailureMessage('item')}
          detail={errorMessage(list.query.error)}
          onRetry={() => void list.query.refetch()}
          isRetrying={list.query.isFetching}
        />
      ) : view === 'table' ? (
        <ItemTable
          caption={title}
          entries={entries}
          today={today}
          isUnlistedView={status === 'unlisted'}
          selection={{
            selectedKeys: choice.isAllMatching ? new Set(entries.map(entryKey)) : choice.keys,
            onChange: choice.setKeys,
            rowLabel: (entry) => (entry.kind === 'item' ? `Select ${entry.item.sku}` : ''),
          }}
          {...shared}
        />
      ) : (
        <CardList
          label={title}
          rows={entries}
          rowKey={entryKey}
          estimateCardHeight={300}
          renderCard={(entry: ItemEntry) =>
            entry.kind === 'day' ? (
              <div className="rounded-xl bg-slate-100 px-4 py-2 dark:bg-slate-800/70">
                <DayHeader entry={entry} />
              </div>
            ) : (
              <ItemCard
                item={entry.item}
                today={today}
                canEditSku={status === 'unlisted'}
                selection={{
                  isSelected: isChosen(entry.item.id),
                  onToggle: () => choice.toggle(entry.item.id),
                }}
              />
            )
          }
          {...shared}
        />
      )}
    </ItemActionsProvider>
  )
}

/**
 * The chosen items of a list: loaded ones by key, or all matching. A new search or order starts over, so
 * a choice never silently covers items the person can no longer see.
 */
function useBulkChoice(listKey: string) {
  const [state, setState] = useState({ listKey, keys: new Set<string>(), isAllMatching: false })
  const current =
    state.listKey === listKey ? state : { listKey, keys: new Set<string>(), isAllMatching: false }
  const setKeys = (keys: Set<string>) => setState({ listKey, keys, isAllMatching: false })
  const toggle = (key: string) => {
    const keys = new Set(current.keys)
    if (keys.has(key)) keys.delete(key)
    else keys.add(key)
    setKeys(keys)
  }
  const clear = () => setState({ listKey, keys: new Set(), isAllMatching: false })
  const bulk: BulkChoice = {
    // Day headers have keys too (the table's select-all takes every row); only items are acted on.
    ids: [...current.keys].filter((key) => !key.startsWith('day:')),
    isAllMatching: current.isAllMatching,
    selectAllMatching: () => setState({ listKey, keys: current.keys, isAllMatching: true }),
    clear,
  }
  return { keys: current.keys, isAllMatching: current.isAllMatching, setKeys, toggle, bulk }
}

/** /listed: the total listed value and potential profit of the listed items the search matches (decision 012). */
function ListedSummary({ match }: { match: ItemMatch }) {
  const summary = useQuery(itemSummaryQuery(match))
  const figure = (cents: number | undefined) => (cents === undefined ? '…' : <MoneyText cents={cents} />)
  return (
    <StatGrid columns={2} className="mb-6">
      <StatCard label="Total Listed Value" value={figure(summary.data?.totalListedValue)} tone="info" />
      <StatCard
        label="Potential Profit"
        value={figure(summary.data?.potentialProfit)}
        tone={(summary.data?.potentialProfit ?? 0) < 0 ? 'negative' : 'positive'}
      />
    </StatGrid>
  )
}

/** The search's 'Scan barcode' (decision 022): the item a scanned SKU names opens in its form, whatever its list. */
function ScanToOpenItem() {
  const actions = useItemActions()
  return <ScanButton onFound={actions.edit} />
}

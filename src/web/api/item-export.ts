import type { SortDirection } from '../../domain/sort'
import type { ItemSearchMode } from '../../domain/items/search'
import type { ItemStatus } from '../../domain/items/status'
import type { MarketplaceId } from '../../domain/marketplaces/marketplaces'
import { MAX_PAGE_SIZE } from '../../shared/schemas/list'
import type { ItemListQuery } from '../../shared/schemas/item'

import { api, call, download } from './client'

/** What an export exports: one status list with the search, marketplace and order the screen shows. */
interface ItemExportFilters {
  status: ItemStatus
  q: string
  mode: ItemSearchMode
  /** The list's marketplace filter; absent, every marketplace. */
  marketplace?: MarketplaceId | undefined
  /** The Sold list's Needs Cost filter: only the sold items without a cost. */
  needsCost?: boolean | undefined
  sort: ItemListQuery['sort']
  dir: SortDirection
}

/**
 * Every item matching the list's status, search and order, in that order: the list endpoint's pages of
 * the largest size, one after another by cursor (the same query as the screen, so the export is what the
 * list would show when scrolled to the end). `onProgress` hears how many rows have arrived of how many.
 */
export async function fetchAllItems(
  filters: ItemExportFilters,
  onProgress?: (loaded: number, total: number) => void,
) {
  const query = {
    status: filters.status,
    q: filters.q,
    mode: filters.mode,
    sort: filters.sort,
    dir: filters.dir,
    ...(filters.marketplace ? { marketplace: filters.marketplace } : {}),
    ...(filters.needsCost ? { needsCost: 'true' as const } : {}),
    limit: String(MAX_PAGE_SIZE),
  }
  const first = await call(api.items.$get({ query }))
  const rows = [...first.rows]
  const total = first.counts?.matching ?? rows.length
  onProgress?.(rows.length, total)
  let cursor = first.nextCursor
  while (cursor !== null) {
    const page = await call(api.items.$get({ query: { ...query, cursor } }))
    rows.push(...page.rows)
    onProgress?.(rows.length, total)
    cursor = page.nextCursor
  }
  return rows
}

/**
 * The CSV file of every item matching the list, written by the server (GET /api/items/export.csv) page by
 * page in the list's order, so the browser only saves it (decision 013).
 */
export async function fetchItemsCsv(filters: ItemExportFilters): Promise<Blob> {
  const { status, q, mode, sort, dir, marketplace, needsCost } = filters
  return download(
    api.items['export.csv'].$get({
      query: {
        status,
        q,
        mode,
        sort,
        dir,
        ...(marketplace ? { marketplace } : {}),
        ...(needsCost ? { needsCost: 'true' as const } : {}),
      },
    }),
  )
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ClientResponse } from 'hono/client'

import type { ColumnMapping } from '../../domain/marketplaces/mapping'
import type { MarketplaceId } from '../../domain/marketplaces/marketplaces'
import type {
  NewSavedMapping,
  RowChoice as ContractChoice,
  SalesImportPreview,
  SalesImportResult,
  SalesImportRow,
  SavedMapping,
} from '../../shared/schemas/sales-imports'
import { BODY_LIMITS, checkBodySize } from '../lib/body-limits'
import { decisionOf, type Choices, type ImportRow, type MatchedItem } from '../lib/sales-import-rows'

import { api, call } from './client'
import { itemKeys } from './items'
import { reportKeys } from './reports'

export type { SavedMapping }

/** The preview as the screen reads it: the server's answer with its rows in the screen's shape. */
export interface PreviewView {
  marketplace: SalesImportPreview['marketplace']
  report: SalesImportPreview['report']
  header: string[]
  headerKey: string
  needsMapping: boolean
  proposedMapping: ColumnMapping
  savedMappings: SavedMapping[]
  rows: ImportRow[]
  /** The values of each column with few distinct ones (the Row Type column's), for the mapping step. */
  columnValues: Record<string, string[]>
  /** The report's sales carry no fee: they are in another file. */
  noFees: boolean
  /** The mapping the file was read with, when it was mapped. */
  mapping: { columns: ColumnMapping; name: string; marketplace: MarketplaceId } | null
}

/** What an import wrote. */
export type CommitCounts = SalesImportResult

const KIND_LABELS: Record<string, string> = {
  refund: 'Refund',
  cancellation: 'Cancellation',
  payout: 'Payout',
  hold: 'Hold',
  fee: 'Fee',
  'shipping-label': 'Shipping label',
  tax: 'Tax',
  dispute: 'Dispute',
  transfer: 'Transfer',
  adjustment: 'Adjustment',
  'order-summary': 'Order total',
  duplicate: 'Duplicate',
  note: 'Note',
  other: 'Not a sale',
}

/** One row of the server's preview in the screen's shape. */
function toImportRow(row: SalesImportRow): ImportRow {
  return {
    rowNumber: row.row,
    status: row.status,
    orderId: row.orderId,
    soldDate: row.soldDate,
    title: row.title,
    sku: row.sku ?? row.customLabel,
    quantity: row.quantity,
    salePrice: row.salePrice,
    postageCharged: row.postageCharged,
    postageCost: row.postageCost,
    fees: row.fees.general + row.fees.promo,
    salesTax: row.salesTax,
    amount: row.amount,
    method: row.match.method,
    items: row.match.items.map((item) => ({
      id: item.itemId,
      sku: item.sku,
      brand: item.brand,
      description: item.description,
      costOfGoods: item.cost,
      purchaseDate: item.purchaseDate,
    })),
    profit: row.profit,
    reason: row.reason,
    kindLabel: row.kind === 'sale' ? null : (KIND_LABELS[row.kind] ?? 'Not a sale'),
    effect: row.effect,
  }
}

/** The choices as the server takes them: only those that differ from what the server would do alone. */
function choicesOf(rows: readonly ImportRow[], choices: Choices): ContractChoice[] {
  const sent: ContractChoice[] = []
  for (const row of rows) {
    if (!choices.has(row.rowNumber)) continue
    const decision = decisionOf(row, choices)
    if (decision.action === 'match' && decision.items[0])
      sent.push({ row: row.rowNumber, action: 'match', itemId: decision.items[0].id })
    else if (decision.action === 'create') sent.push({ row: row.rowNumber, action: 'create' })
    else if (decision.action === 'skip') sent.push({ row: row.rowNumber, action: 'skip' })
  }
  return sent
}

/**
 * POST /api/sales-imports with a JSON body; `preview` writes nothing. A body over the import's limit (the
 * file with its quoting) is refused here with the server's message, and not sent.
 */
async function postSalesImport<T>(body: object, preview: boolean): Promise<T> {
  const url = api['sales-imports'].$url(preview ? { query: { preview: 'true' } } : undefined)
  const json = new Blob([JSON.stringify(body)], { type: 'application/json' })
  checkBodySize(json.size, BODY_LIMITS.import)
  const request = fetch(`${url.pathname}${url.search}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: json,
  })
  return call(request as Promise<ClientResponse<T, number, 'json'>>)
}

interface PreviewRequest {
  text: string
  /** How to read an unknown file, with the name to save it under ('' saves nothing). */
  mapping?: { columns: ColumnMapping; name: string; marketplace: MarketplaceId }
}

/** The preview of a file: which report it is, every row with its match, the counts. Writes nothing. */
async function previewSales({ text, mapping }: PreviewRequest): Promise<PreviewView> {
  const answer = await postSalesImport<SalesImportPreview>(
    mapping ? { csv: text, mapping: mapping.columns, marketplace: mapping.marketplace } : { csv: text },
    true,
  )
  return {
    marketplace: answer.marketplace,
    report: answer.report,
    header: answer.header,
    headerKey: answer.headerKey,
    needsMapping: answer.needsMapping,
    proposedMapping: answer.proposedMapping ?? {},
    savedMappings: answer.savedMappings,
    rows: answer.rows.map(toImportRow),
    columnValues: answer.columnValues,
    noFees: answer.noFees,
    mapping: mapping ?? null,
  }
}

/**
 * The preview as a mutation (it sends the file, and is asked for by a drop, not by a screen opening). A
 * mapping with a name is saved once the preview has read the file with it.
 */
export function usePreviewSales() {
  return useMutation({
    mutationFn: async (request: PreviewRequest) => {
      const view = await previewSales(request)
      const name = request.mapping?.name.trim() ?? ''
      if (request.mapping && name !== '') {
        const saved: NewSavedMapping = {
          name,
          headerKey: view.headerKey,
          mapping: request.mapping.columns,
          marketplace: request.mapping.marketplace,
        }
        const { mapping } = await postMapping(saved)
        return { ...view, savedMappings: [mapping, ...view.savedMappings.filter((m) => m.id !== mapping.id)] }
      }
      return view
    },
  })
}

async function postMapping(mapping: NewSavedMapping): Promise<{ mapping: SavedMapping }> {
  return call(api['sales-import-mappings'].$post({ json: mapping }))
}

interface CommitRequest {
  text: string
  view: PreviewView
  choices: Choices
}

/**
 * The import, in one request with the person's choices; afterwards every list, count and report reads
 * again. A refusal leaves the screen's choices as they were.
 */
export function useCommitSales() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ text, view, choices }: CommitRequest) =>
      postSalesImport<SalesImportResult>(
        {
          csv: text,
          ...(view.mapping ? { mapping: view.mapping.columns, marketplace: view.mapping.marketplace } : {}),
          reportId: view.report?.id ?? null,
          choices: choicesOf(view.rows, choices),
        },
        false,
      ),
    onSuccess: () =>
      Promise.all(
        [itemKeys.all, reportKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}

/** How many unsold items the search shows. */
const SEARCH_LIMIT = 40

/**
 * Unsold items (every status but sold) holding every word of `text` in brand, description or SKU, and
 * bought by `soldDate` (an item bought after a sale cannot have been sold by it); the server searches.
 */
async function searchUnsold(
  text: string,
  soldDate: string | null,
  signal: AbortSignal,
): Promise<MatchedItem[]> {
  const page = await call(
    api.items.$get(
      {
        query: {
          status: 'unsold',
          q: text,
          mode: 'words',
          limit: String(SEARCH_LIMIT),
          ...(soldDate ? { boughtBy: soldDate } : {}),
        },
      },
      { init: { signal } },
    ),
  )
  return page.rows.map((item) => ({
    id: item.id,
    sku: item.sku,
    brand: item.brand,
    description: item.description,
    costOfGoods: item.costOfGoods,
    purchaseDate: item.purchaseDate,
  }))
}

/** The Match dialog's search over the unsold items, for one (debounced) text. */
export const unsoldItemsQuery = (text: string, soldDate: string | null) =>
  queryOptions({
    queryKey: [...itemKeys.unsoldSearch(text), soldDate],
    queryFn: ({ signal }) => searchUnsold(text, soldDate, signal),
  })

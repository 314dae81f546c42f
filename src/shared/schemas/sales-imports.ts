import { z } from 'zod'

import type { ReportId } from '../../domain/marketplaces/layout'
import type { ExpenseCategory } from '../../domain/expenses/categories'
import type { ColumnMapping, MappedField } from '../../domain/marketplaces/mapping'
import { MAPPED_FIELDS, MULTI_COLUMN_FIELDS, ORDER_FIELDS } from '../../domain/marketplaces/mapping'
import type { MarketplaceId } from '../../domain/marketplaces/marketplaces'
import { MARKETPLACES } from '../../domain/marketplaces/marketplaces'
import type { NonSaleKind } from '../../domain/marketplaces/report-row'
import { ROW_TYPES } from '../../domain/marketplaces/row-records'
import type { Cents } from '../../domain/money'
import { TEXT_LIMITS } from '../../domain/text-limits'

import { idSchema, requiredText, textSchema } from './common'

/*
 * Marketplace sales import (decision 020).
 *
 *   POST /api/sales-imports?preview=true     → SalesImportPreview (nothing is written)
 *   POST /api/sales-imports                  → SalesImportResult  (one transaction)
 *
 * The body is either the file itself (Content-Type: text/csv; a mapping, when the file is not a known
 * report, as `?mapping=<JSON of ColumnMapping>` and `?marketplace=<id>`; committed with the server's matches
 * and every unmatched sale skipped), or JSON (Content-Type: application/json) `SalesImportRequest`:
 * { csv, mapping?, marketplace?, reportId?, choices? }. The JSON body is what the screen sends to commit,
 * since it carries the person's choices.
 *
 *   GET    /api/sales-import-mappings[?headerKey=]   → { rows: SavedMapping[] }
 *   POST   /api/sales-import-mappings                → { mapping: SavedMapping } (same name replaces)
 *   DELETE /api/sales-import-mappings/:id            → 204
 */

/** Marketplace ids, in the product's order. */
export const MARKETPLACE_IDS = MARKETPLACES.map((m) => m.id) as [MarketplaceId, ...MarketplaceId[]]

export const MARKETPLACE_MESSAGE = `Marketplace must be one of ${MARKETPLACE_IDS.join(', ')}`

export const marketplaceSchema = z.enum(MARKETPLACE_IDS, { error: MARKETPLACE_MESSAGE })

const MAPPED_FIELD_IDS = MAPPED_FIELDS.map((f) => f.field) as [MappedField, ...MappedField[]]

const columnName = textSchema(500)
/** Most columns one figure may sum. */
const MAX_FIGURE_COLUMNS = 20
/** Most values of a Row Type column a mapping may name. */
const MAX_ROW_TYPE_VALUES = 200

/**
 * A user's column mapping (mapping.ts): the file's column name for each field Frogwalk reads, several for a
 * figure summed from several columns; the figures read once per order; what each value of the Row Type
 * column means.
 */
export const columnMappingSchema: z.ZodType<ColumnMapping> = z
  .strictObject(
    {
      ...(Object.fromEntries(
        MAPPED_FIELD_IDS.map((field) => [
          field,
          (MULTI_COLUMN_FIELDS as readonly string[]).includes(field)
            ? z
                .union([
                  columnName,
                  z.array(columnName).max(MAX_FIGURE_COLUMNS, 'Too many columns for one figure'),
                ])
                .optional()
            : columnName.optional(),
        ]),
      ) as unknown as Record<MappedField, z.ZodOptional<z.ZodType<string | string[]>>>),
      perOrder: z
        .array(z.enum(ORDER_FIELDS, { error: `Per order figures are ${ORDER_FIELDS.join(', ')}` }))
        .max(ORDER_FIELDS.length)
        .optional(),
      rowTypes: z
        .record(z.string().max(200), z.enum(ROW_TYPES, { error: `Row types are ${ROW_TYPES.join(', ')}` }))
        .refine((types) => Object.keys(types).length <= MAX_ROW_TYPE_VALUES, 'Too many row type values')
        .optional(),
    },
    { error: 'Unknown field in the mapping' },
  )
  .transform((mapping) => {
    const kept: ColumnMapping = {}
    for (const { field } of MAPPED_FIELDS) {
      const value = mapping[field]
      if (value === undefined) continue
      const columns = (typeof value === 'string' ? [value] : value).filter((column) => column !== '')
      if (columns.length === 0) continue
      kept[field] = typeof value === 'string' ? (columns[0] ?? '') : columns
    }
    if (mapping.perOrder && mapping.perOrder.length > 0) kept.perOrder = [...new Set(mapping.perOrder)]
    if (mapping.rowTypes && Object.keys(mapping.rowTypes).length > 0) kept.rowTypes = mapping.rowTypes
    return kept
  })

/** What the person chose for one sale of the preview. A sale without a choice keeps its match, else is skipped. */
export const rowChoiceSchema = z.discriminatedUnion(
  'action',
  [
    /** This sale sold this unsold item (replacing the proposed match). */
    z.strictObject({ row: z.int().min(1), action: z.literal('match'), itemId: idSchema }),
    /** Create a new sold item for this sale (cost unknown: flagged 'needs cost'). */
    z.strictObject({ row: z.int().min(1), action: z.literal('create') }),
    /** Leave this sale (or this refund, fee or payout) out. */
    z.strictObject({ row: z.int().min(1), action: z.literal('skip') }),
  ],
  { error: 'Each choice is { row, action: match | create | skip }' },
)

/** Most choices one import takes: one per row of the largest file. */
export const MAX_CHOICES = 100_000

/** The JSON body of a preview or an import. */
export const salesImportRequestSchema = z.strictObject({
  /** The file's text. */
  csv: z.string({ error: 'The file (csv) is required' }),
  /** How to read a file Frogwalk does not recognise (or a recognised one the person chose to map). */
  mapping: columnMappingSchema.optional(),
  /** The marketplace of a mapped file's sales; 'other' when absent. */
  marketplace: marketplaceSchema.optional(),
  /** The report the preview recognised: the import is refused if the file now reads as another. */
  reportId: z.string().max(100).nullish(),
  choices: z.array(rowChoiceSchema).max(MAX_CHOICES, 'Too many choices').default([]),
})

/** The query of POST /api/sales-imports. */
export const salesImportQuerySchema = z.strictObject({
  preview: z.enum(['true', 'false'], { error: 'preview must be true or false' }).optional(),
  /** JSON of a ColumnMapping, for a text/csv body. */
  mapping: z.string().max(10_000).optional(),
  marketplace: marketplaceSchema.optional(),
})

export type RowChoice = z.infer<typeof rowChoiceSchema>
export type SalesImportRequest = z.input<typeof salesImportRequestSchema>

/** How a sale found its item. */
export type MatchMethod = 'sku' | 'custom-label' | 'title' | 'none'

/**
 * Where a row stands: a sale matched to unsold items, a sale nothing matched, a sale imported before
 * (its marketplace and order id are known), a row that could not be read, or a row that is no sale
 * (a refund, a cancellation, a payout…: shown, never imported).
 */
export type SalesImportRowStatus =
  | 'matched'
  | 'unmatched'
  | 'already-imported'
  | 'refused'
  | 'not-a-sale'
  /** A refund, a fee or charge, or a payout the import will record. */
  | 'to-record'

/** What a row is: a sale, or the kind of row that is not one (refund, cancellation, payout, fee…). */
export type SalesImportRowKind = 'sale' | NonSaleKind

/** An unsold item a sale matched. Money in cents. */
export interface MatchedItem {
  itemId: string
  sku: string
  brand: string
  description: string
  /** Cost of goods. */
  cost: Cents
  purchaseDate: string | null
}

/** One row of the file, as the preview shows it. Money in whole cents. */
export interface SalesImportRow {
  /** The row in the file (1-based, as a spreadsheet numbers it); the `row` of a choice. */
  row: number
  kind: SalesImportRowKind
  status: SalesImportRowStatus
  /** The marketplace's order / transaction id (null for a refused row or a row that names none). */
  orderId: string | null
  /** 'YYYY-MM-DD'; null when not a sale. */
  soldDate: string | null
  title: string | null
  brand: string | null
  sku: string | null
  /** The marketplace's custom label (eBay). */
  customLabel: string | null
  quantity: number
  salePrice: Cents
  postageCharged: Cents
  postageCost: Cents
  /** The fees as the item keeps them: selling and payment fees in general, promoted/ad fees in promo. */
  fees: { general: Cents; promo: Cents }
  /** Sales tax the buyer paid (collected by the marketplace): recorded apart, never revenue. */
  salesTax: Cents
  /** A refund's, a fee's or a payout's amount as the report signs it; null for sales. */
  amount: Cents | null
  /**
   * Why the row is refused ('Row 14, column "Sold For": "abc" is not an amount'), not a sale ('Refund'),
   * unmatched ('No unsold item has the SKU "A-1"'), already imported or partly matched; null otherwise.
   */
  reason: string | null
  /** For a refused row: the column as the file names it. */
  column: string | null
  /**
   * What the import will do with the row, in words ('Sells SKU A-1', 'Records a refund of $54.00 against the
   * sale of row 3', 'Records an expense of $29.95 (Subscriptions)', 'Keeps a payout of $1,200.00: never
   * revenue'); null when it does nothing.
   */
  effect: string | null
  /** A fee or charge's expense category; null for other rows. */
  category: ExpenseCategory | null
  /** The items the sale matched (oldest purchase first; several for a quantity above 1) and how. */
  match: { method: MatchMethod; items: MatchedItem[] }
  /**
   * The profit the sale will show: revenue (sale price + postage charged) less postage cost, fees and the
   * matched items' cost (0 when unmatched: a created item's cost is unknown). Null when the row will not
   * be imported as it stands (refused, not a sale, already imported).
   */
  profit: Cents | null
}

/** How many rows of each status. */
export interface SalesImportCounts {
  matched: number
  unmatched: number
  alreadyImported: number
  refused: number
  notSales: number
  /** Refunds, fees or charges, and payouts the import will record. */
  refunds: number
  charges: number
  payouts: number
}

/** A mapping saved under a name, offered again for the same header. */
export interface SavedMapping {
  id: string
  name: string
  headerKey: string
  mapping: ColumnMapping
  marketplace: MarketplaceId
  createdAt: string
  updatedAt: string
}

/** The answer of a preview. */
export interface SalesImportPreview {
  /** The report's marketplace (a mapped file's: the one asked, else 'other'); null when unrecognised and not mapped. */
  marketplace: { id: MarketplaceId; name: string } | null
  /** The recognised report; null when the file is unknown (mapped, or waiting for a mapping). */
  report: { id: ReportId; name: string } | null
  /** The header's row number and cells. */
  headerRow: number
  header: string[]
  /** The key of the header, under which a mapping is saved. */
  headerKey: string
  /**
   * True when the file is unknown and no mapping was given: `rows` is empty, and the mapping step shows
   * `proposedMapping` (the closest column for each field) and the `savedMappings` of this header.
   */
  needsMapping: boolean
  proposedMapping: ColumnMapping | null
  savedMappings: SavedMapping[]
  rows: SalesImportRow[]
  counts: SalesImportCounts
  /**
   * For the mapping step: the values of each column holding few distinct ones (at most 50), so the Row Type
   * column's values can be given a meaning; empty once the file is read.
   */
  columnValues: Record<string, string[]>
  /** True when the report's sales carry no fee: the fees are in another file (a transaction report, a statement). */
  noFees: boolean
}

/** The answer of an import: what it wrote. */
export interface SalesImportResult {
  counts: {
    /** Existing items marked sold. */
    sold: number
    /** New sold items created (needs cost). */
    created: number
    /** Sales skipped (chosen, or unmatched without a choice). */
    skipped: number
    /** Sales imported before, left alone. */
    alreadyImported: number
    /** Rows refused (unreadable, or a sold date before the item's purchase date). */
    refused: number
    /** Refunds recorded, expenses made of fees and charges, payouts kept. */
    refunds: number
    expenses: number
    payouts: number
    /** Sales imported before with no fee (from an orders file) given this file's fees. */
    feesAdded: number
  }
  /** Why each refused row was refused, by row. */
  refusals: { row: number; reason: string }[]
}

/** Saving a mapping (a name already saved is replaced). */
export const newSavedMappingSchema = z.strictObject({
  name: requiredText('Mapping name is required', TEXT_LIMITS.salesImportMappings.name),
  headerKey: requiredText('Header key is required', TEXT_LIMITS.salesImportMappings.headerKey),
  mapping: columnMappingSchema,
  marketplace: marketplaceSchema.default('other'),
})

export const savedMappingListQuerySchema = z.strictObject({
  headerKey: textSchema(TEXT_LIMITS.salesImportMappings.headerKey).optional(),
})

export type NewSavedMapping = z.input<typeof newSavedMappingSchema>

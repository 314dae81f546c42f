import type { LabelsRequest } from '../../shared/schemas/label'

import { api, call, download } from './client'

/** The SKU labels PDF of the chosen items, drawn by the server (POST /api/items/labels, decision 022). */
export async function fetchLabelsPdf(request: LabelsRequest): Promise<Blob> {
  return download(api.items.labels.$post({ json: request }))
}

/** The item a scanned or typed SKU names; an ApiError 'No item with SKU …' when there is none. */
export async function fetchItemBySku(sku: string) {
  return (await call(api.items['by-sku'].$get({ query: { sku } }))).item
}

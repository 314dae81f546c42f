import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'

import { CSV_MIME_TYPE } from '../../domain/csv/import'
import { BODY_LIMITS, checkBodySize } from '../lib/body-limits'

import { brandKeys } from './brands'
import { api, failure } from './client'
import { itemKeys } from './items'
import { purchaseLocationKeys } from './purchase-locations'

/** What the server answers for an import: imported and skipped counts, the first 'Row {n}: …' errors. */
export type ImportSummary = InferResponseType<typeof api.import.items.$post, 200>['summary']

/** Where an import is: the file going up (a share of it sent), then the server at work. */
export type ImportProgress = { phase: 'uploading'; sent: number } | { phase: 'processing' }

/**
 * Sends the whole CSV file to POST /api/import/items in one request. XMLHttpRequest rather than fetch,
 * because only it reports the upload's progress (the dialog's progress bar).
 */
export function importItemsFile(file: Blob, onProgress: (progress: ImportProgress) => void) {
  return new Promise<ImportSummary>((resolve, reject) => {
    checkBodySize(file.size, BODY_LIMITS.import)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', api.import.items.$url().pathname)
    xhr.setRequestHeader('content-type', CSV_MIME_TYPE)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ phase: 'uploading', sent: event.loaded / event.total })
    }
    xhr.upload.onload = () => onProgress({ phase: 'processing' })
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((JSON.parse(xhr.responseText) as { summary: ImportSummary }).summary)
      } else {
        // The same reading of a refusal as every other call: the server's code, message and field messages.
        const answer = { status: xhr.status, statusText: xhr.statusText, text: async () => xhr.responseText }
        void failure(answer).then(reject)
      }
    }
    xhr.onerror = () => reject(new TypeError('Network request failed'))
    xhr.send(file)
  })
}

/** The import as a mutation: on success the items, their counts, brands and locations are read again. */
export function useImportItems() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: Blob; onProgress: (progress: ImportProgress) => void }) =>
      importItemsFile(file, onProgress),
    onSuccess: () =>
      Promise.all(
        [itemKeys.all, brandKeys.all, purchaseLocationKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

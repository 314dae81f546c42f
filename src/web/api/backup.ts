import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'

import { BODY_LIMITS, checkBodySize } from '../lib/body-limits'

import { api, failure } from './client'

/** Where the account's backup is downloaded from: a link, so the browser saves the zip as it arrives. */
export const backupUrl = () => api.backup.$url().pathname

/** What a restore wrote: rows per table and the stored files. */
export type RestoreSummary = InferResponseType<typeof api.backup.restore.$post, 200>['restored']

/** Sends a backup file as the body of POST /api/backup/restore; the refusal's reason is an ApiError. */
async function restoreBackup(file: Blob): Promise<RestoreSummary> {
  checkBodySize(file.size, BODY_LIMITS.restore)
  const response = await fetch(api.backup.restore.$url().pathname, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/zip' },
    body: file,
  })
  if (!response.ok) throw await failure(response)
  return ((await response.json()) as { restored: RestoreSummary }).restored
}

/** Restore into this (empty) account; then everything on screen is read again. */
export function useRestoreBackup() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: restoreBackup,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

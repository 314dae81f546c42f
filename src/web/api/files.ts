import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'

import type { FileOwner } from '../../shared/schemas/file'
import { FILE_MESSAGES, MAX_FILE_BYTES, MAX_THUMBNAIL_BYTES } from '../../domain/files/kinds'
import { ApiError } from '../lib/api-error'

import { api, call, send } from './client'
import { itemKeys } from './items'

/** A stored file as the API shows it: its id, kind, type, size and place among an item's photos. */
type StoredFile = InferResponseType<(typeof api.files)['$get'], 200>['files'][number]

const fileKeys = {
  all: ['files'] as const,
  of: (owner: FileOwner) => ['files', owner] as const,
}

/** Where a file's bytes and its thumbnail are read (only by their owner; cached for a year by id). */
export const fileUrl = (id: string) => `/api/files/${id}`
export const thumbnailUrl = (id: string) => `/api/files/${id}/thumbnail`

/** A file's thumbnail, or null when the server has none to give (the PDF export's covers). */
export async function fetchThumbnail(id: string): Promise<Blob | null> {
  const response = await api.files[':id'].thumbnail.$get({ param: { id } })
  return response.ok ? response.blob() : null
}

/** The files of one record, in order: an item's photos (the cover first), a receipt's paper receipt. */
export const filesQuery = (owner: FileOwner) =>
  queryOptions({
    queryKey: fileKeys.of(owner),
    queryFn: async ({ signal }) => (await call(api.files.$get({ query: owner }, { init: { signal } }))).files,
  })

export interface Prepared {
  file: Blob
  thumbnail: Blob | null
}

/**
 * Refuses a prepared file the server would refuse for its size (413), with the server's message, before
 * anything is sent: a PDF is sent as it is, and may be over the limit.
 */
export function checkPreparedSize(prepared: Prepared): void {
  const refuse = (message: string) =>
    new ApiError({ code: 'payload_too_large', status: 413, message, fields: { file: message } })
  if (prepared.file.size > MAX_FILE_BYTES) throw refuse(FILE_MESSAGES.tooLarge)
  if (prepared.thumbnail && prepared.thumbnail.size > MAX_THUMBNAIL_BYTES)
    throw refuse(FILE_MESSAGES.thumbnailTooLarge)
}

/**
 * Sends one prepared file (src/web/lib/photos.ts) onto its record; the server checks type and size. A
 * network failure rejects with the browser's TypeError.
 */
export async function uploadFile(
  owner: FileOwner,
  prepared: Prepared,
  writeId?: string,
): Promise<StoredFile> {
  checkPreparedSize(prepared)
  const form = new FormData()
  for (const [key, value] of Object.entries(owner)) if (value) form.set(key, value)
  form.set('file', prepared.file, 'file')
  if (prepared.thumbnail) form.set('thumbnail', prepared.thumbnail, 'thumbnail')
  // A photo kept offline goes with its own id, so a lost answer never stores it twice (decision 024).
  const headers: Record<string, string> = writeId === undefined ? {} : { 'Idempotency-Key': writeId }
  const response = await fetch('/api/files', {
    method: 'POST',
    body: form,
    headers,
    credentials: 'same-origin',
  })
  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; message?: string } } | null)?.error
    throw new ApiError({
      code: (error?.code as ApiError['code'] | undefined) ?? 'unknown',
      status: response.status,
      message: error?.message ?? `The server answered ${response.status}`,
    })
  }
  return (payload as { file: StoredFile }).file
}

/** After a file changes, its record's files and every item list (the covers) read again. */
function useRefreshFiles() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: fileKeys.all }),
      queryClient.invalidateQueries({ queryKey: itemKeys.all }),
    ])
}

export function useUploadFile() {
  const refresh = useRefreshFiles()
  return useMutation({
    mutationFn: ({ owner, prepared }: { owner: FileOwner; prepared: Prepared }) =>
      uploadFile(owner, prepared),
    onSuccess: refresh,
  })
}

export function useOrderPhotos() {
  const refresh = useRefreshFiles()
  return useMutation({
    mutationFn: async (order: { itemId: string; ids: string[] }) =>
      (await call(api.files.order.$post({ json: order }))).files,
    onSuccess: refresh,
  })
}

export function useDeleteFile() {
  const refresh = useRefreshFiles()
  return useMutation({
    mutationFn: (id: string) => send(api.files[':id'].$delete({ param: { id } })),
    onSuccess: refresh,
  })
}

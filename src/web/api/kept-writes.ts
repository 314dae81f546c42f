import { toast } from 'sonner'

import { keepWrite, type OutboxKind } from '../lib/outbox'

import { postOnce } from './client'
import type { Prepared } from './files'
import { queryClient } from './query-client'
import { sessionKeys, type SessionUser } from './session'

const KEPT_MESSAGE = 'Saved on this phone, waiting to sync'
const KEPT_DESCRIPTION = 'It is sent to your account when the network returns.'

/**
 * A random UUID (version 4). `crypto.randomUUID` exists only on https and localhost; a phone reaching the
 * app over the local network by plain http still has `getRandomValues`.
 */
function newWriteId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Makes a new record on the server, or, when the network is gone, keeps it on this device to be sent
 * when it returns (decision 024): the answer's JSON, or null for a write kept. Either way it carries its own
 * id, so a write whose answer was lost is kept and sent again without being made twice. An item's photos
 * are kept with it and sent onto it after it is made.
 */
export async function writeOrKeep<T>(
  kind: OutboxKind,
  path: string,
  body: object,
  photos: readonly Prepared[] = [],
): Promise<T | null> {
  const key = newWriteId()
  if (navigator.onLine) {
    try {
      return await postOnce<T>(path, body, key)
    } catch (error) {
      if (!(error instanceof TypeError)) throw error
    }
  }
  const user = queryClient.getQueryData<SessionUser | null>(sessionKeys.current)
  if (!user) throw new TypeError('No network, and no signed-in user to keep the write for')
  await keepWrite({
    key,
    userId: user.id,
    kind,
    path,
    body: { ...body },
    photos: photos.map((photo) => ({ key: newWriteId(), file: photo.file, thumbnail: photo.thumbnail })),
  })
  toast.success(KEPT_MESSAGE, { description: KEPT_DESCRIPTION })
  return null
}

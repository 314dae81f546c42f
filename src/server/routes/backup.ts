import { Hono, type HonoRequest } from 'hono'

import { backupFileName } from '../backup/format'
import { readBackup } from '../backup/read'
import { restoreBackup } from '../backup/restore'
import { backupStream } from '../backup/write'
import type { AppEnv } from '../context'
import { AppError } from '../errors'

/** The path of the restore: its body is the backup file (decision 029), not JSON. */
export const RESTORE_PATH = '/api/backup/restore'

/** The backup file of a restore: the body itself, or the `file` part of a multipart form. */
// Read through Hono's request, which keeps the body once read (the admission queue reads it first).
async function backupBytes(request: HonoRequest): Promise<Uint8Array> {
  if (/^multipart\/form-data\s*;/i.test(request.header('content-type') ?? '')) {
    const form = await request.parseBody().catch(() => null)
    const file = form?.file
    if (!(file instanceof File)) throw new AppError('validation_failed', 'Choose a backup file to restore.')
    return new Uint8Array(await file.arrayBuffer())
  }
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength === 0) throw new AppError('validation_failed', 'Choose a backup file to restore.')
  return bytes
}

/**
 * /api/backup (decision 029): GET is the signed-in account's backup, a zip written as it is read; POST
 * /restore takes such a file and rebuilds the account from it, when the account is empty.
 */
export const backupRoutes = new Hono<AppEnv>()
  .get('/', (c) =>
    c.body(backupStream(c.var.db, c.var.files, { userId: c.var.userId }), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${backupFileName(new Date())}"`,
      // Never kept by a cache, and streamed: no ETag is worked out from the whole body (http/serving.ts).
      'Cache-Control': 'no-store',
    }),
  )
  .post('/restore', async (c) => {
    const backup = readBackup(await backupBytes(c.req), 'account')
    const restored = await restoreBackup(c.var.db, c.var.files, backup, { userId: c.var.userId })
    return c.json({ restored }, 200)
  })

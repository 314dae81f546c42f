import { randomUUID } from 'node:crypto'

import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'

import {
  acceptsPdf,
  FILE_MESSAGES,
  isImageType,
  MAX_FILE_BYTES,
  MAX_THUMBNAIL_BYTES,
  sniffType,
} from '../../domain/files/kinds'
import { idParamSchema } from '../../shared/schemas/common'
import { fileOwnerSchema, photoOrderSchema } from '../../shared/schemas/file'
import type { AppEnv } from '../context'
import {
  addFile,
  getFile,
  kindOf,
  listFiles,
  orderPhotos,
  removeFile,
  takeFileDeletions,
} from '../db/queries/files'
import { AppError, notFound } from '../errors'
import { fileKey, thumbnailKey, type FileStore } from '../files/store'
import { logFailure } from '../observability/request-log'
import { validate, validationError } from '../validate'

/** The path the upload is sent to: a multipart body, the one other than JSON besides the CSV import. */
export const UPLOAD_PATH = '/api/files'

/** A file is the same bytes for ever under its id: kept a year, by this browser only (it is the owner's). */
const FILE_CACHE = 'private, max-age=31536000, immutable'

const refuse = (
  code: 'validation_failed' | 'unsupported_media_type' | 'payload_too_large',
  message: string,
) => new AppError(code, message, { file: message })

/** The part of a multipart body named `name`, when it is a file. */
function partOf(body: Record<string, unknown>, name: string): File | undefined {
  const part = body[name]
  return part instanceof File ? part : undefined
}

/**
 * Removes the stored bytes of the user's files deleted by this request (queued by the database's trigger,
 * whatever deleted them: the file, its item, receipt, expense or reading, a bulk delete). After the answer
 * is made, so a store that fails leaves the bytes for the next request to retry, never a failed write.
 */
export const removeDeletedFiles = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.var.userId) return
  try {
    const ids = await takeFileDeletions(c.var.db, c.var.userId)
    if (ids.length > 0)
      await c.var.files.remove(
        ids.flatMap((id) => [fileKey(c.var.userId, id), thumbnailKey(c.var.userId, id)]),
      )
  } catch (error) {
    logFailure(c, error)
  }
})

/** The stored bytes of one of the user's files (or its thumbnail), or 404. */
async function serve(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0], thumbnail: boolean) {
  const id = c.req.param('id') ?? ''
  const [file] = await getFile(c.var.db, c.var.userId, id)
  if (file === undefined) throw notFound('File')
  const useThumbnail = thumbnail && file.thumbnailType !== null
  const store: FileStore = c.var.files
  const bytes = await store.get(useThumbnail ? thumbnailKey(c.var.userId, id) : fileKey(c.var.userId, id))
  if (bytes === null) throw notFound('File')
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': (useThumbnail ? file.thumbnailType : file.contentType) ?? file.contentType,
    'Cache-Control': FILE_CACHE,
    ETag: `"${id}${useThumbnail ? '.thumb' : ''}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition':
      file.contentType === 'application/pdf' ? 'inline; filename="receipt.pdf"' : 'inline',
  })
}

/**
 * /api/files (decision 021): upload a photo or a receipt's file onto one of the user's records, list a
 * record's files, put an item's photos in order, read a file and its thumbnail, delete one. Every file is
 * the signed-in user's: another user's id answers 404.
 */
export const fileRoutes = new Hono<AppEnv>()
  .get('/', validate('query', fileOwnerSchema), async (c) =>
    c.json({ files: await listFiles(c.var.db, c.var.userId, c.req.valid('query')) }, 200),
  )
  // multipart/form-data: `file`, an optional `thumbnail`, and the owner's id (`itemId`, `receiptId`,
  // `expenseId` or `odometerReadingId`). The type is read from the bytes; the sender's word is not taken.
  .post('/', async (c) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? ''))
      throw new AppError('unsupported_media_type', 'The upload must be sent as multipart/form-data.')
    const body = await c.req.parseBody().catch(() => {
      throw refuse('validation_failed', 'The upload could not be read.')
    })
    const { file: _file, thumbnail: _thumbnail, ...fields } = body
    const owner = fileOwnerSchema.safeParse(fields)
    if (!owner.success) throw validationError(owner.error)
    const kind = kindOf(owner.data)
    const file = partOf(body, 'file')
    if (file === undefined || file.size === 0) throw refuse('validation_failed', FILE_MESSAGES.missing)
    if (file.size > MAX_FILE_BYTES) throw refuse('payload_too_large', FILE_MESSAGES.tooLarge)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = sniffType(bytes)
    if (type === null || (!isImageType(type) && !acceptsPdf(kind)))
      throw refuse(
        'unsupported_media_type',
        acceptsPdf(kind) ? FILE_MESSAGES.notImageOrPdf : FILE_MESSAGES.notImage,
      )
    const thumbnail = partOf(body, 'thumbnail')
    let thumbnailBytes: Uint8Array | null = null
    let thumbnailType = null
    if (thumbnail !== undefined && thumbnail.size > 0) {
      if (thumbnail.size > MAX_THUMBNAIL_BYTES)
        throw new AppError('payload_too_large', FILE_MESSAGES.thumbnailTooLarge, {
          thumbnail: FILE_MESSAGES.thumbnailTooLarge,
        })
      thumbnailBytes = new Uint8Array(await thumbnail.arrayBuffer())
      thumbnailType = sniffType(thumbnailBytes)
      if (!isImageType(thumbnailType))
        throw new AppError('unsupported_media_type', FILE_MESSAGES.thumbnailNotImage, {
          thumbnail: FILE_MESSAGES.thumbnailNotImage,
        })
    }
    // The bytes first, then the row: a row never names bytes that are not stored. Refused rows remove them.
    const id = randomUUID()
    const { userId, files: store } = c.var
    const keys = [fileKey(userId, id), ...(thumbnailBytes ? [thumbnailKey(userId, id)] : [])]
    await store.put(fileKey(userId, id), bytes, type)
    if (thumbnailBytes && thumbnailType)
      await store.put(thumbnailKey(userId, id), thumbnailBytes, thumbnailType)
    try {
      const row = await addFile(c.var.db, userId, owner.data, {
        id,
        contentType: type,
        size: bytes.byteLength,
        thumbnailType,
      })
      return c.json({ file: row }, 201)
    } catch (error) {
      await store.remove(keys).catch(() => undefined)
      throw error
    }
  })
  .post('/order', validate('json', photoOrderSchema), async (c) => {
    const { itemId, ids } = c.req.valid('json')
    return c.json({ files: await orderPhotos(c.var.db, c.var.userId, itemId, ids) }, 200)
  })
  .get('/:id', validate('param', idParamSchema), (c) => serve(c, false))
  .get('/:id/thumbnail', validate('param', idParamSchema), (c) => serve(c, true))
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const deleted = await removeFile(c.var.db, c.var.userId, c.req.valid('param').id)
    if (deleted.length === 0) throw notFound('File')
    return c.body(null, 204)
  })

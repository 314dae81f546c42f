import { FILE_MESSAGES, MAX_FILE_BYTES, MAX_THUMBNAIL_BYTES } from '../domain/files/kinds'

/** A limit on a request's body, and what the client is told when its body is over it. */
export interface BodyLimit {
  maxBytes: number
  message: string
  /** The form field the message belongs to, when there is one (the upload's file). */
  field?: string
}

const MB = 1024 * 1024

/**
 * Every body limit of the API, answered 413 with its message by the server (src/server/http/body-limit.ts)
 * and checked by the browser before it sends (src/web/lib/body-limits.ts), so that a file the server
 * would refuse is never sent.
 */
export const BODY_LIMITS = {
  /** Every JSON body. */
  json: { maxBytes: 1 * MB, message: 'The request is too large.' },
  /** The imports' body, the whole file: 50,000 rows of a spreadsheet fit several times over. */
  import: { maxBytes: 32 * MB, message: 'The file is too large to import (at most 32 MB).' },
  /** A file upload's body: the file, its thumbnail and the multipart framing (decision 021). */
  upload: {
    maxBytes: MAX_FILE_BYTES + MAX_THUMBNAIL_BYTES + 64 * 1024,
    message: FILE_MESSAGES.tooLarge,
    field: 'file',
  },
  /** A backup file restored (decision 029). */
  restore: {
    maxBytes: 512 * MB,
    message: 'The backup is too large to restore here (at most 512 MB): use npm run restore.',
  },
} as const satisfies Record<string, BodyLimit>

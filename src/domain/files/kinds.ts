/*
 * The files a user keeps beside their records (decision 021): an item's photos, and the photo or PDF of a
 * paper receipt on a receipt or an expense, and of the dashboard on an odometer reading. What each may
 * be, how large, and how the type is told: by the bytes themselves, never by the name or the sender's word.
 */

export const FILE_KINDS = ['item_photo', 'receipt', 'expense', 'odometer'] as const
export type FileKind = (typeof FILE_KINDS)[number]

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const FILE_TYPES = [...IMAGE_TYPES, 'application/pdf'] as const
export type FileType = (typeof FILE_TYPES)[number]

/** An item carries at most this many photos; the first is its cover. */
export const MAX_ITEM_PHOTOS = 12
/** The largest file stored: a photo the browser shrank is far smaller; a scanned PDF fits. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024
/** The largest thumbnail stored beside a photo. */
export const MAX_THUMBNAIL_BYTES = 512 * 1024
/** The longest side of a photo the browser uploads, and of its thumbnail. */
export const PHOTO_LONGEST_SIDE = 1600
export const THUMBNAIL_LONGEST_SIDE = 320

export const FILE_MESSAGES = {
  missing: 'Choose a file to upload.',
  notImage: 'The file must be a JPEG, PNG or WebP image.',
  notImageOrPdf: 'The file must be a JPEG, PNG or WebP image, or a PDF.',
  thumbnailNotImage: 'The thumbnail must be a JPEG, PNG or WebP image.',
  tooLarge: 'The file is too large (at most 10 MB).',
  thumbnailTooLarge: 'The thumbnail is too large (at most 512 kB).',
  tooManyPhotos: `An item has at most ${MAX_ITEM_PHOTOS} photos.`,
  oneOwner: 'Name the one item, receipt, expense or odometer reading the file belongs to.',
  orderMismatch: 'List every photo of the item exactly once.',
} as const

/** Whether the kind takes a PDF as well as an image (paper receipts), or images only. */
export function acceptsPdf(kind: FileKind): boolean {
  return kind === 'receipt' || kind === 'expense'
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The type of a file by its first bytes (its magic number), or null for anything else. */
export function sniffType(bytes: Uint8Array): FileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf'
  return null
}

export function isImageType(type: FileType | null): boolean {
  return type !== null && (IMAGE_TYPES as readonly string[]).includes(type)
}

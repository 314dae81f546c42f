import { ORIGIN, type TestApp } from './app'

/*
 * Files as a browser uploads them (multipart/form-data), with bytes that begin as the real formats do:
 * the server tells a type by these first bytes only.
 */

export const JPEG = (size = 2048) => withHead([0xff, 0xd8, 0xff, 0xe0], size)
export const PNG = (size = 2048) => withHead([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], size)
export const WEBP = (size = 2048) =>
  withHead([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...ascii('VP8 ')], size)
export const PDF = (size = 2048) => withHead(ascii('%PDF-1.7\n'), size)
/** A GIF: an image, but not one the app keeps. */
export const GIF = (size = 2048) => withHead(ascii('GIF89a'), size)

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0))
}

function withHead(head: number[], size: number): Uint8Array {
  const bytes = new Uint8Array(size)
  bytes.set(head)
  for (let index = head.length; index < size; index++) bytes[index] = (index * 31) % 251
  return bytes
}

export interface Upload {
  file?: Uint8Array
  /** The type the sender claims: the server does not believe it. */
  claimedType?: string
  thumbnail?: Uint8Array
  owner: Record<string, string>
}

/** Sends an upload as a browser's form would; answers the status and the parsed JSON. */
export async function upload(
  app: TestApp,
  cookie: string,
  { file, claimedType, thumbnail, owner }: Upload,
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(owner)) form.set(key, value)
  if (file)
    form.set('file', new Blob([new Uint8Array(file)], { type: claimedType ?? 'image/jpeg' }), 'photo.jpg')
  if (thumbnail)
    form.set('thumbnail', new Blob([new Uint8Array(thumbnail)], { type: 'image/jpeg' }), 'thumb.jpg')
  const response = await app.request(`${ORIGIN}/api/files`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, ...headers },
    body: form,
  })
  const text = await response.text()
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as unknown,
    headers: response.headers,
  }
}

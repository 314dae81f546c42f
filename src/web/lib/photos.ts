import { PHOTO_LONGEST_SIDE, THUMBNAIL_LONGEST_SIDE } from '../../domain/files/kinds'

/*
 * Photos are made small in the browser before they travel (decision 021): a phone's 12-megapixel photo
 * of 4-8 MB becomes about 200-400 kB at 1,600 px on its longest side, WebP where the browser writes it and
 * JPEG otherwise, with a 320 px thumbnail for the lists. A PDF (a scanned receipt) is sent as it is.
 */

const QUALITY = 0.82

async function encode(canvas: HTMLCanvasElement): Promise<Blob> {
  const as = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY))
  const webp = await as('image/webp')
  if (webp && webp.type === 'image/webp') return webp
  const jpeg = await as('image/jpeg')
  if (!jpeg) throw new Error('This browser could not prepare the photo.')
  return jpeg
}

function drawn(bitmap: ImageBitmap, longestSide: number): HTMLCanvasElement {
  const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser could not prepare the photo.')
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  return canvas
}

/** A photo shrunk to 1,600 px and its 320 px thumbnail; a PDF as it is, without a thumbnail. */
export async function preparePhoto(file: File): Promise<{ file: Blob; thumbnail: Blob | null }> {
  if (file.type === 'application/pdf') return { file, thumbnail: null }
  let bitmap: ImageBitmap
  try {
    // The photo's EXIF orientation is applied, so a phone's upright photo stays upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    // Not an image the browser can read: sent as it is, for the server to refuse with its reason.
    return { file, thumbnail: null }
  }
  try {
    const photo = await encode(drawn(bitmap, PHOTO_LONGEST_SIDE))
    const thumbnail = await encode(drawn(bitmap, THUMBNAIL_LONGEST_SIDE))
    return { file: photo, thumbnail }
  } finally {
    bitmap.close()
  }
}

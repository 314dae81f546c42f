import { crc32, deflateSync } from 'node:zlib'

/*
 * A real photo-sized image for the browser to decode and shrink: a PNG of `width` x `height` pixels with a
 * colour gradient (so that a shrunk copy is visibly the same picture), made without an image library.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

export function gradientPng(width: number, height: number, seed = 0): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1)
    rows[start] = 0
    for (let x = 0; x < width; x++) {
      const at = start + 1 + x * 3
      rows[at] = (x * 255) / width + seed
      rows[at + 1] = (y * 255) / height
      rows[at + 2] = ((x + y) * 97 + seed * 13) & 0xff
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

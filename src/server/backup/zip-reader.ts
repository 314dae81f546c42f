import { inflateRawSync } from 'node:zlib'

/*
 * Reads a zip file (a backup) from its central directory, the list at its end, before unpacking anything:
 * how many parts it holds, and each part's packed and unpacked size. A file whose list is over the limits
 * is refused before a byte of it is unpacked, and a part that unpacks to more than its listed size is cut
 * off where it passes it: nothing held is ever more than the limits allow.
 */

/** One part of a zip file, as its central directory lists it. */
export interface ZipEntry {
  name: string
  /** 0: stored as it is; 8: deflated. */
  method: number
  packedBytes: number
  /** The unpacked size the directory declares; the part is held to it when unpacked. */
  bytes: number
  /** Where the part's local header starts. */
  offset: number
}

export interface ZipLimits {
  /** The most parts a file may list. */
  maxEntries: number
  /** The most all its parts may unpack to, together. */
  maxBytes: number
  /** The most a part of at least RATIO_FLOOR bytes may unpack to, as a multiple of its packed size. */
  maxRatio: number
}

/** Below this unpacked size a part's ratio is not looked at: a short, repetitive part packs very well. */
export const RATIO_FLOOR = 1024 * 1024

/** Why a zip file is refused; `readBackup` words each for the person restoring. */
export type ZipRefusal =
  | { reason: 'not_zip' }
  | { reason: 'too_many_entries'; entries: number }
  | { reason: 'too_large'; bytes: number }
  | { reason: 'ratio'; name: string; ratio: number }
  | { reason: 'damaged'; name: string }

export class ZipRefused extends Error {
  constructor(readonly refusal: ZipRefusal) {
    super(refusal.reason)
    this.name = 'ZipRefused'
  }
}

const END_SIGNATURE = 0x06054b50
const ENTRY_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const END_BYTES = 22
const MAX_COMMENT = 0xffff

const notZip = () => new ZipRefused({ reason: 'not_zip' })

/** Where the end-of-central-directory record starts: looked for backwards over the longest comment. */
function endRecordAt(bytes: Uint8Array, view: DataView): number {
  const last = bytes.byteLength - END_BYTES
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--)
    if (view.getUint32(at, true) === END_SIGNATURE) return at
  throw notZip()
}

/**
 * The parts of a zip file, checked against `limits` from its directory alone: their count first (from the
 * end record, before the list is walked), then each part's ratio, then their total. Zip64 files, which no
 * backup is, are refused as not a zip.
 */
export function zipEntries(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  if (bytes.byteLength < END_BYTES) throw notZip()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = endRecordAt(bytes, view)
  const count = view.getUint16(end + 10, true)
  const directoryBytes = view.getUint32(end + 12, true)
  const directoryAt = view.getUint32(end + 16, true)
  if (count === 0xffff || directoryAt === 0xffffffff) throw notZip()
  if (count > limits.maxEntries) throw new ZipRefused({ reason: 'too_many_entries', entries: count })
  if (directoryAt + directoryBytes > end) throw notZip()
  const decoder = new TextDecoder()
  const entries: ZipEntry[] = []
  let at = directoryAt
  let total = 0
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || view.getUint32(at, true) !== ENTRY_SIGNATURE) throw notZip()
    const nameBytes = view.getUint16(at + 28, true)
    const entry: ZipEntry = {
      method: view.getUint16(at + 10, true),
      packedBytes: view.getUint32(at + 20, true),
      bytes: view.getUint32(at + 24, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameBytes)),
      offset: view.getUint32(at + 42, true),
    }
    if (entry.packedBytes === 0xffffffff || entry.bytes === 0xffffffff || entry.offset === 0xffffffff)
      throw notZip()
    if (entry.offset + entry.packedBytes > directoryAt) throw notZip()
    if (entry.bytes >= RATIO_FLOOR) {
      const ratio = entry.bytes / Math.max(1, entry.packedBytes)
      if (ratio > limits.maxRatio)
        throw new ZipRefused({ reason: 'ratio', name: entry.name, ratio: Math.round(ratio) })
    }
    total += entry.bytes
    if (total > limits.maxBytes) throw new ZipRefused({ reason: 'too_large', bytes: total })
    entries.push(entry)
    at += 46 + nameBytes + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return entries
}

/**
 * The unpacked bytes of one part. Inflating stops as soon as it passes the size the directory declared
 * (Node's zlib `maxOutputLength`), and a part that is shorter, or not deflate, is damaged.
 */
export function unpackEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const damaged = () => new ZipRefused({ reason: 'damaged', name: entry.name })
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.offset
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_SIGNATURE) throw damaged()
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  if (start + entry.packedBytes > bytes.byteLength) throw damaged()
  const packed = bytes.subarray(start, start + entry.packedBytes)
  let unpacked: Uint8Array
  if (entry.method === 0) unpacked = packed.slice()
  else if (entry.method === 8) {
    try {
      // One byte more than declared: a part that unpacks to more is cut off there and refused.
      unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.bytes + 1) })
    } catch {
      throw damaged()
    }
  } else throw damaged()
  if (unpacked.byteLength !== entry.bytes) throw damaged()
  return unpacked
}

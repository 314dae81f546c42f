import { constants, crc32, deflateRawSync } from 'node:zlib'

/*
 * Zip files made to hurt a server that unpacks them whole (zip bombs), written by hand so that a test can
 * make one of a gigabyte in a moment and a few megabytes: runs of zeros deflated once and repeated.
 */

const MB = 1024 * 1024

interface Member {
  name: string
  /** The member as stored: deflated (method 8) or as it is (method 0). */
  packed: Uint8Array
  method: 0 | 8
  crc: number
  bytes: number
}

/** A zip file of `members`, each one local header and data, then the central directory and its end. */
export function zipOf(members: Member[]): Uint8Array {
  const parts: Uint8Array[] = []
  const directory: Uint8Array[] = []
  let offset = 0
  for (const member of members) {
    const name = Buffer.from(member.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(member.method, 8)
    local.writeUInt32LE(member.crc >>> 0, 14)
    local.writeUInt32LE(member.packed.byteLength, 18)
    local.writeUInt32LE(member.bytes, 22)
    local.writeUInt16LE(name.byteLength, 26)
    parts.push(local, name, member.packed)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(member.method, 10)
    entry.writeUInt32LE(member.crc >>> 0, 16)
    entry.writeUInt32LE(member.packed.byteLength, 20)
    entry.writeUInt32LE(member.bytes, 24)
    entry.writeUInt16LE(name.byteLength, 28)
    entry.writeUInt32LE(offset, 42)
    directory.push(entry, name)
    offset += 30 + name.byteLength + member.packed.byteLength
  }
  const directoryBytes = directory.reduce((sum, part) => sum + part.byteLength, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(Math.min(members.length, 0xffff), 8)
  end.writeUInt16LE(Math.min(members.length, 0xffff), 10)
  end.writeUInt32LE(directoryBytes, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...parts, ...directory, end]))
}

/** A member holding `text` as it is. */
export function storedMember(name: string, text: string): Member {
  const bytes = Buffer.from(text)
  return { name, packed: bytes, method: 0, crc: crc32(bytes), bytes: bytes.byteLength }
}

/** The deflate of `megabytes` MB of zeros: one megabyte's deflate, repeated, then the final block. */
function deflatedZeros(megabytes: number): { packed: Uint8Array; crc: number } {
  const zeros = Buffer.alloc(MB)
  const block = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })
  const final = deflateRawSync(Buffer.alloc(0))
  let crc = 0
  for (let n = 0; n < megabytes; n++) crc = crc32(zeros, crc)
  const packed = Buffer.concat([...Array.from({ length: megabytes }, () => block), final])
  return { packed: new Uint8Array(packed), crc }
}

/** A manifest that looks like an account backup's, listing `parts` (their checksums made up). */
function manifestMember(parts: Member[]): Member {
  return storedMember(
    'manifest.json',
    JSON.stringify({
      format: 'frogwalk-backup',
      formatVersion: 1,
      schemaVersion: 'any',
      scope: 'account',
      createdAt: new Date(0).toISOString(),
      tables: {},
      parts: Object.fromEntries(
        parts.map((part) => [part.name, { sha256: '0'.repeat(64), bytes: part.bytes }]),
      ),
    }),
  )
}

/** A bomb by ratio: one part of `megabytes` MB of zeros (1,024: a gigabyte in about a megabyte). */
export function ratioBomb(megabytes = 1024): Uint8Array {
  const { packed, crc } = deflatedZeros(megabytes)
  const bomb: Member = { name: 'tables/inventory_items.jsonl', packed, method: 8, crc, bytes: megabytes * MB }
  return zipOf([manifestMember([bomb]), bomb])
}

/**
 * A bomb by member count: `count` parts of `kilobytes` kB of zeros each (60,000 of 16 kB: a gigabyte in
 * about eight megabytes), none of them over any ratio a single part is held to.
 */
export function manyMembersBomb(count = 60_000, kilobytes = 16): Uint8Array {
  const zeros = Buffer.alloc(kilobytes * 1024)
  const packed = new Uint8Array(deflateRawSync(zeros, { level: 9 }))
  const crc = crc32(zeros)
  const members: Member[] = Array.from({ length: count }, (_, n) => ({
    name: `files/u/${n}`,
    packed,
    method: 8,
    crc,
    bytes: zeros.byteLength,
  }))
  return zipOf([manifestMember(members.slice(0, 10)), ...members])
}

/**
 * A bomb by total size: `count` parts each just under the ratio limit, together over the total. The
 * directory declares sizes its data does not hold: refused before anything is unpacked.
 */
export function totalSizeBomb(count: number, packedBytes: number, ratio: number): Uint8Array {
  const packed = new Uint8Array(packedBytes)
  const members: Member[] = Array.from({ length: count }, (_, n) => ({
    name: `files/u/${n}`,
    packed,
    method: 8,
    crc: 0,
    bytes: packedBytes * ratio,
  }))
  return zipOf([manifestMember(members), ...members])
}

/** A part whose directory declares `declared` bytes but whose data unpacks to `megabytes` MB of zeros. */
export function lyingSizeBomb(megabytes: number, declared: number): Uint8Array {
  const { packed, crc } = deflatedZeros(megabytes)
  const member: Member = { name: 'tables/inventory_items.jsonl', packed, method: 8, crc, bytes: declared }
  return zipOf([manifestMember([member]), member])
}

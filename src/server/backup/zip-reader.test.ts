import { describe, expect, it } from 'vitest'

import {
  lyingSizeBomb,
  manyMembersBomb,
  ratioBomb,
  storedMember,
  totalSizeBomb,
  zipOf,
} from '../../../tests/helpers/zip-bombs'
import { AppError } from '../errors'

import { BACKUP_MESSAGES } from './format'
import { BACKUP_LIMITS, readBackup } from './read'
import { unpackEntry, zipEntries, ZipRefused } from './zip-reader'

const MB = 1024 * 1024

/** The message `read` is refused with (a 400 with the reason). */
function refusal(read: () => unknown): string {
  try {
    read()
  } catch (error) {
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).status).toBe(400)
    return (error as AppError).message
  }
  throw new Error('it was not refused')
}

/*
 * A backup is judged by its zip directory before anything of it is unpacked (decision 029): too many parts,
 * a part that unpacks to far more than it packs to, or more in all than a restore takes, are refused with
 * the reason; and a part is never unpacked past the size the directory gives it.
 */
describe('reading a backup’s zip before unpacking it', () => {
  it('refuses a gigabyte of zeros in a megabyte by its ratio', () => {
    const bomb = ratioBomb(1024)
    expect(bomb.byteLength).toBeLessThan(1.1 * MB)
    expect(refusal(() => readBackup(bomb, 'account'))).toBe(
      BACKUP_MESSAGES.ratio('tables/inventory_items.jsonl', 1011),
    )
  })

  it('refuses more parts than a backup holds, from the count at its end', () => {
    const limit = BACKUP_LIMITS.account.maxEntries
    expect(refusal(() => readBackup(manyMembersBomb(limit + 1, 1), 'account'))).toBe(
      BACKUP_MESSAGES.tooManyParts(limit + 2, limit),
    )
    expect(refusal(() => readBackup(manyMembersBomb(60_000, 16), 'account'))).toBe(
      BACKUP_MESSAGES.tooManyParts(60_001, limit),
    )
  })

  it('refuses parts under the ratio that together unpack to more than a restore takes', () => {
    expect(refusal(() => readBackup(totalSizeBomb(11, MB, 99), 'account'))).toBe(
      BACKUP_MESSAGES.unpacksTooLarge(BACKUP_LIMITS.account.maxBytes),
    )
  })

  it('stops unpacking a part where it passes its declared size', () => {
    const zip = lyingSizeBomb(64, MB)
    const entry = zipEntries(zip, BACKUP_LIMITS.account).find((one) => one.name.startsWith('tables/'))
    expect(entry?.bytes).toBe(MB)
    expect(() => unpackEntry(zip, entry!)).toThrow(ZipRefused)
  })

  it('refuses what is not a zip, or is cut short, as before', () => {
    const zip = zipOf([storedMember('manifest.json', '{}')])
    expect(refusal(() => readBackup(new Uint8Array(100), 'account'))).toBe(BACKUP_MESSAGES.notZip)
    expect(refusal(() => readBackup(zip.subarray(0, zip.byteLength - 5), 'account'))).toBe(
      BACKUP_MESSAGES.notZip,
    )
    expect(refusal(() => readBackup(zip, 'account'))).toBe(BACKUP_MESSAGES.badManifest)
  })
})

import { createHash } from 'node:crypto'

/*
 * A preview's reading of a file, kept in this process for the import that follows it (decision 037): the
 * import of the same file, read the same way, over records that did not change, uses it instead of reading
 * and matching the file again. Each user keeps one, the last previewed, for a few minutes, and the process
 * at most a few, so a large file's reading (tens of megabytes for 20,000 rows) is not held for long; a
 * reading not found (expired, another server process, another file) is simply made again.
 */

/** How long a reading is kept after its preview. */
export const KEEP_READING_MS = 10 * 60_000
/** How many readings the process keeps at most (the oldest leaves first). */
export const KEEP_READINGS_AT_MOST = 4

interface Kept<T> {
  digest: string
  reading: T
  keptAt: number
}

/** The digest of what a reading depends on: the file's text and the rest, in order. */
export function readingDigest(text: string, ...rest: unknown[]): string {
  const hash = createHash('sha256')
  hash.update(text)
  hash.update('\u0000')
  hash.update(JSON.stringify(rest))
  return hash.digest('hex')
}

/** Readings kept per user, each under the digest of what it was read from. */
export class KeptReadings<T> {
  private readonly byUser = new Map<string, Kept<T>>()
  private reusedCount = 0

  constructor(
    private readonly keepMs = KEEP_READING_MS,
    private readonly atMost = KEEP_READINGS_AT_MOST,
    private readonly now: () => number = Date.now,
  ) {}

  /** Keeps `reading` as the user's, in place of the one kept before. */
  keep(userId: string, digest: string, reading: T): void {
    this.byUser.delete(userId)
    this.byUser.set(userId, { digest, reading, keptAt: this.now() })
    for (const [user, kept] of this.byUser) {
      if (this.byUser.size <= this.atMost && this.now() - kept.keptAt <= this.keepMs) break
      this.byUser.delete(user)
    }
  }

  /** The user's reading kept under `digest`, if it is still fresh. */
  find(userId: string, digest: string): T | undefined {
    const kept = this.byUser.get(userId)
    if (kept === undefined) return undefined
    if (this.now() - kept.keptAt > this.keepMs) {
      this.byUser.delete(userId)
      return undefined
    }
    if (kept.digest !== digest) return undefined
    this.reusedCount += 1
    return kept.reading
  }

  /** Forgets the user's reading (once imported, it describes records that changed). */
  forget(userId: string): void {
    this.byUser.delete(userId)
  }

  /** How many times a kept reading was used. */
  get reused(): number {
    return this.reusedCount
  }
}

import { describe, expect, it } from 'vitest'

import { BACKUP_MESSAGES } from '../../src/server/backup/format'
import { BACKUP_LIMITS } from '../../src/server/backup/read'
import { residentBytes, useChildServer } from '../helpers/child-server'
import { ENGINES } from '../helpers/database'
import { lyingSizeBomb, manyMembersBomb, ratioBomb, totalSizeBomb } from '../helpers/zip-bombs'

/*
 * Zip bombs sent to the restore of a server in its own process, on each engine: a gigabyte of zeros in a
 * megabyte (by ratio), and tens of thousands of parts (by count). Each is refused with its reason, the
 * account is as it was, the server answers its health check within a second after, and its memory never
 * passes twice what it held idle while it refuses. `RESTORE_BOMB_RUNS=20 npx vitest run
 * tests/probes/restore.test.ts` is the deep run: that many more bombs of random sizes and kinds (by
 * ratio, by count, by total size, and parts that unpack to more than their declared size).
 */
const RUNS = Number(process.env.RESTORE_BOMB_RUNS ?? 0)
const MB = 1024 * 1024
const ACCOUNT = BACKUP_LIMITS.account

interface Bomb {
  what: string
  zip: () => Uint8Array
  /** The reason the restore gives, or a pattern of it. */
  message: string | RegExp
}

const QUICK: Bomb[] = [
  {
    what: 'a gigabyte of zeros in a megabyte',
    zip: () => ratioBomb(1024),
    message: BACKUP_MESSAGES.ratio('tables/inventory_items.jsonl', 1011),
  },
  {
    what: '60,000 parts of 16 kB of zeros, a gigabyte in eight megabytes',
    zip: () => manyMembersBomb(60_000, 16),
    message: BACKUP_MESSAGES.tooManyParts(60_001, ACCOUNT.maxEntries),
  },
]

const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1))

/** A bomb of a random kind and size, for the deep run. */
function randomBomb(): Bomb {
  switch (between(0, 3)) {
    case 0: {
      const megabytes = between(64, 2048)
      return {
        what: `${megabytes} MB of zeros in one part`,
        zip: () => ratioBomb(megabytes),
        message: /unpacks to [\d,]+ times its packed size/,
      }
    }
    case 1: {
      const count = between(ACCOUNT.maxEntries, 65_000)
      return {
        what: `${count} parts`,
        zip: () => manyMembersBomb(count, between(1, 32)),
        message: BACKUP_MESSAGES.tooManyParts(count + 1, ACCOUNT.maxEntries),
      }
    }
    case 2: {
      const ratio = between(50, ACCOUNT.maxRatio)
      const count = Math.ceil(ACCOUNT.maxBytes / (MB * ratio)) + between(1, 5)
      return {
        what: `${count} parts of 1 MB declared ${ratio} times larger`,
        zip: () => totalSizeBomb(count, MB, ratio),
        message: BACKUP_MESSAGES.unpacksTooLarge(ACCOUNT.maxBytes),
      }
    }
    default: {
      const megabytes = between(64, 512)
      return {
        what: `a part declared 1 MB that unpacks to ${megabytes} MB`,
        zip: () => lyingSizeBomb(megabytes, MB),
        // Its manifest is not this Frogwalk's version: refused before the part is unpacked.
        message: /This backup was made by a Frogwalk whose database is at version any/,
      }
    }
  }
}

describe.each(ENGINES)('zip bombs sent to the restore on %s', (engine) => {
  const server = useChildServer(engine)

  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: server.cookie } })
    return response.json() as Promise<unknown>
  }
  const account = async () => ({
    counts: await get('/api/items/counts'),
    settings: await get('/api/settings'),
  })

  /** Sends `zip` to the restore, sampling the server's memory until it answers; the largest sample. */
  async function restore(zip: Uint8Array) {
    let largest = residentBytes(server.pid)
    const sampler = setInterval(() => {
      largest = Math.max(largest, residentBytes(server.pid))
    }, 10)
    try {
      const response = await fetch(`${server.url}/api/backup/restore`, {
        method: 'POST',
        headers: { cookie: server.cookie, origin: server.url, 'content-type': 'application/zip' },
        body: new Blob([zip as Uint8Array<ArrayBuffer>]),
      })
      const body = (await response.json()) as { error?: { message?: string } }
      return { status: response.status, message: body.error?.message ?? '', largest }
    } finally {
      clearInterval(sampler)
      largest = Math.max(largest, residentBytes(server.pid))
    }
  }

  const bombs = [...QUICK, ...Array.from({ length: RUNS }, randomBomb)]

  it(
    `refuses ${bombs.length} bombs with their reason, changing nothing, within twice its idle memory`,
    { timeout: 120_000 + RUNS * 30_000 },
    async () => {
      const before = await account()
      // Warmed up first: the route, the zip reader and the refusal's path are loaded before idle is taken.
      await restore(new Uint8Array(100))
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const idle = residentBytes(server.pid)
      for (const bomb of bombs) {
        const answer = await restore(bomb.zip())
        expect({ bomb: bomb.what, status: answer.status, message: answer.message }).toEqual({
          bomb: bomb.what,
          status: 400,
          message: typeof bomb.message === 'string' ? bomb.message : expect.stringMatching(bomb.message),
        })
        expect(answer.largest / MB, `${bomb.what}: idle ${Math.round(idle / MB)} MiB`).toBeLessThanOrEqual(
          (2 * idle) / MB,
        )
        const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(1000) })
        expect(health.status).toBe(200)
      }
      expect(await account()).toEqual(before)
    },
  )
})

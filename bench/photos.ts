import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { sql } from 'drizzle-orm'

import { openPglite } from '../src/server/db/client'
import { maintain } from '../src/server/db/maintenance'
import { DiskFileStore } from '../src/server/files/store'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from '../tests/helpers/app'
import { JPEG } from '../tests/helpers/files'

/*
 * Photos (decision 021) on the embedded database with files on disk: the upload of a 5 MB photo (a phone's
 * photo sent as it is, the most a browser that could not shrink it would send; a shrunk one is ~300 kB), and
 * the item lists with a cover on every row at 100,000 items, beside the same list of items without photos.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const ITEMS = 100_000

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`
}

async function timed(run: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  await run()
  const samples: number[] = []
  for (let n = 0; n < runs; n++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  return samples
}

export async function benchPhotos(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-bench-photos-'))
  const handle = await openPglite(null)
  try {
    const { db } = handle
    const app = makeApp(db, { files: new DiskFileStore(path.join(dir, 'files')) })
    const user = await signedInUser(app, uniqueEmail('photos'))
    const headers = { origin: ORIGIN, cookie: user.cookie }

    // 100,000 items: half unlisted with two photos each, half listed without any.
    await db.execute(sql`
      insert into inventory_items (user_id, sku, brand, description, cost_of_goods, status, purchase_date, created_at)
      select ${user.id}, 'PH-' || n, 'Brand ' || (n % 500), 'Item ' || n, 3.50,
        case when n % 2 = 0 then 'unlisted' else 'listed' end, date '2026-01-01' - (n % 1500),
        now() - n * interval '1 minute'
      from generate_series(1, ${ITEMS}) n`)
    await db.execute(sql`
      insert into files (user_id, kind, content_type, size, thumbnail_type, item_id, position)
      select ${user.id}, 'item_photo', 'image/webp', 300000, 'image/webp', i.id, p
      from inventory_items i cross join generate_series(0, 1) p
      where i.user_id = ${user.id} and i.status = 'unlisted'`)
    await maintain(db)

    const photo = JPEG(5 * 1024 * 1024)
    const thumbnail = JPEG(30 * 1024)
    const { id: itemId } = (
      (await (await app.request(`${ORIGIN}/api/items?status=listed&limit=1`, { headers })).json()) as {
        rows: { id: string }[]
      }
    ).rows[0]!
    const uploads: string[] = []
    const upload = async () => {
      const form = new FormData()
      form.set('itemId', itemId)
      form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg')
      form.set('thumbnail', new Blob([new Uint8Array(thumbnail)], { type: 'image/jpeg' }), 'thumb.jpg')
      const answer = await app.request(`${ORIGIN}/api/files`, { method: 'POST', headers, body: form })
      if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${await answer.text()}`)
      const { file } = (await answer.json()) as { file: { id: string } }
      uploads.push(file.id)
      // An item keeps 12: the oldest goes, so every upload is measured on the same item.
      if (uploads.length >= 12) {
        const oldest = uploads.shift()
        await app.request(`${ORIGIN}/api/files/${oldest}`, { method: 'DELETE', headers })
      }
    }
    const list = (query: string) => async () => {
      const answer = await app.request(`${ORIGIN}/api/items?${query}`, { headers })
      if (!answer.ok) throw new Error(`list answered ${answer.status}`)
      await answer.arrayBuffer()
    }
    const cursorOf = async (query: string, pages: number) => {
      let cursor = ''
      for (let page = 0; page < pages; page++) {
        const answer = await app.request(`${ORIGIN}/api/items?${query}${cursor ? `&cursor=${cursor}` : ''}`, {
          headers,
        })
        cursor = ((await answer.json()) as { nextCursor: string }).nextCursor
      }
      return cursor
    }

    console.log(`\nPhotos (embedded database, files on disk, ${RUNS} runs each)`)
    console.log(`  upload of a 5 MB photo with its thumbnail: ${percentiles(await timed(upload))}`)
    for (const [label, query] of [
      ['with covers (every row has photos)', 'status=unlisted'],
      ['without photos', 'status=listed'],
    ] as const) {
      console.log(
        `  ${ITEMS.toLocaleString('en-US')} items, list page 1 ${label}: ${percentiles(await timed(list(query)))}`,
      )
      const deep = await cursorOf(query, 100)
      console.log(
        `  ${ITEMS.toLocaleString('en-US')} items, list page 101 ${label}: ${percentiles(await timed(list(`${query}&cursor=${deep}`)))}`,
      )
    }
    console.log(
      `  with covers by brand, page 1: ${percentiles(await timed(list('status=unlisted&sort=brand')))}`,
    )
  } finally {
    await handle.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * SKU labels (decision 022): 1,000 labels as one PDF through the API (POST /api/items/labels on the
 * embedded database: read the chosen items, draw every barcode as rectangles), on a thermal roll (1,000
 * pages) and on Avery 5160 sheets (34 pages), the drawing alone, and the PDF's size as written and as sent.
 * Prints the figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks'

import type { LabelSize } from '../src/domain/labels/label-sizes'
import { openPglite } from '../src/server/db/client'
import { labelsPdf } from '../src/server/labels-pdf'
import { makeApp, ORIGIN, signedInUser, uniqueEmail } from '../tests/helpers/app'

const LABELS = 1_000
const RUNS = 5

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export async function benchLabels(): Promise<void> {
  const handle = await openPglite(null)
  const app = makeApp(handle.db)
  const { cookie } = await signedInUser(app, uniqueEmail('labels'))
  const csv = [
    'sku,brand,description',
    ...Array.from(
      { length: LABELS },
      (_, index) =>
        `UL-261127-${String(index).padStart(6, '0')}-123-ABCD,Patagonia,"Better Sweater fleece jacket, navy, size ${index}"`,
    ),
  ].join('\n')
  const imported = await app.request(`${ORIGIN}/api/import/items`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' },
    body: csv,
  })
  if (!imported.ok) throw new Error(`import answered ${imported.status}`)
  const list = await app.request(`${ORIGIN}/api/items?status=unlisted&limit=500`, { headers: { cookie } })
  const next = await app.request(
    `${ORIGIN}/api/items?status=unlisted&limit=500&cursor=${encodeURIComponent(((await list.clone().json()) as { nextCursor: string }).nextCursor)}`,
    { headers: { cookie } },
  )
  const rows = [
    ...((await list.json()) as { rows: { id: string; sku: string; brand: string; description: string }[] })
      .rows,
    ...((await next.json()) as { rows: { id: string; sku: string; brand: string; description: string }[] })
      .rows,
  ]
  const ids = rows.map((row) => row.id)

  console.log(`\nSKU labels: ${LABELS.toLocaleString('en-US')} labels in one PDF (median of ${RUNS})`)
  for (const size of ['thermal-2.25x1.25', 'avery-5160'] as LabelSize[]) {
    const request: number[] = []
    const drawing: number[] = []
    let bytes = 0
    let pdfBytes = 0
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now()
      const answer = await app.request(`${ORIGIN}/api/items/labels`, {
        method: 'POST',
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json', 'accept-encoding': 'br' },
        body: JSON.stringify({ selection: { ids }, size }),
      })
      bytes = (await answer.arrayBuffer()).byteLength
      if (!answer.ok) throw new Error(`labels answered ${answer.status}`)
      const requested = performance.now() - started
      const drawStarted = performance.now()
      pdfBytes = (await labelsPdf(rows, size)).byteLength
      const drawn = performance.now() - drawStarted
      // The first run warms up.
      if (run > 0) {
        request.push(requested)
        drawing.push(drawn)
      }
    }
    console.log(
      `  ${size.padEnd(18)} request ${median(request).toFixed(0).padStart(5)} ms   drawing alone ${median(drawing).toFixed(0).padStart(5)} ms   ${(pdfBytes / 1024 / 1024).toFixed(1)} MB, sent as ${(bytes / 1024).toFixed(0)} kB (brotli)`,
    )
  }
  await handle.close()
}

/**
 * What compressing one list page costs the server's thread: the settings the server uses (`brotliParams`)
 * beside brotli at quality 5 with its default window (the server's until 2026-11-28) and gzip, on a page
 * of 50 items as the list answers it. Run it with the server's malloc settings, since they are what made the
 * default window costly (decision 011b):
 *
 *   MALLOC_ARENA_MAX=1 MALLOC_TRIM_THRESHOLD_=65536 MALLOC_MMAP_THRESHOLD_=16384 npx tsx bench/compression.ts
 *
 * Prints the CPU time per page (user and system) and the compressed size; asserts nothing.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { brotliParams } from '../src/server/http/serving'

const RUNS = Number(process.env.COMPRESSION_RUNS ?? 2000)

const rows = Array.from({ length: 50 }, (_, n) => ({
  id: crypto.randomUUID(),
  sku: `SKU-${1000 + n}`,
  brand: 'Levi',
  description: `Blue jeans 501 size ${n}`,
  costOfGoods: 1200 + n,
  purchaseDate: '2025-01-10',
  status: 'listed',
  salePrice: 0,
  postageCharged: 0,
  postageCost: 0,
  generalFees: 0,
  promoFees: 0,
  purchaseLocation: 'Savers',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  receiptId: null,
  needsCost: false,
  marketplace: null,
}))
const page = Buffer.from(JSON.stringify({ rows, nextCursor: 'abc' }))

function measure(name: string, compress: () => Buffer): void {
  const size = compress().byteLength
  const before = process.cpuUsage()
  for (let n = 0; n < RUNS; n++) compress()
  const used = process.cpuUsage(before)
  const perPage = (micros: number) => (micros / 1000 / RUNS).toFixed(3)
  console.log(
    `  ${name.padEnd(36)} ${perPage(used.user + used.system)} ms CPU a page (system ${perPage(used.system)} ms), ${size} bytes`,
  )
}

console.log(
  `Compressing a list page of ${page.byteLength} bytes, ${RUNS} times (MALLOC_MMAP_THRESHOLD_=${process.env.MALLOC_MMAP_THRESHOLD_ ?? 'unset'}):`,
)
measure('brotli as the server sends it', () =>
  brotliCompressSync(page, { params: brotliParams(page.byteLength) }),
)
measure('brotli quality 5, default window', () =>
  brotliCompressSync(page, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: page.byteLength },
  }),
)
measure('gzip level 6', () => gzipSync(page, { level: 6 }))

import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { PASSWORD, uniqueEmail } from '../helpers/app'
import { buildServer, startServer } from '../helpers/server-process'

/*
 * A server on PGlite killed with SIGKILL during a burst of creates, and started again on the same data
 * folder: every write it acknowledged is there, and a write it did not acknowledge is there whole or not
 * at all (a Quick Add of five line items is one statement: five or none; a sales import of five sales is one
 * transaction: five sold items and their recorded sales, or none).
 */
const ROUNDS = 3
const IN_FLIGHT = 8
const LINES = 5

const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-crash-')), 'data')
beforeAll(buildServer)
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }))

async function boot() {
  const server = startServer({ DATA_DIR: dataDir, AUTH_SECRET: 'crash-test-secret-at-least-32-characters' })
  const { url, stderr } = await server.ready
  if (!url) throw new Error(`the server did not start: ${stderr}`)
  return { child: server.child, url }
}

async function call(url: string, cookie: string, method: string, pathname: string, json?: unknown) {
  const response = await fetch(`${url}${pathname}`, {
    method,
    headers: { origin: url, cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? null : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers }
}

async function signIn(url: string, email: string) {
  const answer = await call(url, '', 'POST', '/api/auth/sign-in/email', { email, password: PASSWORD })
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`)
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

const idOf = (body: unknown, key: string) =>
  z.record(z.string(), z.object({ id: z.string() })).parse(body)[key]?.id ?? ''

/** Every row of a list, page by page. */
async function everyRow(url: string, cookie: string, pathname: string) {
  const rows: Record<string, unknown>[] = []
  let cursor: string | null = null
  do {
    const separator = pathname.includes('?') ? '&' : '?'
    const page = await call(
      url,
      cookie,
      'GET',
      `${pathname}${separator}limit=500${cursor ? `&cursor=${cursor}` : ''}`,
    )
    const parsed = z
      .object({ rows: z.array(z.record(z.string(), z.unknown())), nextCursor: z.string().nullable() })
      .parse(page.body)
    rows.push(...parsed.rows)
    cursor = parsed.nextCursor
  } while (cursor)
  return rows
}

describe('a server killed during a burst of writes', () => {
  it('keeps every acknowledged write, and no unacknowledged one in part', { timeout: 240_000 }, async () => {
    const email = uniqueEmail('crash')
    let server = await boot()
    expect(
      (
        await call(server.url, '', 'POST', '/api/auth/sign-up/email', {
          email,
          password: PASSWORD,
          name: email,
        })
      ).status,
    ).toBe(200)
    let cookie = await signIn(server.url, email)
    const receipt = await call(server.url, cookie, 'POST', '/api/receipts', {
      receiptNumber: 'CRASH-1',
      vendor: 'Goodwill',
      purchaseDate: '2026-11-01',
    })
    const receiptId = idOf(receipt.body, 'receipt')

    const ackedImports = new Set<string>()
    const sentImports = new Set<string>()
    const ackedSkus = new Set<string>()
    const ackedBatches = new Set<string>()
    const sentBatches = new Set<string>()
    let sent = 0

    for (let round = 0; round < ROUNDS; round++) {
      const killAfter = 15 + Math.floor(Math.random() * 30)
      let acked = 0
      let killed = false
      const { child, url } = server
      const exited = new Promise((resolve) => child.once('exit', resolve))
      const worker = async () => {
        while (!killed) {
          const n = sent++
          const salesFile = [
            'Order,Date,Title,Price',
            ...Array.from(
              { length: LINES },
              (_, line) => `imp-${n}-${line},2026-11-01,Sold ${n} ${line},9.50`,
            ),
          ].join('\n')
          const write =
            n % 6 === 1
              ? {
                  path: '/api/sales-imports',
                  json: {
                    csv: salesFile,
                    mapping: { orderId: 'Order', soldDate: 'Date', title: 'Title', salePrice: 'Price' },
                    choices: Array.from({ length: LINES }, (_, line) => ({
                      row: line + 2,
                      action: 'create',
                    })),
                  },
                  ack: () => ackedImports.add(`Sold ${n} `),
                  status: 200,
                }
              : n % 3 === 0
                ? {
                    path: '/api/receipt-line-items/bulk',
                    json: {
                      receiptId,
                      lineItems: Array.from({ length: LINES }, (_, line) => ({
                        description: `batch-${n}`,
                        brand: `line-${line}`,
                        quantity: 1,
                        unitCost: 100 + line,
                      })),
                    },
                    ack: () => ackedBatches.add(`batch-${n}`),
                    status: 201,
                  }
                : {
                    path: '/api/items',
                    json: { sku: `CRASH-${n}`, brand: 'Levi', description: `Jeans ${n}`, status: 'listed' },
                    ack: () => ackedSkus.add(`CRASH-${n}`),
                    status: 201,
                  }
          if (n % 6 === 1) sentImports.add(`Sold ${n} `)
          else if (n % 3 === 0) sentBatches.add(`batch-${n}`)
          try {
            const answer = await call(url, cookie, 'POST', write.path, write.json)
            if (answer.status !== write.status) throw new Error(`${write.path} answered ${answer.status}`)
            write.ack()
            acked += 1
            if (acked === killAfter && !killed) {
              killed = true
              child.kill('SIGKILL')
            }
          } catch (error) {
            // Only a write the killed server never answered may fail.
            if (!killed) throw error
          }
        }
      }
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
      await exited

      server = await boot()
      cookie = await signIn(server.url, email)
      const everyItem = await everyRow(server.url, cookie, '/api/items')
      const items = everyItem.filter((item) => String(item.sku).startsWith('CRASH-'))
      const skus = new Set(items.map((item) => String(item.sku)))
      for (const sku of ackedSkus) expect(skus, `acknowledged ${sku}`).toContain(sku)
      // A sales import is there whole (its five sold items) or not at all.
      const perImport = new Map<string, number>()
      for (const item of everyItem.filter((row) => row.status === 'sold')) {
        const key = String(item.description).replace(/\d+$/, '')
        perImport.set(key, (perImport.get(key) ?? 0) + 1)
      }
      for (const sale of ackedImports) expect(perImport.get(sale), `acknowledged ${sale}`).toBe(LINES)
      for (const [sale, count] of perImport) {
        expect(sentImports).toContain(sale)
        expect(count, `${sale} whole or not at all`).toBe(LINES)
      }
      for (const item of items) {
        const n = String(item.sku).replace('CRASH-', '')
        expect(item).toMatchObject({ brand: 'Levi', description: `Jeans ${n}`, status: 'listed' })
      }
      const lines = await everyRow(server.url, cookie, `/api/receipt-line-items?receiptId=${receiptId}`)
      const perBatch = new Map<string, number>()
      for (const line of lines)
        perBatch.set(String(line.description), (perBatch.get(String(line.description)) ?? 0) + 1)
      for (const batch of ackedBatches) expect(perBatch.get(batch), `acknowledged ${batch}`).toBe(LINES)
      for (const [batch, count] of perBatch) {
        expect(sentBatches).toContain(batch)
        expect(count, `${batch} whole or not at all`).toBe(LINES)
      }
    }
    expect(ackedSkus.size + ackedBatches.size).toBeGreaterThan(ROUNDS * 10)
    const stopped = new Promise((resolve) => server.child.once('exit', resolve))
    server.child.kill('SIGTERM')
    await stopped
  })
})

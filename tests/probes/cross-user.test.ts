import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { ORIGIN, send, signedInUser, useTestApp, type TestUser } from '../helpers/app'
import { ENGINES } from '../helpers/database'
import { JPEG, upload } from '../helpers/files'
import { createRow, RESOURCES } from '../helpers/resources'

import { apiRoutes, fingerprint, resourceOf, type Route } from './routes'

/*
 * One user against another's rows, on every route the app has (read from the app, so the routes screens add
 * later are in it too): B reads, changes, deletes and links to A's rows by their ids. Nothing of A's may
 * show in B's answers, and nothing of A's may change.
 */
/** A sales report of A's: one sale, read by a mapping. */
const A_SALES_FILE = 'Order,Date,Title,Price\nSECRET-ORDER-A,2026-11-01,Blue vase,12.50\n'
const A_SALES_MAPPING = { orderId: 'Order', soldDate: 'Date', title: 'Title', salePrice: 'Price' }

/** The routes that answer without an account: nothing of anyone's is in them. */
const PUBLIC_PATHS = new Set(['/api/health', '/api/ready', '/api/config'])
const PRIVATE_ROUTES = (route: Route) => !route.path.startsWith('/api/auth/') && !PUBLIC_PATHS.has(route.path)

describe.each(ENGINES)('one user against another’s rows on %s', (engine) => {
  const t = useTestApp(engine)
  let a: TestUser
  let b: TestUser
  /** A's rows by resource path, and every id of A's. */
  const aIds = new Map<string, string>()
  let secrets: string[] = []
  /** The SKU of A's item: B scans it (GET /api/items/by-sku), and is told only what B typed is not B's. */
  let aSku = ''

  beforeAll(async () => {
    a = await signedInUser(t.app)
    b = await signedInUser(t.app)
    for (const resource of RESOURCES) aIds.set(resource.path, (await createRow(t.app, a.cookie, resource)).id)
    // A photo of A's item: B tries it on every route that takes an id, the files' own among them.
    const photo = await upload(t.app, a.cookie, {
      file: JPEG(),
      owner: { itemId: aIds.get('/api/items') ?? '' },
    })
    aIds.set('/api/files', z.object({ file: z.object({ id: z.string() }) }).parse(photo.body).file.id)
    await send(t.app, 'PATCH', '/api/settings', { cookie: a.cookie, json: { storeName: 'Secret Frog of A' } })
    const aItem = await send(t.app, 'GET', `/api/items/${aIds.get('/api/items')}`, { cookie: a.cookie })
    aSku = (aItem.body as { item: { sku: string } }).item.sku
    // A's saved column mapping and an imported sale: the sales import's own tables.
    const mapping = await send(t.app, 'POST', '/api/sales-import-mappings', {
      cookie: a.cookie,
      json: { name: 'Secret mapping of A', headerKey: 'a|b', mapping: { soldDate: 'A', salePrice: 'B' } },
    })
    aIds.set('/api/sales-import-mappings', (mapping.body as { mapping: { id: string } }).mapping.id)
    const imported = await send(t.app, 'POST', '/api/sales-imports', {
      cookie: a.cookie,
      json: { csv: A_SALES_FILE, mapping: A_SALES_MAPPING, choices: [{ row: 2, action: 'create' }] },
    })
    expect(imported.status).toBe(200)
    secrets = [...aIds.values(), a.id, a.email, 'Secret Frog of A', 'Secret mapping of A', 'SECRET-ORDER-A']
  })

  /** Bodies B tries on a write: the resource's change and create with A's ids planted where ids go. */
  const bodiesFor = (route: Route): unknown[] => {
    const resource = resourceOf(route)
    const ids = [...aIds.values()]
    const receiptId = aIds.get('/api/receipts') ?? ''
    const itemId = aIds.get('/api/items')
    const planted = { receiptId, itemId, ids, itemIds: ids, lineItemIds: ids }
    return [
      {},
      ...(resource
        ? [resource.change, resource.create(9000 + Math.floor(Math.random() * 1e6), { receiptId })]
        : []),
      ...(resource
        ? [{ ...resource.create(9000 + Math.floor(Math.random() * 1e6), { receiptId }), receiptId }]
        : []),
      { receiptId },
      { selection: { ids }, status: 'sold' },
      { selection: { ids } },
      { selection: { ids }, size: 'avery-5160' },
      { selection: { matching: { status: 'unlisted', q: '' } }, size: 'avery-5160' },
      { itemId, ids: [aIds.get('/api/files')] },
      { receiptId, items: [{ description: 'Mug', brand: 'Pfaltzgraff', quantity: 1, unitCost: 100 }] },
      planted,
      { costs: ids.map((id) => ({ id, costOfGoods: '1.00' })) },
      { costs: [{ id: itemId, costOfGoods: '2.00' }] },
      // A sales import choosing A's item, and A's file again (B's import is B's own: nothing of A's).
      {
        csv: A_SALES_FILE,
        mapping: A_SALES_MAPPING,
        choices: [{ row: 2, action: 'match', itemId: aIds.get('/api/items') }],
      },
      { name: 'B mapping', headerKey: 'a|b', mapping: { soldDate: 'A', salePrice: 'B' } },
    ]
  }

  const routes = apiRoutes().filter(PRIVATE_ROUTES)

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: B sees nothing of A and changes nothing of A',
    async (_name, route) => {
      const targets = route.path.includes(':')
        ? [...new Set([aIds.get(resourceOf(route)?.path ?? ''), ...aIds.values()])].filter(
            (id): id is string => id !== undefined,
          )
        : ['']
      const before = await fingerprint(t.db, a.id)
      const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : bodiesFor(route)
      const queries =
        route.method === 'GET'
          ? ['', `?receiptId=${aIds.get('/api/receipts')}`, `?sku=${encodeURIComponent(aSku)}`]
          : ['']
      for (const id of targets)
        for (const json of bodies)
          for (const query of queries) {
            const path = `${route.path.replace(/:[a-zA-Z]+/g, id)}${query}`
            const answer = await send(t.app, route.method, path, {
              cookie: b.cookie,
              headers: { origin: ORIGIN },
              ...(json === undefined ? {} : { json }),
            })
            const text = JSON.stringify(answer.body)
            expect(answer.status, `${route.method} ${path} ${text}`).toBeLessThan(500)
            if (route.path.includes(':'))
              expect(answer.status, `${route.method} ${path}`).toBeGreaterThanOrEqual(400)
            for (const secret of secrets) expect(text, `${route.method} ${path}`).not.toContain(secret)
            if (route.path === '/api/items/by-sku' && query.startsWith('?sku='))
              expect(answer.body, path).toEqual({
                error: { code: 'not_found', message: `No item with SKU ${aSku}` },
              })
          }
      expect(await fingerprint(t.db, a.id)).toBe(before)
    },
    120_000,
  )

  it('leaves A able to read every row afterwards', async () => {
    for (const resource of [...RESOURCES, { path: '/api/files' }]) {
      const answer = await send(t.app, 'GET', `${resource.path}/${aIds.get(resource.path)}`, {
        cookie: a.cookie,
      })
      expect(answer.status, resource.path).toBe(200)
    }
  })
})

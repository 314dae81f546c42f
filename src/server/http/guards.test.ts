import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

import { errorIn, send, signedInUser, useTestApp, type TestUser } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { encodeCursor } from '../../shared/schemas/list'
import { inventoryItems, userSettings } from '../db/schema'

import { CROSS_SITE_MESSAGE, NOT_JSON_MESSAGE } from './guards'

/*
 * The defects a probe of the running app found, each as it was reported, on every engine.
 */
describe.each(ENGINES)('hostile requests on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let itemId: string

  beforeAll(async () => {
    user = await signedInUser(t.app)
    const created = await send(t.app, 'POST', '/api/items', {
      cookie: user.cookie,
      json: { sku: 'G-1', brand: 'Levi', description: 'Jeans', status: 'listed' },
    })
    itemId = (created.body as { item: { id: string } }).item.id
    await send(t.app, 'PATCH', '/api/settings', { cookie: user.cookie, json: { storeName: 'Frog Shop' } })
  })

  /** A request exactly as given: `send` would add a JSON type to a body without one. */
  const raw = (method: string, path: string, type: string, body?: string) =>
    t.app.request(`http://localhost${path}`, {
      method,
      headers: { origin: 'http://localhost', cookie: user.cookie, ...(type ? { 'content-type': type } : {}) },
      ...(body === undefined ? {} : { body }),
    })

  const itemRow = async () =>
    (await t.db.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)))[0]
  const settingsRow = async () =>
    (await t.db.select().from(userSettings).where(eq(userSettings.userId, user.id)))[0]

  describe('defect 1: NUL in text', () => {
    it('answers 400 beside the field, never 500', async () => {
      const answer = await send(t.app, 'POST', '/api/items', {
        cookie: user.cookie,
        json: { sku: 'G-2', brand: 'Le\u0000vi', description: 'Jeans', status: 'listed' },
      })
      expect(answer.status).toBe(400)
      expect(errorIn(answer.body).fields).toHaveProperty('brand')
    })
  })

  describe('defect 2: a line total past 2^53 cents', () => {
    it('answers 400, never 500', async () => {
      const receipt = await send(t.app, 'POST', '/api/receipts', {
        cookie: user.cookie,
        json: { receiptNumber: 'R-1', vendor: 'Goodwill', purchaseDate: '2026-01-02' },
      })
      expect(receipt.status).toBe(201)
      const receiptId = (receipt.body as { receipt: { id: string } }).receipt.id
      const answer = await send(t.app, 'POST', '/api/receipt-line-items', {
        cookie: user.cookie,
        json: {
          receiptId,
          description: 'Mug',
          brand: 'Pfaltzgraff',
          quantity: 10000,
          unitCost: 999999999999,
        },
      })
      expect(answer.status).toBe(400)
    })
  })

  describe('defect 3: an item cursor dated year 0000', () => {
    it('answers 400, never 500', async () => {
      const cursor = encodeCursor({ values: ['0000-01-01T00:00:00.000Z'], id: itemId })
      const answer = await send(t.app, 'GET', `/api/items?status=listed&cursor=${cursor}`, {
        cookie: user.cookie,
      })
      expect(answer.status).toBe(400)
    })
  })

  describe('defect 4: a body that is not JSON', () => {
    const bodies: [string, string, string][] = [
      ['text/plain', 'text/plain', '{"storeName":"Evil"}'],
      ['form encoding', 'application/x-www-form-urlencoded', 'storeName=Evil&brand=Evil'],
      [
        'multipart',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="brand"\r\n\r\nEvil\r\n--x--',
      ],
      ['no type at all', '', '{"storeName":"Evil"}'],
    ]

    it.each(bodies)('answers 415 on /settings with %s, and changes nothing', async (_case, type, body) => {
      const before = await settingsRow()
      const answer = await raw('PATCH', '/api/settings', type, body)
      expect(answer.status).toBe(415)
      expect(errorIn(await answer.json())).toMatchObject({
        code: 'unsupported_media_type',
        message: NOT_JSON_MESSAGE,
      })
      expect(await settingsRow()).toEqual(before)
    })

    it.each(bodies)(
      'answers 415 on an item change with %s, and changes nothing',
      async (_case, type, body) => {
        const before = await itemRow()
        const answer = await raw('PATCH', `/api/items/${itemId}`, type, body)
        expect(answer.status).toBe(415)
        expect(await itemRow()).toEqual(before)
      },
    )

    it('answers 415 to a change without any body, which Hono would read as {}', async () => {
      const before = await itemRow()
      const answer = await raw('PATCH', `/api/items/${itemId}`, '')
      expect(answer.status).toBe(415)
      expect(await itemRow()).toEqual(before)
    })

    it('takes JSON with a charset, and DELETE without a body', async () => {
      const changed = await send(t.app, 'PATCH', `/api/items/${itemId}`, {
        cookie: user.cookie,
        rawBody: JSON.stringify({ brand: 'Levi Strauss' }),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
      expect(changed.status).toBe(200)
      const spare = await send(t.app, 'POST', '/api/items', {
        cookie: user.cookie,
        json: { sku: 'G-3', brand: 'Levi', description: 'Spare', status: 'listed' },
      })
      const spareId = (spare.body as { item: { id: string } }).item.id
      expect((await send(t.app, 'DELETE', `/api/items/${spareId}`, { cookie: user.cookie })).status).toBe(204)
    })
  })

  describe('cross-site writes', () => {
    const evil = { origin: 'http://evil.example' }

    it.each([
      ['POST', '/api/items', { sku: 'X-1', brand: 'Evil', description: 'Evil', status: 'listed' }],
      ['PATCH', '/api/settings', { storeName: 'Evil' }],
      ['PATCH', 'item', { brand: 'Evil' }],
      ['DELETE', 'item', undefined],
    ] as const)(
      'refuses %s %s from another origin with 403 and changes nothing',
      async (method, path, json) => {
        const [item, settings] = [await itemRow(), await settingsRow()]
        const answer = await send(t.app, method, path === 'item' ? `/api/items/${itemId}` : path, {
          cookie: user.cookie,
          headers: evil,
          ...(json ? { json } : {}),
        })
        expect(answer.status).toBe(403)
        expect(errorIn(answer.body)).toMatchObject({ code: 'cross_site', message: CROSS_SITE_MESSAGE })
        expect([await itemRow(), await settingsRow()]).toEqual([item, settings])
        expect((await send(t.app, 'GET', '/api/items?q=Evil', { cookie: user.cookie })).body).toMatchObject({
          rows: [],
        })
      },
    )

    it('refuses a cross-site sign-in, and a write without Origin whose browser says cross-site', async () => {
      expect(
        (
          await send(t.app, 'POST', '/api/auth/sign-in/email', {
            json: { email: user.email, password: 'x' },
            headers: evil,
          })
        ).status,
      ).toBe(403)
      const noOrigin = await t.app.request(`http://localhost/api/settings`, {
        method: 'PATCH',
        headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        body: JSON.stringify({ storeName: 'Evil' }),
      })
      expect(noOrigin.status).toBe(403)
    })

    it('lets the app’s own pages write, and reads from anywhere', async () => {
      const own = await send(t.app, 'PATCH', '/api/settings', {
        cookie: user.cookie,
        json: { theme: 'dark' },
        headers: { 'sec-fetch-site': 'same-origin' },
      })
      expect(own.status).toBe(200)
      expect((await send(t.app, 'GET', '/api/settings', { cookie: user.cookie, headers: evil })).status).toBe(
        200,
      )
    })
  })
})

describe.each(ENGINES)('the public address on %s', (engine) => {
  const t = useTestApp(engine, { publicUrl: 'https://frogwalk.example.com' })

  it('is the only origin that may write, and turns HSTS on', async () => {
    const user = await signedInUser(t.app, undefined).catch((error: unknown) => error)
    // Sign-up from the test origin is itself a write from another origin now.
    expect(user).toBeInstanceOf(Error)
    const answer = await send(t.app, 'PATCH', '/api/settings', {
      json: { theme: 'dark' },
      headers: { origin: 'https://frogwalk.example.com' },
    })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import {
  PASSWORD,
  send,
  signedInUser,
  useTestApp,
  type Answer,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { JPEG, upload } from '../../../tests/helpers/files'

import { IDEMPOTENCY_HEADER, KEY_NOT_TAKEN_MESSAGE, REPLAYED_HEADER } from './client-writes'

/** The answer, or 'no answer' when none came within `ms`: a request that hangs fails the test, not the run. */
async function within(ms: number, answer: Promise<Answer>): Promise<Answer | 'no answer'> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), ms)))
  try {
    return await Promise.race([answer, late])
  } finally {
    clearTimeout(timer)
  }
}

/*
 * A phone that saved offline sends each write with its own id until it hears an answer (decision 024):
 * whatever happens to the answers, each write is made once.
 */
describe.each(ENGINES)('writes sent with the device’s own id on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let other: TestUser

  const post = (who: TestUser, path: string, json: unknown, key?: string) =>
    send(t.app, 'POST', path, {
      cookie: who.cookie,
      json,
      ...(key === undefined ? {} : { headers: { [IDEMPOTENCY_HEADER]: key } }),
    })

  const itemsWithSku = async (who: TestUser, sku: string) => {
    const answer = await send(t.app, 'GET', `/api/items?q=${encodeURIComponent(sku)}&mode=sku`, {
      cookie: who.cookie,
    })
    expect(answer.status).toBe(200)
    return (answer.body as { rows: { sku: string }[] }).rows.filter((row) => row.sku === sku)
  }

  beforeAll(async () => {
    user = await signedInUser(t.app)
    other = await signedInUser(t.app)
  })

  it('makes an item once however often it is sent, and answers every repeat as the first time', async () => {
    const key = randomUUID()
    const item = { sku: 'ONCE-1', brand: 'Levi', description: 'Jeans' }
    const first = await post(user, '/api/items', item, key)
    expect(first.status).toBe(201)
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull()
    const again = await post(user, '/api/items', item, key)
    expect(again.status).toBe(201)
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(again.body).toEqual(first.body)
    // Upper case is the same id.
    expect((await post(user, '/api/items', item, key.toUpperCase())).body).toEqual(first.body)
    expect(await itemsWithSku(user, 'ONCE-1')).toHaveLength(1)
  })

  it('makes one write of two copies sent at the same moment', async () => {
    const key = randomUUID()
    const item = { sku: 'RACE-1', brand: 'Levi', description: 'Jacket' }
    const answers = await Promise.all([
      post(user, '/api/items', item, key),
      post(user, '/api/items', item, key),
      post(user, '/api/items', item, key),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    const ids = answers.map((answer) => (answer.body as { item: { id: string } }).item.id)
    expect(new Set(ids).size).toBe(1)
    expect(await itemsWithSku(user, 'RACE-1')).toHaveLength(1)
  })

  it('keeps nothing of a refused write, so the fixed write goes through under the same id', async () => {
    await post(user, '/api/items', { sku: 'TAKEN-1', brand: 'Levi', description: 'First' })
    const key = randomUUID()
    const refused = await post(
      user,
      '/api/items',
      { sku: 'TAKEN-1', brand: 'Levi', description: 'Second' },
      key,
    )
    expect(refused.status).toBe(409)
    expect(refused.headers.get(REPLAYED_HEADER)).toBeNull()
    const fixed = await post(
      user,
      '/api/items',
      { sku: 'TAKEN-2', brand: 'Levi', description: 'Second' },
      key,
    )
    expect(fixed.status).toBe(201)
    expect(await itemsWithSku(user, 'TAKEN-1')).toHaveLength(1)
    expect(await itemsWithSku(user, 'TAKEN-2')).toHaveLength(1)
  })

  it('keeps each user’s ids apart: the same id from another user is that user’s own write', async () => {
    const key = randomUUID()
    const item = { sku: 'MINE-1', brand: 'Levi', description: 'Shirt' }
    const mine = await post(user, '/api/items', item, key)
    const theirs = await post(other, '/api/items', item, key)
    expect(mine.status).toBe(201)
    expect(theirs.status).toBe(201)
    expect(theirs.headers.get(REPLAYED_HEADER)).toBeNull()
    expect(await itemsWithSku(user, 'MINE-1')).toHaveLength(1)
    expect(await itemsWithSku(other, 'MINE-1')).toHaveLength(1)
  })

  it('refuses an id used for another kind of write, and an id that is not a UUID, writing nothing', async () => {
    const key = randomUUID()
    expect(
      (await post(user, '/api/items', { sku: 'KIND-1', brand: 'Levi', description: 'Hat' }, key)).status,
    ).toBe(201)
    const elsewhere = await post(
      user,
      '/api/odometer-readings',
      { readingDate: '2026-03-01', odometerMiles: '1000' },
      key,
    )
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body).toMatchObject({
      error: { message: `This ${IDEMPOTENCY_HEADER} was already used for another write` },
    })

    const malformed = await post(
      user,
      '/api/items',
      { sku: 'KIND-2', brand: 'Levi', description: 'Cap' },
      'abc',
    )
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ error: { message: `${IDEMPOTENCY_HEADER} must be a UUID` } })
    expect(await itemsWithSku(user, 'KIND-2')).toHaveLength(0)
    const readings = await send(t.app, 'GET', '/api/odometer-readings', { cookie: user.cookie })
    expect((readings.body as { rows: unknown[] }).rows).toHaveLength(0)
  })

  it('stores a photo sent twice under one id once', async () => {
    const made = await post(user, '/api/items', { sku: 'PHOTO-ONCE', brand: 'Levi', description: 'Vest' })
    const itemId = (made.body as { item: { id: string } }).item.id
    const key = randomUUID()
    const first = await upload(
      t.app,
      user.cookie,
      { file: JPEG(), owner: { itemId } },
      { [IDEMPOTENCY_HEADER]: key },
    )
    const again = await upload(
      t.app,
      user.cookie,
      { file: JPEG(), owner: { itemId } },
      { [IDEMPOTENCY_HEADER]: key },
    )
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true')
    expect(again.body).toEqual(first.body)
    const listed = await send(t.app, 'GET', `/api/files?itemId=${itemId}`, { cookie: user.cookie })
    expect((listed.body as { files: unknown[] }).files).toHaveLength(1)
  })

  it('makes expenses, readings and a receipt’s quick-added line items once each', async () => {
    const expense = { vendor: 'USPS', description: 'Stamps', amount: '11.99', date: '2026-11-01' }
    const expenseKey = randomUUID()
    await post(user, '/api/expenses', expense, expenseKey)
    await post(user, '/api/expenses', expense, expenseKey)
    // Without an id, two sends are two expenses, as before.
    await post(user, '/api/expenses', expense)
    await post(user, '/api/expenses', expense)
    const expenses = await send(t.app, 'GET', '/api/expenses?q=Stamps', { cookie: user.cookie })
    expect((expenses.body as { rows: unknown[] }).rows).toHaveLength(3)

    const readingKey = randomUUID()
    const reading = { readingDate: '2026-04-01', odometerMiles: '1200.5' }
    expect((await post(user, '/api/odometer-readings', reading, readingKey)).status).toBe(201)
    expect((await post(user, '/api/odometer-readings', reading, readingKey)).status).toBe(201)
    const readings = await send(t.app, 'GET', '/api/odometer-readings', { cookie: user.cookie })
    expect((readings.body as { rows: unknown[] }).rows).toHaveLength(1)

    const receipt = await post(user, '/api/receipts', {
      receiptNumber: 'GW-77',
      vendor: 'Goodwill',
      purchaseDate: '2026-11-01',
    })
    const receiptId = (receipt.body as { receipt: { id: string } }).receipt.id
    const lines = {
      receiptId,
      lineItems: [
        { description: 'Sweater', brand: 'Pendleton', quantity: '1', unitCost: '4.99' },
        { description: 'Jeans', brand: 'Levi', quantity: '2', unitCost: '3.00' },
      ],
    }
    const linesKey = randomUUID()
    expect((await post(user, '/api/receipt-line-items/bulk', lines, linesKey)).status).toBe(201)
    expect((await post(user, '/api/receipt-line-items/bulk', lines, linesKey)).status).toBe(201)
    const kept = await send(t.app, 'GET', `/api/receipt-line-items?receiptId=${receiptId}`, {
      cookie: user.cookie,
    })
    expect((kept.body as { rows: unknown[] }).rows).toHaveLength(2)
  })

  /*
   * The account routes write through better-auth's own connection: inside the key's transaction they waited
   * on it for ever, and the embedded database (one connection) then answered nothing, health included. The
   * labels answer a PDF, which was kept as text and given again as JSON.
   */
  it('refuses the id on every request but the kept writes, at once, and stays up', async () => {
    const person = await signedInUser(t.app)
    const keyed = (path: string, json: unknown, method = 'POST') =>
      within(
        5_000,
        send(t.app, method, path, {
          cookie: person.cookie,
          json,
          headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
        }),
      )
    const password = await keyed('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'another-horse',
      confirmPassword: 'another-horse',
    })
    expect(password).toMatchObject({ status: 400, body: { error: { message: KEY_NOT_TAKEN_MESSAGE } } })
    const deletion = await keyed('/api/account/delete', { password: PASSWORD })
    expect(deletion).toMatchObject({ status: 400 })
    const made = await post(person, '/api/items', { sku: 'LABEL-1', brand: 'Levi', description: 'Tee' })
    const itemId = (made.body as { item: { id: string } }).item.id
    const labels = await keyed('/api/items/labels', {
      selection: { ids: [itemId] },
      size: 'thermal-2.25x1.25',
    })
    expect(labels).toMatchObject({ status: 400 })
    expect(await keyed(`/api/items/${itemId}`, { brand: 'Gap' }, 'PATCH')).toMatchObject({ status: 400 })
    expect(await keyed('/api/brands', { name: 'Keyed' })).toMatchObject({ status: 400 })

    expect(await within(5_000, send(t.app, 'GET', '/api/health'))).toMatchObject({ status: 200 })
    // Nothing of the refused requests happened: the password and the account are as they were.
    const signIn = await send(t.app, 'POST', '/api/auth/sign-in/email', {
      json: { email: person.email, password: PASSWORD },
    })
    expect(signIn.status).toBe(200)
    const item = await send(t.app, 'GET', `/api/items/${itemId}`, { cookie: person.cookie })
    expect(item.body).toMatchObject({ item: { brand: 'Levi' } })
    const brands = await send(t.app, 'GET', '/api/brands?q=Keyed', { cookie: person.cookie })
    expect((brands.body as { rows: unknown[] }).rows).toHaveLength(0)
  })
})

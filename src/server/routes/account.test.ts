import { randomUUID } from 'node:crypto'

import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  errorIn,
  PASSWORD,
  send,
  sessionCookie,
  signedInUser,
  useTestApp,
  type TestApp,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { JPEG, upload } from '../../../tests/helpers/files'
import { createRow, RESOURCES } from '../../../tests/helpers/resources'
import { ACCOUNT_MESSAGES } from '../../shared/schemas/account'
import type { Database } from '../db/client'
import { MAX_SIGN_IN_FAILURES } from '../db/queries/sign-in-failures'
import { expenses, inventoryItems, marketplaceCharges, marketplacePayouts, verification } from '../db/schema'

const signIn = (app: TestApp, email: string, password: string) =>
  send(app, 'POST', '/api/auth/sign-in/email', { json: { email, password } })

/** Whether `cookie` is a live session: the settings answer 200, or 401 once it has ended. */
const settingsStatus = async (app: TestApp, cookie: string) =>
  (await send(app, 'GET', '/api/settings', { cookie })).status

/** The tables of the schema, from the database itself: a table added later is in the list. */
async function allTables(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select quote_ident(table_name) as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)
  return z
    .object({ rows: z.array(z.object({ name: z.string() })) })
    .parse(result)
    .rows.map((row) => row.name)
}

/**
 * How many rows of each table name the user anywhere in them: their id in any column (user_id, a
 * verification's value, the user's own row) or their e-mail address (a failed sign-in's key).
 */
async function rowsNaming(db: Database, tables: string[], person: TestUser) {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} as t
          where strpos(t::text, ${person.id}) > 0 or strpos(lower(t::text), ${person.email.toLowerCase()}) > 0`,
    )
    counts[table] = z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(result).rows[0]?.n ?? 0
  }
  return counts
}

/** One row of everything a person can have: every resource, settings, a failed sign-in, a second session. */
async function fillAccount(t: { app: TestApp; db: Database }, person: TestUser) {
  // A write the phone named (decision 024): its key and answer are kept for the user.
  const named = await send(t.app, 'POST', '/api/expenses', {
    cookie: person.cookie,
    json: { vendor: 'USPS', description: 'Stamps', amount: '11.99', date: '2026-11-01' },
    headers: { 'Idempotency-Key': randomUUID() },
  })
  expect(named.status).toBe(201)
  for (const resource of RESOURCES) await createRow(t.app, person.cookie, resource)
  // A photo of an item (decision 021): its row, and its bytes in the store.
  const item = await send(t.app, 'POST', '/api/items', {
    cookie: person.cookie,
    json: { sku: `PHOTO-${person.id}`, brand: 'Levi', description: 'Jeans' },
  })
  const itemId = z.object({ item: z.object({ id: z.string() }) }).parse(item.body).item.id
  expect((await upload(t.app, person.cookie, { file: JPEG(), owner: { itemId } })).status).toBe(201)
  // A saved column mapping and an imported sale (the sales import's tables).
  await send(t.app, 'POST', '/api/sales-import-mappings', {
    cookie: person.cookie,
    json: { name: 'My sheet', headerKey: 'a|b', mapping: { soldDate: 'A', salePrice: 'B' } },
  })
  const imported = await send(t.app, 'POST', '/api/sales-imports', {
    cookie: person.cookie,
    json: {
      csv: 'Order,Date,Price\nO-1,2026-11-01,12.50\n',
      mapping: { orderId: 'Order', soldDate: 'Date', salePrice: 'Price' },
      choices: [{ row: 2, action: 'create' }],
    },
  })
  expect(imported.status).toBe(200)
  // The marketplace's records (decision 032): a return of the sold item, a charge of no sale and a payout.
  const [sold] = await t.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(and(eq(inventoryItems.userId, person.id), eq(inventoryItems.status, 'sold')))
  const refund = await send(t.app, 'POST', `/api/items/${sold?.id ?? ''}/refunds`, {
    cookie: person.cookie,
    json: { refundDate: '2026-11-05', amount: '12.50', kind: 'return' },
  })
  expect(refund.status).toBe(201)
  const [expense] = await t.db
    .select({ id: expenses.id })
    .from(expenses)
    .where(eq(expenses.userId, person.id))
    .limit(1)
  await t.db.insert(marketplaceCharges).values({
    userId: person.id,
    marketplace: 'ebay',
    chargeDate: '2026-11-01',
    amount: 1199,
    description: 'Store subscription',
    expenseId: expense?.id ?? '',
    importKey: 'charge-1',
  })
  await t.db.insert(marketplacePayouts).values({
    userId: person.id,
    marketplace: 'ebay',
    payoutDate: '2026-11-03',
    amount: 5000,
    importKey: 'payout-1',
  })
  // The tax year's tables: a 1099-K figure typed from the form, and a year closed after filing.
  const typed = await send(t.app, 'PUT', '/api/tax-years/2025/form-1099k/ebay', {
    cookie: person.cookie,
    json: { grossAmount: '1,234.56', transactions: 3 },
  })
  expect(typed.status).toBe(200)
  const closed = await send(t.app, 'POST', '/api/tax-years/2024/close', { cookie: person.cookie })
  expect(closed.status).toBe(200)
  await send(t.app, 'PATCH', '/api/settings', {
    cookie: person.cookie,
    json: { storeName: 'Frog Shop', businessMileagePercentage: '85' },
  })
  expect((await signIn(t.app, person.email, PASSWORD)).status).toBe(200)
  // Counted by the sign-in lock, and kept: only a right password forgets the count.
  expect((await signIn(t.app, person.email, 'not-the-password')).status).toBe(401)
  // A value better-auth keeps for the user (a reset or deletion token names the user's id).
  await t.db.insert(verification).values({
    identifier: `reset-password:${person.id}`,
    value: person.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  })
}

describe.each(ENGINES)('the account on %s', (engine) => {
  const t = useTestApp(engine)

  describe('change password', () => {
    let person: TestUser
    let otherSession: string
    beforeAll(async () => {
      person = await signedInUser(t.app)
      otherSession = sessionCookie((await signIn(t.app, person.email, PASSWORD)).headers)
      // Confirmed once, so this process takes the session on trust for a few seconds.
      expect(await settingsStatus(t.app, otherSession)).toBe(200)
    })
    const change = (json: Record<string, unknown>, cookie = person.cookie) =>
      send(t.app, 'POST', '/api/account/password', { cookie, json })

    it('refuses a wrong current password beside its field, and changes nothing', async () => {
      const answer = await change({
        currentPassword: 'not-the-password',
        newPassword: 'new-secret-1',
        confirmPassword: 'new-secret-1',
      })
      expect(answer.status).toBe(400)
      expect(errorIn(answer.body).fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.wrongCurrentPassword })
      expect((await signIn(t.app, person.email, PASSWORD)).status).toBe(200)
      expect(await settingsStatus(t.app, otherSession)).toBe(200)
    })

    it.each([
      [
        { newPassword: 'short', confirmPassword: 'short' },
        'newPassword',
        ACCOUNT_MESSAGES.newPasswordTooShort,
      ],
      [
        { newPassword: 'new-secret-1', confirmPassword: 'new-secret-2' },
        'confirmPassword',
        'Passwords do not match',
      ],
      [
        { newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
        'newPassword',
        ACCOUNT_MESSAGES.passwordTooLong,
      ],
      [
        { currentPassword: '', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' },
        'currentPassword',
        ACCOUNT_MESSAGES.currentPasswordRequired,
      ],
    ])('refuses %j with the message beside %s', async (values, field, message) => {
      const answer = await change({ currentPassword: PASSWORD, ...values })
      expect(answer.status).toBe(400)
      expect(errorIn(answer.body).fields?.[field]).toBe(message)
      expect((await signIn(t.app, person.email, PASSWORD)).status).toBe(200)
    })

    it('signs the other sessions out at once, keeps this one signed in, and the new password signs in', async () => {
      const answer = await change({
        currentPassword: PASSWORD,
        newPassword: 'new-secret-1',
        confirmPassword: 'new-secret-1',
      })
      expect(answer.status).toBe(200)
      const kept = sessionCookie(answer.headers)
      expect(kept).toMatch(/session_token=/)
      expect(await settingsStatus(t.app, kept)).toBe(200)
      expect(await settingsStatus(t.app, otherSession)).toBe(401)
      expect((await signIn(t.app, person.email, PASSWORD)).status).toBe(401)
      expect((await signIn(t.app, person.email, 'new-secret-1')).status).toBe(200)
    })
  })

  it('counts wrong current passwords in the sign-in lock of the address and client', async () => {
    const person = await signedInUser(t.app)
    const wrong = { currentPassword: 'guess', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' }
    for (let n = 0; n < MAX_SIGN_IN_FAILURES; n++)
      expect(
        (await send(t.app, 'POST', '/api/account/password', { cookie: person.cookie, json: wrong })).status,
      ).toBe(400)
    const locked = await send(t.app, 'POST', '/api/account/password', {
      cookie: person.cookie,
      json: { ...wrong, currentPassword: PASSWORD },
    })
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await signIn(t.app, person.email, PASSWORD)).status).toBe(429)
  })

  describe('delete account', () => {
    it('refuses a wrong password beside its field, and deletes nothing', async () => {
      const person = await signedInUser(t.app)
      await createRow(t.app, person.cookie, RESOURCES[0]!)
      const tables = await allTables(t.db)
      const before = await rowsNaming(t.db, tables, person)
      const answer = await send(t.app, 'POST', '/api/account/delete', {
        cookie: person.cookie,
        json: { password: 'not-the-password' },
      })
      expect(answer.status).toBe(400)
      expect(errorIn(answer.body).fields).toEqual({ password: ACCOUNT_MESSAGES.wrongPassword })
      const after = await rowsNaming(t.db, tables, person)
      // Only the failed check is counted, in the lock's table.
      expect({ ...after, sign_in_failure: 0 }).toEqual({ ...before, sign_in_failure: 0 })
      expect(await settingsStatus(t.app, person.cookie)).toBe(200)
    })

    it('deletes all of it or none of it: a failure in the last cascade leaves every row', async () => {
      const person = await signedInUser(t.app)
      await fillAccount(t, person)
      const tables = await allTables(t.db)
      const before = await rowsNaming(t.db, tables, person)
      await t.db.execute(sql`create function refuse_delete() returns trigger language plpgsql as $$
        begin raise exception 'late failure'; end $$`)
      await t.db.execute(
        sql`create trigger refuse_delete before delete on odometer_readings for each row execute function refuse_delete()`,
      )
      try {
        const answer = await send(t.app, 'POST', '/api/account/delete', {
          cookie: person.cookie,
          json: { password: PASSWORD },
        })
        expect(answer.status).toBe(500)
      } finally {
        await t.db.execute(sql`drop trigger refuse_delete on odometer_readings`)
        await t.db.execute(sql`drop function refuse_delete`)
      }
      expect(await rowsNaming(t.db, tables, person)).toEqual(before)
      expect(await settingsStatus(t.app, person.cookie)).toBe(200)
    })

    it('leaves no row of the user in any table, and every row of another user where it was', async () => {
      const leaving = await signedInUser(t.app)
      const staying = await signedInUser(t.app)
      await fillAccount(t, leaving)
      await fillAccount(t, staying)
      const tables = await allTables(t.db)
      const ownedBefore = await rowsNaming(t.db, tables, leaving)
      const stayingBefore = await rowsNaming(t.db, tables, staying)
      // better-auth's request counters are kept per client address, not per person; deleted files wait in
      // file_deletions only until their request ends (decision 021), so it is empty here and checked after;
      // the instance's secrets are no one's (decision 033).
      const notAnyones = new Set(['rate_limit', '__drizzle_migrations', 'file_deletions', 'instance_secrets'])
      const perPerson = tables.filter((table) => !notAnyones.has(table))
      // Every table of a person's data holds a row of each, so the proof below covers every table.
      for (const table of perPerson) {
        expect(ownedBefore[table], `rows of ${table} naming the leaving user`).toBeGreaterThan(0)
        expect(stayingBefore[table], `rows of ${table} naming the staying user`).toBeGreaterThan(0)
      }

      const answer = await send(t.app, 'POST', '/api/account/delete', {
        cookie: leaving.cookie,
        json: { password: PASSWORD },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers.getSetCookie().join('\n')).toMatch(/session_token=;.*Max-Age=0/i)

      expect(await rowsNaming(t.db, tables, leaving)).toEqual(
        Object.fromEntries(tables.map((table) => [table, 0])),
      )
      expect(await rowsNaming(t.db, tables, staying)).toEqual(stayingBefore)
      expect(await settingsStatus(t.app, leaving.cookie)).toBe(401)
      expect((await signIn(t.app, leaving.email, PASSWORD)).status).toBe(401)
      expect(await settingsStatus(t.app, staying.cookie)).toBe(200)
    })
  })
})

import { beforeAll, describe, expect, it } from 'vitest'

import { errorIn, send, signedInUser, useTestApp, type TestUser } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { createRow, RESOURCES, rowIn, rowsIn } from '../../../tests/helpers/resources'
import { UNSTORABLE_TEXT_MESSAGE } from '../../shared/schemas/common'

describe.each(ENGINES)('every resource on %s', (engine) => {
  const t = useTestApp(engine)
  // Accounts are slow to make (password hashing), so each engine makes two and every test adds its own rows.
  let a: TestUser
  let b: TestUser
  beforeAll(async () => {
    a = await signedInUser(t.app)
    b = await signedInUser(t.app)
  })

  describe.each(RESOURCES)('$path', (resource) => {
    it('creates, lists, reads, changes and deletes the owner’s rows', async () => {
      const row = await createRow(t.app, a.cookie, resource)
      expect(row).not.toHaveProperty('userId')

      const list = await send(t.app, 'GET', resource.path, { cookie: a.cookie })
      expect(list.status).toBe(200)
      expect(rowsIn(list.body).map((r) => r.id)).toContain(row.id)

      const changed = await send(t.app, 'PATCH', `${resource.path}/${row.id}`, {
        cookie: a.cookie,
        json: resource.change,
      })
      expect(changed.status).toBe(200)
      expect(rowIn(changed.body, resource)).toMatchObject(resource.change)

      expect((await send(t.app, 'DELETE', `${resource.path}/${row.id}`, { cookie: a.cookie })).status).toBe(
        204,
      )
      expect((await send(t.app, 'GET', `${resource.path}/${row.id}`, { cookie: a.cookie })).status).toBe(404)
    })

    it('changes only the fields given, and moves updated_at to the time of the change', async () => {
      const row = await createRow(t.app, a.cookie, resource)
      await new Promise((resolve) => setTimeout(resolve, 15))
      const changed = await send(t.app, 'PATCH', `${resource.path}/${row.id}`, {
        cookie: a.cookie,
        json: resource.change,
      })
      const after = rowIn(changed.body, resource)
      const untouched = (record: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(record).filter(
            ([key]) => !(key in resource.change) && key !== 'updatedAt' && key !== 'totalCost',
          ),
        )
      expect(untouched(after)).toEqual(untouched(row))
      expect(after.createdAt).toBe(row.createdAt)
      expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(row.updatedAt))
    })

    it('keeps one user’s rows from another: listing, reading, changing and deleting them finds nothing', async () => {
      const row = await createRow(t.app, a.cookie, resource)
      const before = await send(t.app, 'GET', `${resource.path}/${row.id}`, { cookie: a.cookie })

      const list = await send(t.app, 'GET', resource.path, { cookie: b.cookie })
      expect(list.status).toBe(200)
      expect(list.body).toMatchObject({ rows: [], nextCursor: null, counts: { matching: 0, total: 0 } })
      expect((await send(t.app, 'GET', `${resource.path}/${row.id}`, { cookie: b.cookie })).status).toBe(404)
      const patch = await send(t.app, 'PATCH', `${resource.path}/${row.id}`, {
        cookie: b.cookie,
        json: resource.change,
      })
      expect(patch.status).toBe(404)
      expect(errorIn(patch.body).code).toBe('not_found')
      expect((await send(t.app, 'DELETE', `${resource.path}/${row.id}`, { cookie: b.cookie })).status).toBe(
        404,
      )

      const after = await send(t.app, 'GET', `${resource.path}/${row.id}`, { cookie: a.cookie })
      expect(after.status).toBe(200)
      expect(after.body).toEqual(before.body)
    })

    it('answers 401 to every call without a session', async () => {
      const row = await createRow(t.app, a.cookie, resource)
      const calls: [string, string, unknown?][] = [
        ['GET', resource.path],
        ['POST', resource.path, resource.create(99, { receiptId: row.id })],
        ['GET', `${resource.path}/${row.id}`],
        ['PATCH', `${resource.path}/${row.id}`, resource.change],
        ['DELETE', `${resource.path}/${row.id}`],
      ]
      for (const [method, path, json] of calls) {
        const answer = await send(t.app, method, path, { json })
        expect(answer.status, `${method} ${path}`).toBe(401)
        expect(answer.body).toEqual({ error: { code: 'unauthorized', message: 'User not authenticated' } })
      }
      expect((await send(t.app, 'GET', `${resource.path}/${row.id}`, { cookie: a.cookie })).status).toBe(200)
    })

    it('refuses input that breaks the schema, and stores nothing', async () => {
      const count = async () =>
        rowsIn((await send(t.app, 'GET', resource.path, { cookie: a.cookie })).body).length
      const before = await count()
      const valid = resource.create(500, { receiptId: '00000000-0000-4000-8000-000000000000' })
      const bad = [
        {}, // every required field missing
        { ...valid, unexpected: true },
        ...Object.keys(valid).map((key) => ({ ...valid, [key]: { nested: 'wrong type' } })),
      ]
      for (const body of bad) {
        const answer = await send(t.app, 'POST', resource.path, { cookie: a.cookie, json: body })
        expect(answer.status, JSON.stringify(body)).toBe(400)
        expect(errorIn(answer.body).code).toBe('validation_failed')
      }
      expect(await count()).toBe(before)
    })

    it('refuses NUL in every text input, and in the search, with a message beside the field', async () => {
      const count = async () =>
        rowsIn((await send(t.app, 'GET', resource.path, { cookie: a.cookie })).body).length
      const before = await count()
      const valid = resource.create(600, { receiptId: '00000000-0000-4000-8000-000000000000' })
      for (const field of resource.texts) {
        const answer = await send(t.app, 'POST', resource.path, {
          cookie: a.cookie,
          json: { ...valid, [field]: 'frog\u0000walk' },
        })
        expect(answer.status, field).toBe(400)
        expect(errorIn(answer.body).fields?.[field], field).toBe(UNSTORABLE_TEXT_MESSAGE)
      }
      expect(await count()).toBe(before)
      const search = await send(t.app, 'GET', `${resource.path}?q=frog%00walk`, { cookie: a.cookie })
      expect(search.status).toBe(400)
      expect(errorIn(search.body).fields).toEqual({ q: UNSTORABLE_TEXT_MESSAGE })
    })

    it('answers 400 to an id that is not an id, and 404 to one that does not exist', async () => {
      expect((await send(t.app, 'GET', `${resource.path}/not-an-id`, { cookie: a.cookie })).status).toBe(400)
      const missing = `${resource.path}/4b0e2a43-1c5b-4a0c-9a5e-3f1d2c3b4a59`
      expect((await send(t.app, 'GET', missing, { cookie: a.cookie })).status).toBe(404)
    })
  })
})

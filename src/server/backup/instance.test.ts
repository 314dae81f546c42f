import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountFigures, fillAccount, SMALL_POWER_SELLER } from '../../../tests/helpers/backup'
import {
  makeApp,
  ORIGIN,
  PASSWORD,
  send,
  sessionCookie,
  signedInUser,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES, openTestDatabase } from '../../../tests/helpers/database'
import type { DatabaseHandle } from '../db/client'
import { MemoryFileStore } from '../files/store'

import { BACKUP_MESSAGES } from './format'
import { readBackup } from './read'
import { restoreBackup } from './restore'
import { backupStream } from './write'

/*
 * The instance backup of the command line (npm run backup / restore, decision 029): every account with its
 * password and files, restored into an empty Frogwalk where each person signs in again as before.
 */
const smaller = {
  ...SMALL_POWER_SELLER,
  items: 600,
  expenses: 200,
  receipts: 60,
  lineItems: 200,
  readings: 50,
}

describe.each(ENGINES)('the instance backup on %s', (engine) => {
  const handles: DatabaseHandle[] = []
  const source = { store: new MemoryFileStore() } as { store: MemoryFileStore; handle: DatabaseHandle }
  const target = { store: new MemoryFileStore() } as { store: MemoryFileStore; handle: DatabaseHandle }
  let people: TestUser[]
  let backup: Uint8Array

  beforeAll(async () => {
    source.handle = await openTestDatabase(engine)
    target.handle = await openTestDatabase(engine)
    handles.push(source.handle, target.handle)
    const app = makeApp(source.handle.db, { files: source.store })
    people = [await signedInUser(app), await signedInUser(app)]
    for (const person of people) await fillAccount(source.handle.db, source.store, person.id, smaller)
    backup = new Uint8Array(
      await new Response(backupStream(source.handle.db, source.store, 'instance')).arrayBuffer(),
    )
  }, 120_000)
  afterAll(async () => {
    for (const handle of handles) await handle.close()
  })

  it('restores every account into an empty Frogwalk, where each signs in with the same password and finds the same figures', async () => {
    const summary = await restoreBackup(
      target.handle.db,
      target.store,
      readBackup(backup, 'instance'),
      'instance',
    )
    expect(summary.rows.user).toBe(2)
    expect(target.store.objects.size).toBe(source.store.objects.size)
    const before = makeApp(source.handle.db, { files: source.store })
    const after = makeApp(target.handle.db, { files: target.store })
    for (const person of people) {
      const signIn = await send(after, 'POST', '/api/auth/sign-in/email', {
        json: { email: person.email, password: PASSWORD },
      })
      expect(signIn.status).toBe(200)
      const cookie = sessionCookie(signIn.headers)
      expect(await accountFigures(after, cookie)).toEqual(await accountFigures(before, person.cookie))
    }
  }, 120_000)

  it('refuses a Frogwalk that already has accounts', async () => {
    await expect(
      restoreBackup(target.handle.db, target.store, readBackup(backup, 'instance'), 'instance'),
    ).rejects.toThrow(BACKUP_MESSAGES.instanceNotEmpty)
  })

  it('is not restored into an account, nor an account backup into an instance', async () => {
    const app = makeApp(source.handle.db, { files: source.store })
    const stranger = await signedInUser(app)
    const answer = await app.request(`${ORIGIN}/api/backup/restore`, {
      method: 'POST',
      headers: { cookie: stranger.cookie, origin: ORIGIN, 'content-type': 'application/zip' },
      body: new Uint8Array(backup),
    })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain(BACKUP_MESSAGES.scope('instance'))
    const account = await app.request(`${ORIGIN}/api/backup`, {
      headers: { cookie: people[0]?.cookie ?? '' },
    })
    const accountBackup = new Uint8Array(await account.arrayBuffer())
    expect(() => readBackup(accountBackup, 'instance')).toThrow(BACKUP_MESSAGES.scope('account'))
  })
})

import { beforeAll } from 'vitest'

import { localDate } from '../../src/domain/dates'

import { bodyOf, clientFor, signedInUser, useTestApp, type Api, type TestUser } from './app'
import type { Engine } from './database'

type NewItemInput = Parameters<Api['items']['$post']>[0]['json']
type ItemChanges = Parameters<Api['items'][':id']['$patch']>[0]['json']

/**
 * A signed-in user in UTC+14 (their today is often not the server's) with the item calls the tests of an
 * item's dates make: `post` a Levi jeans item with a fresh SKU under `skuPrefix`, `patch`, `get`, and
 * `itemCount`. `user` and `api` are set before the tests run.
 */
export function useDatedItems(engine: Engine, skuPrefix: string) {
  const t = useTestApp(engine)
  let n = 0
  const dated = {
    t,
    user: undefined as unknown as TestUser,
    api: undefined as unknown as Api,
    /** The user's today. */
    today: () => localDate(new Date(), 'Pacific/Kiritimati'),
    post: async (extra: Partial<NewItemInput> = {}) =>
      (
        await bodyOf(
          dated.api.items.$post({
            json: { sku: `${skuPrefix}-${++n}`, brand: 'Levi', description: 'Jeans', ...extra },
          }),
        )
      ).item,
    patch: (id: string, json: ItemChanges) => dated.api.items[':id'].$patch({ param: { id }, json }),
    get: async (id: string) => (await bodyOf(dated.api.items[':id'].$get({ param: { id } }))).item,
    itemCount: async () => (await bodyOf(dated.api.items.counts.$get())).counts.total,
  }
  beforeAll(async () => {
    dated.user = await signedInUser(t.app)
    dated.api = clientFor(t.app, dated.user.cookie)
    await bodyOf(dated.api.settings.$patch({ json: { timeZone: 'Pacific/Kiritimati' } }))
  })
  return dated
}

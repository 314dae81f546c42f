import { beforeAll, describe, expect, it } from 'vitest'

import { send, signedInUser, useTestApp } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'

describe.each(ENGINES)('settings on %s', (engine) => {
  const t = useTestApp(engine)
  let user: Awaited<ReturnType<typeof signedInUser>>
  const get = async () => (await send(t.app, 'GET', '/api/settings', { cookie: user.cookie })).body.settings
  const patch = (json: unknown) => send(t.app, 'PATCH', '/api/settings', { cookie: user.cookie, json })

  beforeAll(async () => {
    user = await signedInUser(t.app)
  })

  it('starts with the spec’s defaults', async () => {
    expect(await get()).toEqual({
      storeName: 'Frogwalk',
      businessMileagePercentage: 100,
      theme: 'system',
      timeZone: 'UTC',
    })
  })

  it('saves each preference on its own, trimming the store name', async () => {
    expect((await patch({ storeName: '  Thrift Frog  ' })).body.settings.storeName).toBe('Thrift Frog')
    expect((await patch({ businessMileagePercentage: 82.5 })).body.settings.businessMileagePercentage).toBe(
      82.5,
    )
    expect((await patch({ theme: 'dark' })).body.settings.theme).toBe('dark')
    expect((await patch({ timeZone: 'America/Chicago' })).body.settings.timeZone).toBe('America/Chicago')
    expect(await get()).toEqual({
      storeName: 'Thrift Frog',
      businessMileagePercentage: 82.5,
      theme: 'dark',
      timeZone: 'America/Chicago',
    })
  })

  it.each([
    [{ storeName: '   ' }, 'storeName', 'Store name is required'],
    [
      { businessMileagePercentage: 100.1 },
      'businessMileagePercentage',
      'Enter a percentage between 0 and 100',
    ],
    [{ businessMileagePercentage: -1 }, 'businessMileagePercentage', 'Enter a percentage between 0 and 100'],
    [{ businessMileagePercentage: 50.05 }, 'businessMileagePercentage', 'Use at most one decimal place'],
    [{ theme: 'sepia' }, 'theme', 'Theme must be light, dark or system'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
  ])('refuses %j and keeps what was saved', async (json, field, message) => {
    const before = await get()
    const answer = await patch(json)
    expect(answer.status).toBe(400)
    expect(answer.body.error.fields[field]).toBe(message)
    expect(await get()).toEqual(before)
  })

  it('keeps each user’s preferences apart', async () => {
    const other = await signedInUser(t.app)
    await send(t.app, 'PATCH', '/api/settings', { cookie: other.cookie, json: { storeName: 'Other Store' } })
    expect((await get()).storeName).not.toBe('Other Store')
  })
})

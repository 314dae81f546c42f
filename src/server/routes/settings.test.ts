import { beforeAll, describe, expect, it } from 'vitest'

import {
  bodyOf,
  clientFor,
  errorIn,
  errorOf,
  send,
  signedInUser,
  useTestApp,
  type Api,
  type TestUser,
} from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import type { SettingsUpdate } from '../../shared/schemas/settings'

describe.each(ENGINES)('settings on %s', (engine) => {
  const t = useTestApp(engine)
  let user: TestUser
  let api: Api
  const get = async () => (await bodyOf(api.settings.$get())).settings
  const patch = async (json: Parameters<Api['settings']['$patch']>[0]['json']) =>
    (await bodyOf(api.settings.$patch({ json }))).settings

  beforeAll(async () => {
    user = await signedInUser(t.app)
    api = clientFor(t.app, user.cookie)
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
    expect((await patch({ storeName: '  Thrift Frog  ' })).storeName).toBe('Thrift Frog')
    expect((await patch({ businessMileagePercentage: 82.5 })).businessMileagePercentage).toBe(82.5)
    expect((await patch({ businessMileagePercentage: '82.5' })).businessMileagePercentage).toBe(82.5)
    expect((await patch({ theme: 'dark' })).theme).toBe('dark')
    expect((await patch({ timeZone: 'America/Chicago' })).timeZone).toBe('America/Chicago')
    expect(await get()).toEqual({
      storeName: 'Thrift Frog',
      businessMileagePercentage: 82.5,
      theme: 'dark',
      timeZone: 'America/Chicago',
    })
  })

  it.each([
    [{ storeName: '   ' }, 'storeName', 'Store name is required'],
    [{ storeName: 'Frog\u0000' }, 'storeName', 'Contains characters that cannot be saved'],
    [
      { businessMileagePercentage: 100.1 },
      'businessMileagePercentage',
      'Enter a percentage between 0 and 100',
    ],
    [{ businessMileagePercentage: -1 }, 'businessMileagePercentage', 'Enter a percentage between 0 and 100'],
    [{ businessMileagePercentage: 50.05 }, 'businessMileagePercentage', 'Use at most one decimal place'],
    [
      { businessMileagePercentage: 'half' },
      'businessMileagePercentage',
      'Enter a percentage between 0 and 100',
    ],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Unknown time zone'],
  ] satisfies [SettingsUpdate | Record<string, string | number>, string, string][])(
    'refuses %j and keeps what was saved',
    async (json, field, message) => {
      const before = await get()
      expect(await errorOf(api.settings.$patch({ json }))).toMatchObject({
        status: 400,
        fields: { [field]: message },
      })
      expect(await get()).toEqual(before)
    },
  )

  it('refuses a theme the contract does not have', async () => {
    const answer = await send(t.app, 'PATCH', '/api/settings', {
      cookie: user.cookie,
      json: { theme: 'sepia' },
    })
    expect(answer.status).toBe(400)
    expect(errorIn(answer.body).fields).toEqual({ theme: 'Theme must be light, dark or system' })
  })

  it('keeps each user’s preferences apart', async () => {
    const other = await signedInUser(t.app)
    await bodyOf(clientFor(t.app, other.cookie).settings.$patch({ json: { storeName: 'Other Store' } }))
    expect((await get()).storeName).not.toBe('Other Store')
  })

  /*
   * The business use is a figure of each year (decision 026): Settings' percentage holds from the current year
   * on, a past year keeps its own, and changing one year's leaves the others as they were.
   */
  describe('the business use of each year', () => {
    const thisYear = new Date().getUTCFullYear()
    const yearOf = async (client: Api, year: number) =>
      (await bodyOf(client['odometer-readings'].summary.$get({ query: { year: String(year) } }))).summary
        .businessPercentage
    const setYear = (client: Api, year: number, percentage: string) =>
      send(t.app, 'PUT', `/api/tax-years/${year}/business-use`, {
        cookie: client === api ? user.cookie : undefined,
        json: { businessMileagePercentage: percentage },
      })

    it('holds Settings’ percentage from the current year on, and keeps a past year’s', async () => {
      const person = await signedInUser(t.app)
      const mine = clientFor(t.app, person.cookie)
      await bodyOf(mine.settings.$patch({ json: { businessMileagePercentage: '80' } }))
      expect(await yearOf(mine, thisYear)).toBe(80)
      expect(await yearOf(mine, thisYear + 3)).toBe(80)
      expect(await yearOf(mine, thisYear - 1)).toBe(100)
      const lastYear = await send(t.app, 'PUT', `/api/tax-years/${thisYear - 1}/business-use`, {
        cookie: person.cookie,
        json: { businessMileagePercentage: '62.5' },
      })
      expect(lastYear).toMatchObject({
        status: 200,
        body: { year: thisYear - 1, businessMileagePercentage: 62.5 },
      })
      // That year alone: the year before it and the current year are as they were.
      expect(await yearOf(mine, thisYear - 2)).toBe(100)
      expect(await yearOf(mine, thisYear)).toBe(80)
      await bodyOf(mine.settings.$patch({ json: { businessMileagePercentage: '10' } }))
      expect(await yearOf(mine, thisYear - 1)).toBe(62.5)
      expect(await yearOf(mine, thisYear)).toBe(10)
      expect((await bodyOf(mine.settings.$get())).settings.businessMileagePercentage).toBe(10)
    })

    it('refuses a percentage out of range for a year, and changes nothing', async () => {
      const answer = await setYear(api, thisYear - 1, '101')
      expect(answer.status).toBe(400)
      expect(errorIn(answer.body).fields).toEqual({
        businessMileagePercentage: 'Enter a percentage between 0 and 100',
      })
    })
  })
})

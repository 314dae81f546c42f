import { beforeAll, describe, expect, it } from 'vitest'

import { bodyOf, clientFor, errorOf, signedInUser, useTestApp, type Api } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { UNSTORABLE_TEXT_MESSAGE } from '../../shared/schemas/common'

describe.each(ENGINES)('expenses on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  const base = {
    vendor: 'Adobe',
    description: 'Lightroom',
    amount: '11.99',
    date: '2026-11-01',
    category: 'software',
  } as const

  beforeAll(async () => {
    api = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it('requires a frequency for a recurring expense and clears it when recurring is turned off', async () => {
    expect(await errorOf(api.expenses.$post({ json: { ...base, isRecurring: true } }))).toMatchObject({
      status: 400,
      fields: { recurringFrequency: 'Frequency is required for recurring expenses' },
    })
    const { expense } = await bodyOf(
      api.expenses.$post({
        json: {
          ...base,
          isRecurring: true,
          recurringFrequency: 'monthly',
          tags: [' photo ', 'photo', '', 'apps'],
        },
      }),
    )
    expect(expense).toMatchObject({
      amount: 1199,
      paymentMethod: 'Credit Card',
      recurringFrequency: 'monthly',
      tags: ['photo', 'apps'],
    })
    const param = { id: expense.id }
    const off = await bodyOf(api.expenses[':id'].$patch({ param, json: { isRecurring: false } }))
    expect(off.expense).toMatchObject({ isRecurring: false, recurringFrequency: null })
    expect(await errorOf(api.expenses[':id'].$patch({ param, json: { isRecurring: true } }))).toMatchObject({
      status: 400,
      fields: { recurringFrequency: 'Frequency is required for recurring expenses' },
    })
  })

  it('refuses NUL in a tag, beside the tag', async () => {
    expect(
      await errorOf(api.expenses.$post({ json: { ...base, tags: ['ok', 'bad\u0000tag'] } })),
    ).toMatchObject({
      status: 400,
      fields: { 'tags.1': UNSTORABLE_TEXT_MESSAGE },
    })
  })
})

import { describe, expect, it } from 'vitest'

import { addOrUpdate } from './add-or-update'

/** Mutations that record what they were asked, and fail when `fails`. */
function fakeMutations({ fails = false } = {}) {
  const calls: unknown[] = []
  const run = async (input: unknown) => {
    calls.push(input)
    if (fails) throw new Error('offline')
  }
  return { calls, mutations: { add: { mutateAsync: run }, update: { mutateAsync: run } } }
}

describe('addOrUpdate', () => {
  it('adds a new record and updates an edited one', async () => {
    const { calls, mutations } = fakeMutations()
    await addOrUpdate(undefined, { name: 'Nike' }, mutations, (error) => error)
    await addOrUpdate('b-1', { name: 'Levi' }, mutations, (error) => error)
    expect(calls).toEqual([{ name: 'Nike' }, { id: 'b-1', changes: { name: 'Levi' } }])
  })

  it('rethrows a failure in the words it is given', async () => {
    const { mutations } = fakeMutations({ fails: true })
    const failure = new Error('Failed to save brand. Please try again.')
    await expect(addOrUpdate('b-1', { name: 'Levi' }, mutations, () => failure)).rejects.toBe(failure)
  })
})

import { describe, expect, it } from 'vitest'

import { SessionCache } from './auth'

const ALICE = { userId: 'a', userEmail: 'a@example.com' }
const LATER = new Date(Date.now() + 3_600_000)

describe('the cache of confirmed sessions', () => {
  it('holds a session for its time, and never past the session’s own end', () => {
    const cache = new SessionCache(10_000)
    cache.set('cookie-a', ALICE, LATER, cache.generation, 1_000)
    expect(cache.get('cookie-a', 10_999)).toMatchObject(ALICE)
    expect(cache.get('cookie-a', 11_000)).toBeUndefined()
    cache.set('cookie-b', ALICE, new Date(5_000), cache.generation, 1_000)
    expect(cache.get('cookie-b', 4_999)).toMatchObject(ALICE)
    expect(cache.get('cookie-b', 5_000)).toBeUndefined()
    expect(cache.get('another-cookie', 1_000)).toBeUndefined()
  })

  it('forgets everything when cleared, and keeps no lookup that began before the clearing', () => {
    const cache = new SessionCache(10_000)
    cache.set('cookie-a', ALICE, LATER, cache.generation)
    const begun = cache.generation
    cache.clear()
    expect(cache.get('cookie-a')).toBeUndefined()
    // A lookup that read the session before a sign-out ended it.
    cache.set('cookie-b', ALICE, LATER, begun)
    expect(cache.get('cookie-b')).toBeUndefined()
    cache.set('cookie-b', ALICE, LATER, cache.generation)
    expect(cache.get('cookie-b')).toMatchObject(ALICE)
  })

  it('holds at most its size, dropping the oldest', () => {
    const cache = new SessionCache(10_000, 2)
    for (const cookie of ['one', 'two', 'three']) cache.set(cookie, ALICE, LATER, cache.generation)
    expect(cache.size).toBe(2)
    expect(cache.get('one')).toBeUndefined()
    expect(cache.get('three')).toMatchObject(ALICE)
  })
})

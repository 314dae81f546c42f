import { describe, expect, it } from 'vitest'

import { reason } from './startup'

describe('reason', () => {
  it('gives an error’s message on one line without its closing full stop', () => {
    expect(reason(new Error('no such\n  file.'))).toBe('no such file')
  })

  it('tells what a thrown plain object says instead of [object Object]', () => {
    expect(reason({ message: 'bad data folder' })).toBe('bad data folder')
    expect(reason({ code: 'ENOENT', errno: -2 })).toBe('{"code":"ENOENT","errno":-2}')
    expect(reason('plain text')).toBe('plain text')
  })
})

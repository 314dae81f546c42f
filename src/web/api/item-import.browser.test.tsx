import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiError } from '../lib/api-error'

import { importItemsFile } from './item-import'

/** An XMLHttpRequest that answers every send with `status` and `body`, as the server would. */
function answering(status: number, body: string) {
  return class {
    status = 0
    statusText = ''
    responseText = ''
    upload = { onprogress: null, onload: null }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    open() {}
    setRequestHeader() {}
    send() {
      this.status = status
      this.statusText = status === 413 ? 'Payload Too Large' : 'Internal Server Error'
      this.responseText = body
      this.onload?.()
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('importItemsFile', () => {
  it("rejects a refusal with the server's code, message and field messages, as every other call does", async () => {
    const refusal = {
      code: 'payload_too_large',
      message: 'The file is too large',
      fields: { file: 'Too big' },
    }
    vi.stubGlobal('XMLHttpRequest', answering(413, JSON.stringify({ error: refusal })))
    const failed = importItemsFile(new Blob(['SKU\n']), () => {})
    await expect(failed).rejects.toBeInstanceOf(ApiError)
    await expect(failed).rejects.toMatchObject({ ...refusal, status: 413 })
  })

  it('words an answer that is not JSON by its status', async () => {
    vi.stubGlobal('XMLHttpRequest', answering(500, '<html>proxy error</html>'))
    await expect(importItemsFile(new Blob(['SKU\n']), () => {})).rejects.toMatchObject({
      code: 'unknown',
      status: 500,
      message: 'The server answered 500 Internal Server Error',
    })
  })
})

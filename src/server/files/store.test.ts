import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
// s3rver: an S3-compatible server on the local disk, to test the bucket store against a real S3 protocol.
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { ORIGIN, send, signedInUser, useTestApp } from '../../../tests/helpers/app'
import { JPEG, upload } from '../../../tests/helpers/files'

import { DiskFileStore, S3FileStore, type FileStore } from './store'

/*
 * The two stores of users' files (decision 021): a folder under DATA_DIR, and an S3-compatible bucket,
 * here a real S3 server (s3rver) on a port of its own, spoken to by the AWS SDK as any bucket would be.
 */

const USER = '7d0f8a5e-2c1b-4f3a-9e8d-1a2b3c4d5e6f'
const FILE = '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e'
const OTHER = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f'

async function exercise(store: FileStore) {
  const bytes = JPEG(300_000)
  await store.put(`${USER}/${FILE}`, bytes, 'image/jpeg')
  await store.put(`${USER}/${FILE}.thumb`, JPEG(100), 'image/jpeg')
  await store.put(`${OTHER}/${FILE}`, JPEG(10), 'image/jpeg')
  expect(await store.get(`${USER}/${FILE}`)).toEqual(bytes)
  expect(await store.get(`${USER}/${OTHER}`)).toBeNull()
  await store.remove([`${USER}/${FILE}`, `${USER}/${OTHER}`])
  expect(await store.get(`${USER}/${FILE}`)).toBeNull()
  expect(await store.get(`${USER}/${FILE}.thumb`)).not.toBeNull()
  await store.removePrefix(`${USER}/`)
  expect(await store.get(`${USER}/${FILE}.thumb`)).toBeNull()
  expect(await store.get(`${OTHER}/${FILE}`)).toEqual(JPEG(10))
  // A key that is not made of ids is refused before it reaches a path or a bucket.
  await expect(store.get(`${USER}/../../etc/passwd`)).rejects.toThrow('Not a file key')
}

describe('the file stores', () => {
  let dir: string
  let s3: S3rver
  let endpoint: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-files-'))
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') })
    const address = await s3.run()
    endpoint = `http://127.0.0.1:${address.port}`
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    await client.send(new CreateBucketCommand({ Bucket: 'frogwalk-test' }))
  })
  afterAll(async () => {
    await s3?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const bucket = () =>
    new S3FileStore({
      bucket: 'frogwalk-test',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    })

  it('keeps, reads and removes files in a folder', async () => {
    await exercise(new DiskFileStore(path.join(dir, 'files')))
  })

  it('keeps, reads and removes files in an S3 bucket', async () => {
    await exercise(bucket())
  })

  describe('the app on an S3 bucket', () => {
    const store = { current: undefined as unknown as S3FileStore }
    const lazy: FileStore = {
      description: 'the test bucket',
      put: (...args) => store.current.put(...args),
      get: (key) => store.current.get(key),
      remove: (keys) => store.current.remove(keys),
      removePrefix: (prefix) => store.current.removePrefix(prefix),
    }
    const t = useTestApp('pglite', { files: lazy })
    beforeAll(() => {
      store.current = bucket()
    })

    it('uploads a photo into the bucket, serves it to its owner, and removes it with its item', async () => {
      const user = await signedInUser(t.app)
      const item = await send(t.app, 'POST', '/api/items', {
        cookie: user.cookie,
        json: { sku: 'S3-1', brand: 'Levi', description: 'Jeans' },
      })
      const itemId = z.object({ item: z.object({ id: z.string() }) }).parse(item.body).item.id
      const photo = JPEG(1_000_000)
      const answer = await upload(t.app, user.cookie, {
        file: photo,
        thumbnail: JPEG(200),
        owner: { itemId },
      })
      expect(answer.status).toBe(201)
      const fileId = z.object({ file: z.object({ id: z.string() }) }).parse(answer.body).file.id
      expect(await store.current.get(`${user.id}/${fileId}`)).toEqual(photo)
      const served = await t.app.request(`${ORIGIN}/api/files/${fileId}`, {
        headers: { cookie: user.cookie },
      })
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo)

      expect((await send(t.app, 'DELETE', `/api/items/${itemId}`, { cookie: user.cookie })).status).toBe(204)
      expect(await store.current.get(`${user.id}/${fileId}`)).toBeNull()
      expect(await store.current.get(`${user.id}/${fileId}.thumb`)).toBeNull()
    })
  })
})

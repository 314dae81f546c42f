import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { S3Client } from '@aws-sdk/client-s3'

/*
 * Where the bytes of users' files live (decision 021): a folder under DATA_DIR by default, or an
 * S3-compatible bucket that several app processes share. Keys are `{userId}/{fileId}` and
 * `{userId}/{fileId}.thumb`, so one user's files are one prefix.
 */
export interface FileStore {
  /** What the store is, for the start-up line: 'files in ./data/files'. */
  readonly description: string
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>
  /** Removes the keys; a key already gone is no failure. */
  remove(keys: string[]): Promise<void>
  /** Removes every key that starts with `prefix` (a deleted account's `{userId}/`). */
  removePrefix(prefix: string): Promise<void>
}

export const fileKey = (userId: string, fileId: string) => `${userId}/${fileId}`
export const thumbnailKey = (userId: string, fileId: string) => `${userId}/${fileId}.thumb`

/** A key is made of ids and '/', '.' and '-': nothing a path could climb out of the folder with. */
const SAFE_KEY = /^[0-9a-f-]{36}(?:\/[0-9a-f-]{36}(?:\.thumb)?)?\/?$/

function checked(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Not a file key: ${key}`)
  return key
}

/** Files in a folder (DATA_DIR/files): one folder per user, written whole or not at all (rename). */
export class DiskFileStore implements FileStore {
  readonly description: string

  constructor(private readonly root: string) {
    this.description = `files in ${path.resolve(root)}`
  }

  private pathOf(key: string) {
    return path.join(this.root, ...checked(key).split('/'))
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key)
    await mkdir(path.dirname(target), { recursive: true })
    const partial = `${target}.partial-${process.pid}-${Date.now()}`
    await writeFile(partial, bytes)
    await rename(partial, target)
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const bytes = await readFile(this.pathOf(key))
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })))
  }

  async removePrefix(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true })
  }
}

interface S3Settings {
  bucket: string
  endpoint?: string | undefined
  region: string
  accessKeyId?: string | undefined
  secretAccessKey?: string | undefined
  forcePathStyle: boolean
}

/** The AWS SDK's S3 client, loaded on first use: a server that keeps its files on disk never loads it. */
const loadSdk = () => import('@aws-sdk/client-s3')

/** Files in an S3-compatible bucket (AWS, MinIO, R2 ...), shared by every process given the same settings. */
export class S3FileStore implements FileStore {
  readonly description: string
  private readonly connecting: Promise<{ client: S3Client; sdk: Awaited<ReturnType<typeof loadSdk>> }>
  private readonly bucket: string

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket
    this.description = `files in the S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`
    this.connecting = loadSdk().then((sdk) => ({ sdk, client: this.clientOf(sdk, settings) }))
    // A failure to load is reported by the first request that waits on it, not as an unhandled rejection.
    this.connecting.catch(() => undefined)
  }

  private clientOf(sdk: Awaited<ReturnType<typeof loadSdk>>, settings: S3Settings): S3Client {
    return new sdk.S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    })
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { client, sdk } = await this.connecting
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checked(key),
        Body: bytes,
        ContentType: contentType,
      }),
    )
  }

  async get(key: string): Promise<Uint8Array | null> {
    const { client, sdk } = await this.connecting
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: checked(key) }))
      return answer.Body ? await answer.Body.transformToByteArray() : null
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
      throw error
    }
  }

  async remove(keys: string[]): Promise<void> {
    const { client, sdk } = await this.connecting
    // DeleteObjects takes at most 1,000 keys.
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000).map((key) => ({ Key: checked(key) }))
      await client.send(
        new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      )
    }
  }

  async removePrefix(prefix: string): Promise<void> {
    const { client, sdk } = await this.connecting
    let token: string | undefined
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: checked(prefix),
          ContinuationToken: token,
        }),
      )
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []))
      if (keys.length > 0) await this.remove(keys)
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token !== undefined)
  }
}

/** Files in memory, for the API tests that are not about storage. */
export class MemoryFileStore implements FileStore {
  readonly description = 'files in memory'
  readonly objects = new Map<string, Uint8Array>()

  put(key: string, bytes: Uint8Array): Promise<void> {
    this.objects.set(checked(key), bytes)
    return Promise.resolve()
  }

  get(key: string): Promise<Uint8Array | null> {
    return Promise.resolve(this.objects.get(checked(key)) ?? null)
  }

  remove(keys: string[]): Promise<void> {
    for (const key of keys) this.objects.delete(checked(key))
    return Promise.resolve()
  }

  removePrefix(prefix: string): Promise<void> {
    for (const key of [...this.objects.keys()]) if (key.startsWith(checked(prefix))) this.objects.delete(key)
    return Promise.resolve()
  }
}

import { describe, expect, it } from 'vitest'

import { EnvError, readEnv } from './env'

describe('the S3 settings (decision 021)', () => {
  it('keeps files on disk without a bucket, and in the bucket with one', () => {
    expect(readEnv({}).S3_BUCKET).toBeUndefined()
    const env = readEnv({
      S3_BUCKET: 'frogwalk',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    })
    expect(env).toMatchObject({
      S3_BUCKET: 'frogwalk',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    })
  })

  it('refuses to start with an endpoint or keys but no bucket, naming what is missing', () => {
    expect(() => readEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(EnvError)
    expect(() => readEnv({ S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID is set but S3_BUCKET is not; set S3_BUCKET to keep files in a bucket',
    )
    expect(() => readEnv({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      "S3_FORCE_PATH_STYLE must be 'true' or 'false'",
    )
  })
})

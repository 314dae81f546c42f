/**
 * `npm run backup -- --out frogwalk.zip`: a backup of the whole instance (every account, with the people
 * and their passwords, and every stored file) in the database and files `npm start` uses (DATA_DIR or
 * DATABASE_URL), for the administrator. `npm run restore -- frogwalk.zip` puts it back into an empty one.
 * Run it while Frogwalk is stopped when the database is the embedded one (decision 029).
 */
import { createWriteStream } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import { backupFileName } from '../src/server/backup/format'
import { backupStream } from '../src/server/backup/write'
import { EnvError, readEnv } from '../src/server/env'
import { openDatabase, openFileStore, prepareDataDir, StartError } from '../src/server/startup'

import { requireStoppedServer } from './stopped'

function outPath(): string {
  const flag = process.argv.indexOf('--out')
  const given = flag === -1 ? undefined : process.argv[flag + 1]
  return given ?? backupFileName(new Date()).replace('frogwalk-backup', 'frogwalk-instance')
}

async function backup(): Promise<void> {
  const env = readEnv()
  await requireStoppedServer(env)
  prepareDataDir(env.DATA_DIR)
  const database = await openDatabase(env)
  const out = outPath()
  const partial = `${out}.partial`
  try {
    const stream = backupStream(database.db, openFileStore(env), 'instance')
    await pipeline(Readable.fromWeb(stream as NodeReadableStream<Uint8Array>), createWriteStream(partial))
    await rename(partial, out)
    console.log(`Wrote the backup of every account to ${out}.`)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  } finally {
    await database.close()
  }
}

backup().catch((error: unknown) => {
  if (error instanceof StartError || error instanceof EnvError) console.error(error.message)
  else console.error('The backup failed:', error)
  process.exit(1)
})

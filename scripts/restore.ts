/**
 * `npm run restore -- frogwalk.zip`: restores a backup of the whole instance (`npm run backup`) into an
 * empty Frogwalk, the one `npm start` uses (DATA_DIR or DATABASE_URL): every account, its password and its
 * files, in one transaction. Refuses a Frogwalk that has accounts, and a damaged backup, saying why.
 */
import { readFile } from 'node:fs/promises'

import { readBackup } from '../src/server/backup/read'
import { restoreBackup } from '../src/server/backup/restore'
import { maintain } from '../src/server/db/maintenance'
import { EnvError, readEnv } from '../src/server/env'
import { AppError } from '../src/server/errors'
import { openDatabase, openFileStore, prepareDataDir, StartError } from '../src/server/startup'

import { requireStoppedServer } from './stopped'

async function restore(): Promise<void> {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
  if (file === undefined) throw new StartError('Name the backup to restore: npm run restore -- frogwalk.zip')
  const env = readEnv()
  await requireStoppedServer(env)
  const backup = readBackup(new Uint8Array(await readFile(file)), 'instance')
  prepareDataDir(env.DATA_DIR)
  const database = await openDatabase(env)
  try {
    const summary = await restoreBackup(database.db, openFileStore(env), backup, 'instance')
    // The statistics the server's maintenance would gather a minute after its start (decision 019).
    await maintain(database.db)
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0)
    console.log(
      `Restored ${(summary.rows.user ?? 0).toLocaleString('en-US')} accounts: ${rows.toLocaleString('en-US')} rows and ${summary.files.toLocaleString('en-US')} stored files.`,
    )
  } finally {
    await database.close()
  }
}

restore().catch((error: unknown) => {
  if (error instanceof StartError || error instanceof EnvError || error instanceof AppError)
    console.error(error.message)
  else console.error('The restore failed:', error)
  process.exit(1)
})

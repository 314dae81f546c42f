/**
 * `npm run seed`: creates an account filled with a power seller's five years (100,000 items, 20,000
 * expenses, 500 vendors, 5,000 receipts with 25,000 line items, 1,500 odometer readings), or with
 * `--small` a few hundred rows to look around in, in the database `npm start` uses (DATA_DIR or
 * DATABASE_URL). Prints the e-mail and password to sign in with.
 */
import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'

import { createAuth } from '../src/server/auth'
import { maintain } from '../src/server/db/maintenance'
import { EnvError, readEnv } from '../src/server/env'
import { authSecret, openDatabase, prepareDataDir, StartError } from '../src/server/startup'

import { generateAccount, POWER_SELLER, SMALL_ACCOUNT } from './seed/generate'
import { requireStoppedServer } from './stopped'

const isSmall = process.argv.includes('--small')

async function seed(): Promise<void> {
  const env = readEnv()
  await requireStoppedServer(env)
  prepareDataDir(env.DATA_DIR)
  const database = await openDatabase(env)
  try {
    const auth = createAuth(database.db, { secret: await authSecret(env, database), signupOpen: true, rateLimit: false })
    const email = `${isSmall ? 'newcomer' : 'power-seller'}-${randomBytes(3).toString('hex')}@frogwalk.test`
    const password = randomBytes(9).toString('base64url')
    const { user } = await auth.api.signUpEmail({ body: { email, password, name: email } })
    const started = performance.now()
    const written = await generateAccount(database.db, user.id, isSmall ? SMALL_ACCOUNT : POWER_SELLER)
    // The statistics the server's maintenance would gather a minute after its start (decision 019).
    await maintain(database.db)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const summary = Object.entries(written)
      .map(([kind, count]) => `${count.toLocaleString('en-US')} ${kind}`)
      .join(', ')
    console.log(`Created ${summary} in ${seconds} s.`)
    console.log(`Sign in with\n  e-mail:   ${email}\n  password: ${password}`)
  } finally {
    await database.close()
  }
}

seed().catch((error: unknown) => {
  if (error instanceof StartError || error instanceof EnvError) console.error(error.message)
  else console.error('The seed failed:', error)
  process.exit(1)
})

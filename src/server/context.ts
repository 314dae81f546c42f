import type { Database } from './db/client'

/** What every request handler finds on `c.var`. */
export interface AppEnv {
  Variables: {
    db: Database
    /** The signed-in user; set by `requireUser`, so routes behind it can rely on it. */
    userId: string
    userEmail: string
    requestId: string
  }
}

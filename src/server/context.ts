import type { Database } from './db/client'
import type { FileStore } from './files/store'
import type { Logger } from './observability/logger'

/** What every request handler finds on `c.var`. */
export interface AppEnv {
  Variables: {
    db: Database
    /** Where users' files are kept (decision 021). */
    files: FileStore
    /** The signed-in user; set by `requireUser`, so routes behind it can rely on it. */
    userId: string
    userEmail: string
    requestId: string
    /** The server's log (decision 033). */
    logger: Logger
  }
}

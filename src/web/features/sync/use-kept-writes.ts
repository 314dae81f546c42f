import { useEffect, useState } from 'react'

import { keptWrites, onOutboxChange, type OutboxEntry } from '../../lib/outbox'

/** The user's writes kept on this device, oldest first, current as they change (in any tab). */
export function useKeptWrites(userId: string): OutboxEntry[] | undefined {
  const [entries, setEntries] = useState<OutboxEntry[]>()
  useEffect(() => {
    let isCurrent = true
    const load = () => {
      keptWrites(userId).then(
        (rows) => {
          if (isCurrent) setEntries(rows)
        },
        (error: unknown) => console.warn('Could not read the writes kept on this device', error),
      )
    }
    load()
    const stop = onOutboxChange(load)
    return () => {
      isCurrent = false
      stop()
    }
  }, [userId])
  return entries
}

import { ApiError, postOnce } from '../../api/client'
import { forgetWrite, keptWrites, markRefused } from '../../lib/outbox'

/** Answers that say "not now" rather than "never": signed out, too many, timed out. */
const TRY_LATER = new Set([401, 408, 429])

export interface SendResult {
  sent: number
  refused: { key: string; message: string }[]
}

let running: Promise<SendResult> | undefined

async function sendAll(userId: string): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: [] }
  for (const entry of await keptWrites(userId)) {
    if (entry.refusal) continue
    try {
      await postOnce(entry.path, entry.body, entry.key)
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && !TRY_LATER.has(error.status)) {
        await markRefused(entry.key, { message: error.message, fields: error.fields })
        result.refused.push({ key: entry.key, message: error.message })
        continue
      }
      // The network is gone again, or the server cannot answer now: the rest wait, in order.
      break
    }
    await forgetWrite(entry.key)
    result.sent += 1
  }
  return result
}

/**
 * Sends the user's kept writes, oldest first, each with its own id, so the server makes each once whatever
 * answers were lost (decision 024). One run at a time in this tab, and across tabs where the browser has
 * Web Locks; a write the server refuses is kept with its message, and the later ones still go.
 */
export function sendKeptWrites(userId: string): Promise<SendResult> {
  if (running) return running
  const run: Promise<SendResult> =
    typeof navigator.locks === 'undefined'
      ? sendAll(userId)
      : new Promise<SendResult>((resolve, reject) => {
          navigator.locks
            .request('frogwalk-outbox', () => sendAll(userId).then(resolve, reject))
            .catch(reject)
        })
  running = run.finally(() => {
    running = undefined
  })
  return running
}

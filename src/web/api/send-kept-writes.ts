import { ApiError } from '../lib/api-error'
import { forgetPhoto, forgetWrite, keptWrites, markRefused, markSent, type OutboxEntry } from '../lib/outbox'

import { postOnce } from './client'
import { uploadFile } from './files'

/** Said of a photo the server refused after making its item. */
const PHOTO_REFUSED = 'The item is saved; a photo of it was refused'

/** Answers that say "not now" rather than "never": signed out, too many, timed out. */
const TRY_LATER = new Set([401, 408, 429])

interface SendResult {
  sent: number
  refused: { key: string; message: string }[]
}

let running: Promise<SendResult> | undefined

function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500 && !TRY_LATER.has(error.status)
}

/**
 * Sends one kept write, and then its photos onto the record made, each under its own id; what reached the
 * server is forgotten step by step, so a run cut short resumes where it stopped. Throws on a refusal or a
 * network failure.
 */
async function sendOne(entry: OutboxEntry): Promise<void> {
  let recordId = entry.sentAs
  if (recordId === undefined) {
    const answer = await postOnce<Record<string, { id?: unknown } | undefined>>(
      entry.path,
      entry.body,
      entry.key,
    )
    const made = answer.item?.id
    if (entry.photos?.length && typeof made === 'string') {
      recordId = made
      await markSent(entry.key, recordId)
    }
  }
  if (recordId !== undefined) {
    for (const photo of entry.photos ?? []) {
      try {
        await uploadFile({ itemId: recordId }, photo, photo.key)
      } catch (error) {
        // A photo refused after its item was made says so: the item itself is in the account.
        if (!isRefusal(error)) throw error
        throw new ApiError({ ...error, message: `${PHOTO_REFUSED}: ${error.message}` })
      }
      await forgetPhoto(entry.key, photo.key)
    }
  }
  await forgetWrite(entry.key)
}

async function sendAll(userId: string): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: [] }
  for (const entry of await keptWrites(userId)) {
    if (entry.refusal) continue
    try {
      await sendOne(entry)
    } catch (error) {
      if (isRefusal(error)) {
        await markRefused(entry.key, { message: error.message, fields: error.fields })
        result.refused.push({ key: entry.key, message: error.message })
        continue
      }
      // The network is gone again, or the server cannot answer now: the rest wait, in order.
      break
    }
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

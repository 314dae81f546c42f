import { createMiddleware } from 'hono/factory'

import type { AppEnv } from '../context'

/*
 * Admission to the database stage of the API, for the embedded database (decision 011b). PGlite runs every
 * statement on the server's own thread, and a statement, like the rest of a request's work, runs without
 * giving the event loop back: left alone, node reads every request that has arrived, runs them all, and
 * only then reads again. A request sent meanwhile waits for the whole batch, and one that misses a read,
 * or comes on a new connection (accepted in one pass, read in the next), waits for two: under load the
 * slowest requests waited twice as long as the median or more. Here each admitted request starts in an
 * event loop turn of its own (setImmediate), so between two requests node reads what has arrived, and
 * requests run in the order they were read: a first-in, first-out queue in front of the database.
 */

/** How many requests the embedded database stage runs at once. */
export const PGLITE_SLOTS = 2

interface Waiter {
  start: () => void
  cancel: (reason: unknown) => void
}

/**
 * At most `slots` pieces of work at once, the others started in the order they asked, each in a later turn
 * of the event loop. A slot is freed when its work settles, whether it succeeded or failed; a waiter whose
 * signal aborts leaves the queue without running.
 */
export class Admission {
  #active = 0
  #waiting: Waiter[] = []
  /** The first waiter still in `#waiting` (the array is compacted only now and then). */
  #head = 0
  #isScheduled = false

  constructor(readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error(`Admission needs a whole number of slots ≥ 1`)
  }

  /** Runs `work` once a slot is free and its turn has come; frees the slot when it settles. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.#enter(signal)
    try {
      return await work()
    } finally {
      this.#active -= 1
      this.#schedule()
    }
  }

  /** Requests running now, and waiting. */
  get active(): number {
    return this.#active
  }

  get waiting(): number {
    return this.#waiting.length - this.#head
  }

  #enter(signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason)
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => waiter.cancel(signal?.reason)
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
        cancel: (reason) => {
          const index = this.#waiting.indexOf(waiter, this.#head)
          if (index === -1) return
          this.#waiting.splice(index, 1)
          reject(reason)
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      this.#waiting.push(waiter)
      this.#schedule()
    })
  }

  /** Starts the next waiters in a later turn, so that node reads what has arrived before each starts. */
  #schedule(): void {
    if (this.#isScheduled || this.#active >= this.slots || this.waiting === 0) return
    this.#isScheduled = true
    setImmediate(() => {
      this.#isScheduled = false
      if (this.#active >= this.slots) return
      const next = this.#waiting[this.#head]
      if (next === undefined) return
      this.#head += 1
      if (this.#head > 1024 && this.#head * 2 > this.#waiting.length) {
        this.#waiting = this.#waiting.slice(this.#head)
        this.#head = 0
      }
      this.#active += 1
      next.start()
      // One start per turn: the next is read and started after the event loop has been round once more.
      this.#schedule()
    })
  }
}

/**
 * The API's requests go through `admission` once their body has arrived: a client sending slowly never
 * holds a slot. A request whose client went away while it waited is dropped without running.
 */
export const admitted = (admission: Admission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const signal = c.req.raw.signal
    // By the method: asking a request for its body makes node's request into a whole web Request.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await c.req.arrayBuffer()
    try {
      await admission.run(next, signal)
    } catch (error) {
      // Nobody is left to answer; the queue must not log a failure for it.
      if (signal.aborted && error === signal.reason) return c.body(null, 503)
      throw error
    }
  })

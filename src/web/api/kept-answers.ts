import type { QueryClient } from '@tanstack/react-query'

import { dropShownScreen } from '../lib/kept-screen'
import { API_CACHE } from '../lib/offline-cache'
import { wasSignedIn } from '../lib/signed-in-hint'

/*
 * A returning browser's first screen from the answers the service worker kept (decision 011a): while the
 * app starts, an API read with a kept answer is answered with it at once, so the last screen shows without
 * waiting for the server; once that screen's reads have their answers, its queries are asked again of the
 * server and the fresh answers replace the kept ones. Only while the app starts, and only when someone was
 * signed in on this browser: the kept answers are theirs, deleted on sign-out and before anyone signs in
 * (decision 023).
 */

/** Whether reads are still answered from what was kept: from the page's load until its first screen. */
let isStarting = wasSignedIn() && typeof caches !== 'undefined'
/** Whether a read was answered from what was kept, so that the first screen's queries are asked again. */
let wasAnswered = false
/** Whether the first screen is drawn and its reads are being waited for. */
let isSettling = false

/** The answer the service worker kept to a GET of `url`, while the app starts. */
export async function keptAnswer(url: string): Promise<Response | undefined> {
  if (!isStarting) return undefined
  try {
    // CacheStorage.match with a cache name does not make the cache (a browser without the worker).
    const kept = await caches.match(url, { cacheName: API_CACHE, ignoreVary: true })
    if (kept) wasAnswered = true
    return kept
  } catch {
    return undefined
  }
}

/**
 * The API's fetch (src/web/api/client.ts): a GET while the app starts takes the kept answer when there is
 * one; every other request, and a GET with none kept, goes to the server (through the service worker).
 */
export const keptFirstFetch: typeof fetch = async (input, init) => {
  if (isStarting && (init?.method ?? 'GET').toUpperCase() === 'GET') {
    const kept = await keptAnswer(input instanceof Request ? input.url : String(input))
    if (kept) return kept
  }
  return fetch(input, init)
}

/** Whether the first screen may still be drawn from kept answers. */
export function isStartingFromKept(): boolean {
  return isStarting
}

/**
 * The first screen is drawn: once its reads have their answers (or after 3 s), reads go to the server
 * again, and when any was answered from what was kept, every query is asked again (the screen keeps the
 * kept answers until the fresh ones come). `keep` names the queries not to ask again.
 */
export function firstScreenShown(queryClient: QueryClient, keep: (key: readonly unknown[]) => boolean): void {
  if (!isStarting) dropShownScreen()
  if (!isStarting || isSettling) return
  isSettling = true
  const started = Date.now()
  const settle = () => {
    if (queryClient.isFetching() > 0 && Date.now() - started < 3000) {
      setTimeout(settle, 50)
      return
    }
    isStarting = false
    // The screen index.html put on the page from what was kept (lib/kept-screen.ts) gives way to the app's,
    // drawn from the same answers, once that has been painted.
    requestAnimationFrame(() => setTimeout(dropShownScreen, 0))
    if (wasAnswered) void queryClient.invalidateQueries({ predicate: (query) => !keep(query.queryKey) })
  }
  setTimeout(settle, 50)
}

/** Nobody is signed in after all: nothing more is answered from what was kept. */
export function stopKeptAnswers(): void {
  isStarting = false
}

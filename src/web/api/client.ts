import { hc, type ClientResponse } from 'hono/client'

import type { ApiErrorBody } from '../../shared/errors'
import type { AppType } from '../../server/app'
import { ApiError } from '../lib/api-error'

import { keptFirstFetch } from './kept-answers'

/**
 * The API, typed from the server's routes (Hono's RPC client): `api.brands.$get({ query })`. A renamed
 * route, field or answer key on the server breaks the type check here. Same-origin, with the session cookie.
 */
export const api = hc<AppType>(window.location.origin, {
  init: { credentials: 'same-origin' },
  // While the app starts, a returning browser's reads take the answers the service worker kept.
  fetch: keptFirstFetch,
}).api

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = value.error
  return (
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
  )
}

export async function failure(response: { status: number; statusText: string; text(): Promise<string> }) {
  let payload: unknown = null
  try {
    payload = JSON.parse(await response.text())
  } catch {
    // Not JSON (a proxy's error page, say): the status speaks for it.
  }
  if (isErrorBody(payload)) return new ApiError({ ...payload.error, status: response.status })
  return new ApiError({
    code: 'unknown',
    status: response.status,
    message: `The server answered ${response.status} ${response.statusText}`.trim(),
  })
}

/**
 * Awaits a typed API call and gives its JSON answer; any non-2xx answer becomes an ApiError with the
 * server's code, message and field messages. A network failure rejects with the browser's TypeError.
 */
export async function call<T>(request: Promise<ClientResponse<T, number, 'json'>>): Promise<T> {
  const response = await request
  if (!response.ok) throw await failure(response)
  return response.json()
}

/** Awaits a typed API call that answers a file (an export): its body as a Blob. */
export async function download(request: Promise<ClientResponse<unknown>>): Promise<Blob> {
  const response = await request
  if (!response.ok) throw await failure(response)
  return response.blob()
}

/** Awaits a typed API call that answers no content (a delete). */
export async function send(request: Promise<ClientResponse<unknown>>): Promise<void> {
  const response = await request
  if (!response.ok) throw await failure(response)
}

/**
 * POSTs JSON with the device's id of the write (`Idempotency-Key`, decision 024), so that sending it again,
 * after an answer was lost, makes nothing twice. Answers the JSON; a refusal is an ApiError, a network
 * failure the browser's TypeError.
 */
export async function postOnce<T>(path: string, body: unknown, key: string): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw await failure(response)
  return (await response.json()) as T
}

/**
 * The writes saved on this device while the network was gone (decision 024): kept in IndexedDB until the
 * server has them, each with the id the server keeps unique (`Idempotency-Key`), in the order they were
 * made. A write the server refused stays, with its message, until its user fixes or discards it.
 */

export type OutboxKind = 'item' | 'expense' | 'reading' | 'line-items'

export interface OutboxRefusal {
  message: string
  fields?: Record<string, string> | undefined
}

export interface OutboxEntry {
  /** The write's id, sent as `Idempotency-Key`. */
  key: string
  /** The order it was made in. */
  seq: number
  userId: string
  kind: OutboxKind
  /** Where it is sent (POST). */
  path: string
  body: Record<string, unknown>
  /** When it was made (ISO instant). */
  madeAt: string
  /** Set when the server refused it. */
  refusal?: OutboxRefusal | undefined
  /** An item's photos, shrunk on the phone, sent onto the item once it is made, each under its own id. */
  photos?: KeptPhoto[] | undefined
  /** The id of the record the server made, once it has: what is left to send is the photos. */
  sentAs?: string | undefined
}

export interface KeptPhoto {
  key: string
  file: Blob
  thumbnail: Blob | null
}

type NewOutboxEntry = Omit<OutboxEntry, 'seq' | 'madeAt' | 'refusal' | 'sentAs'>

const DATABASE = 'frogwalk-outbox'
const STORE = 'writes'
const CHANGES = 'frogwalk-outbox-changes'

let opening: Promise<IDBDatabase> | undefined

function database(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1)
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true })
      store.createIndex('key', 'key', { unique: true })
      store.createIndex('userId', 'userId')
    }
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => {
      opening = undefined
      reject(request.error ?? new Error('The device’s storage could not be opened'))
    }
  })
  return opening
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('The device’s storage refused the change'))
  })
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const transaction = (await database()).transaction(STORE, mode)
  const result = await done(work(transaction.objectStore(STORE)))
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () =>
      reject(transaction.error ?? new Error('The device’s storage refused the change'))
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('The device’s storage refused the change'))
  })
  return result
}

// Every tab and every part of this one hears of a change, so counts and lists stay current.
const listeners = new Set<() => void>()
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANGES)
channel?.addEventListener('message', () => {
  for (const listener of listeners) listener()
})

function changed(): void {
  for (const listener of listeners) listener()
  channel?.postMessage('changed')
}

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Keeps a write for later; it is sent after every write made before it. */
export async function keepWrite(entry: NewOutboxEntry): Promise<void> {
  await inStore('readwrite', (store) => store.add({ ...entry, madeAt: new Date().toISOString() }))
  changed()
}

/** The user's kept writes, oldest first. */
export async function keptWrites(userId: string): Promise<OutboxEntry[]> {
  const rows = await inStore(
    'readonly',
    (store) => store.index('userId').getAll(IDBKeyRange.only(userId)) as IDBRequest<OutboxEntry[]>,
  )
  return rows.sort((a, b) => a.seq - b.seq)
}

async function entryByKey(store: IDBObjectStore, key: string): Promise<OutboxEntry | undefined> {
  return (await done(store.index('key').get(key))) as OutboxEntry | undefined
}

async function change(key: string, edit: (entry: OutboxEntry) => OutboxEntry | null): Promise<void> {
  const transaction = (await database()).transaction(STORE, 'readwrite')
  const store = transaction.objectStore(STORE)
  const entry = await entryByKey(store, key)
  if (entry !== undefined) {
    const next = edit(entry)
    if (next === null) await done(store.delete(entry.seq))
    else await done(store.put(next))
  }
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () =>
      reject(transaction.error ?? new Error('The device’s storage refused the change'))
  })
  changed()
}

/** The server has the write: it is no longer kept. */
export function forgetWrite(key: string): Promise<void> {
  return change(key, () => null)
}

/** The server refused the write: kept, with the reason, for its user. */
export function markRefused(key: string, refusal: OutboxRefusal): Promise<void> {
  return change(key, (entry) => ({ ...entry, refusal }))
}

/** The user fixed a refused write: it waits to be sent again, with the same id. */
export function fixWrite(key: string, body: Record<string, unknown>): Promise<void> {
  return change(key, (entry) => ({ ...entry, body, refusal: undefined }))
}

/** Send a refused write again as it is. */
export function retryWrite(key: string): Promise<void> {
  return change(key, (entry) => ({ ...entry, refusal: undefined }))
}

/** The server made the record: kept only for the photos still to send onto it. */
export function markSent(key: string, sentAs: string): Promise<void> {
  return change(key, (entry) => ({ ...entry, sentAs }))
}

/** One photo of a kept item reached the server. */
export function forgetPhoto(key: string, photoKey: string): Promise<void> {
  return change(key, (entry) => ({
    ...entry,
    photos: entry.photos?.filter((photo) => photo.key !== photoKey),
  }))
}

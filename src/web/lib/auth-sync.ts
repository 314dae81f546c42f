/**
 * Tells other open tabs that this one signed in or out, so they refetch the session at once (spec 2).
 * BroadcastChannel where it exists; otherwise a `storage` event on a throwaway key.
 */
type AuthEvent = 'signed-in' | 'signed-out'

const CHANNEL_NAME = 'frogwalk-auth'
const STORAGE_KEY = 'frogwalk-auth-event'

const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)

export function announceAuthChange(event: AuthEvent): void {
  if (channel) {
    channel.postMessage(event)
    return
  }
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ event, at: Date.now() }))
  } catch (error) {
    console.warn('Could not tell other tabs about the sign-in change', error)
  }
}

export function onAuthChangeElsewhere(listener: (event: AuthEvent) => void): () => void {
  if (channel) {
    const onMessage = (message: MessageEvent<unknown>) => {
      if (message.data === 'signed-in' || message.data === 'signed-out') listener(message.data)
    }
    channel.addEventListener('message', onMessage)
    return () => channel.removeEventListener('message', onMessage)
  }
  const onStorage = (storageEvent: StorageEvent) => {
    if (storageEvent.key !== STORAGE_KEY || !storageEvent.newValue) return
    const parsed: unknown = JSON.parse(storageEvent.newValue)
    const event = typeof parsed === 'object' && parsed !== null && 'event' in parsed ? parsed.event : null
    if (event === 'signed-in' || event === 'signed-out') listener(event)
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

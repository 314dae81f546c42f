// With its extension: vite.config.ts loads this file (scripts/offline-app.ts) through Node's own loader.
import { forgetKeptScreens } from './kept-screen.ts'

/**
 * The caches the service worker keeps (scripts/offline-app.ts names the same ones): the API's last GET
 * answers and the files (photos) by id. Both hold one user's data, so they go when that user signs out,
 * when the account is deleted, and before anyone signs in.
 */
export const API_CACHE = 'frogwalk-api'
export const FILES_CACHE = 'frogwalk-files'

/**
 * Delete the kept answers and files, and the screens kept from them (lib/kept-screen.ts). Never throws: a
 * browser without Cache Storage has nothing kept.
 */
export async function forgetOfflineCopies(): Promise<void> {
  forgetKeptScreens()
  if (typeof caches === 'undefined') return
  try {
    await Promise.all([caches.delete(API_CACHE), caches.delete(FILES_CACHE)])
  } catch (error) {
    console.warn('Could not delete the offline copies', error)
  }
}

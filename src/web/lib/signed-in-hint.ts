/** Kept while someone is signed in on this browser: no one's data, only that the app's code will be wanted. */
const SIGNED_IN_HINT = 'frogwalk-signed-in'

/** Whether someone was signed in on this browser when it last checked. */
export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) !== null
  } catch {
    return false
  }
}

/** Remembers whether someone is signed in, for the next visit's `wasSignedIn`. */
export function rememberSignedIn(isSignedIn: boolean): void {
  try {
    if (isSignedIn) localStorage.setItem(SIGNED_IN_HINT, '1')
    else localStorage.removeItem(SIGNED_IN_HINT)
  } catch {
    // Storage refused (a private window): the next visit loads the code after the session check.
  }
}

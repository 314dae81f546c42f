/**
 * The sign-in form index.html draws from HTML on a first visit, before the app's code has run (decision 042).
 * Its fields are live from the first paint: the app's sign-in form takes over what was typed, which field had
 * the focus, and a Sign In pressed before the code was here. Keep the ids in step with index.html.
 */

const SHOWN_ID = 'sign-in-first'
const SUBMITTED = 'data-submitted'

/** What the form from index.html holds when the app takes it over. */
export interface FirstSignIn {
  email: string
  password: string
  /** The field with the focus, when one had it. */
  focused: 'email' | 'password' | undefined
  /** Sign In was pressed (the browser's own checks passed) before the app's code had run. */
  isSubmitted: boolean
}

function shownForm(): HTMLElement | null {
  // The build renders the sign-in screen with no document (scripts/sign-in-markup.ts).
  if (typeof document === 'undefined') return null
  return document.getElementById(SHOWN_ID)
}

/** What the form from index.html holds, or undefined when it is not on the page. */
export function readFirstSignIn(): FirstSignIn | undefined {
  const shown = shownForm()
  if (!shown) return undefined
  const field = (name: string) => shown.querySelector<HTMLInputElement>(`input[name="${name}"]`)
  const email = field('email')
  const password = field('password')
  const active = document.activeElement
  return {
    email: email?.value ?? '',
    password: password?.value ?? '',
    focused: active === email ? 'email' : active === password ? 'password' : undefined,
    isSubmitted: shown.hasAttribute(SUBMITTED),
  }
}

/** Takes the form from index.html off the page: the app's screen shows in its place, in the same paint. */
export function dropFirstSignIn(): void {
  shownForm()?.remove()
}

/*
 * A returning phone's last screen before the app's code has run (decision 011a): the signed-in screen as it
 * was last drawn from the server's answers, kept as HTML in this browser's storage per address, is put on
 * the page by index.html's inline script while the app's code still loads, inert and hidden from assistive
 * technology, and taken away once the app has drawn the same screen itself. Keep the key, the fields and the
 * conditions in step with index.html's script.
 *
 * The HTML is the signed-in user's own data, as the service worker's kept answers are (offline-cache.ts): it
 * goes with them on sign-out, account deletion, before any sign-in and when another account signs in, and
 * when the server's session check names nobody or someone else. It is shown only on a page the service
 * worker controls, where the kept answers would draw the same screen a moment later.
 */

/** The storage key; index.html reads it. */
const KEPT_SCREENS = 'frogwalk-kept-screens'
/** The element index.html's script puts the kept screen in, before the app's own. */
const SHOWN_ID = 'kept-screen'
/** As long as the service worker keeps the API's answers (scripts/offline-app.ts). */
export const KEPT_SCREEN_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000
/**
 * At most this many addresses, the most recent first, and this many characters in all (localStorage holds
 * about 5 million, the forms' drafts among them); a screen bigger than the whole is not kept.
 */
const MAX_SCREENS = 6
const MAX_TOTAL_CHARS = 600_000
/** Below this width the sidebar is a drawer (DRAWER_BREAKPOINT_PX): a screen is shown at the width it was taken. */
const NARROW_BELOW_PX = 768

interface KeptScreen {
  html: string
  /** When it was taken, ms since the epoch. */
  at: number
  isNarrow: boolean
}

interface KeptScreens {
  userId: string
  /** By address (path and query), the most recent first. */
  screens: Record<string, KeptScreen>
}

function readKept(): KeptScreens | null {
  try {
    const text = localStorage.getItem(KEPT_SCREENS)
    return text ? (JSON.parse(text) as KeptScreens) : null
  } catch {
    return null
  }
}

/** The kept screen on the page, when index.html's script put one there. */
export function isKeptScreenShown(): boolean {
  return document.getElementById(SHOWN_ID) !== null
}

/** Takes the kept screen off the page: the app's own is drawn, or it is not this user's to show. */
export function dropShownScreen(): void {
  document.getElementById(SHOWN_ID)?.remove()
}

/** Deletes every kept screen (and takes one shown off the page). */
export function forgetKeptScreens(): void {
  dropShownScreen()
  try {
    localStorage.removeItem(KEPT_SCREENS)
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The server named who is signed in (null: nobody): screens kept for anyone else go. */
export function keepScreensOnlyOf(userId: string | null): void {
  let text: string | null
  try {
    text = localStorage.getItem(KEPT_SCREENS)
  } catch {
    return
  }
  // Written as {"userId":…,"screens":…} (keepScreen): its start names the user, without reading it all.
  if (text !== null && (userId === null || !text.startsWith(`{"userId":${JSON.stringify(userId)},`)))
    forgetKeptScreens()
  else if (userId === null) dropShownScreen()
}

/**
 * Takes out of `copy` the parts of `original`'s content that lie wholly below the first screen's height, where
 * a visit opens (the page's top): the kept copy is shown only until the app draws the screen, and on a phone
 * most of a Dashboard is below, which the copy's first frame would parse, style and lay out for nothing.
 * Walks down only through the elements that cross that line.
 */
function cutBelow(original: Element, copy: Element, line: number): void {
  const copies = [...copy.children]
  ;[...original.children].forEach((element, index) => {
    const twin = copies[index]
    if (!twin) return
    const box = element.getBoundingClientRect()
    // No box of its own (display: contents, hidden): what is in it may still be below.
    if (box.width === 0 && box.height === 0) cutBelow(element, twin, line)
    else if (box.top + window.scrollY >= line) twin.remove()
    else if (box.bottom + window.scrollY > line) cutBelow(element, twin, line)
  })
}

/** The screen's content (its `main`) as far as the first screen's height, in `copy` of `root`. */
function keepFirstScreenOnly(root: HTMLElement, copy: HTMLElement): void {
  const copies = copy.querySelectorAll('main')
  root.querySelectorAll('main').forEach((main, index) => {
    const twin = copies[index]
    // A little past the window: a phone's toolbars give a later visit some height more or less.
    if (twin) cutBelow(main, twin, window.innerHeight * 1.2)
  })
}

/**
 * The app's screen as HTML to keep: its first screen's height only (keepFirstScreenOnly), the toaster's messages left out (they are of the moment), `style`
 * attributes carried in `data-kept-style` (the Content-Security-Policy allows no inline style, so index.html
 * sets them through the element's style object), `id`s dropped so that the page never holds two of one, and
 * labels' `for` with them, so that no label of the copy names a field of the app's.
 */
function screenHtml(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement
  keepFirstScreenOnly(root, copy)
  copy.querySelectorAll('[data-sonner-toaster], section[aria-label^="Notifications"]').forEach((toast) => {
    toast.remove()
  })
  // A picture of this page's memory (a photo being added) is gone on the next visit.
  copy.querySelectorAll('img[src^="blob:"]').forEach((image) => image.removeAttribute('src'))
  copy.querySelectorAll<HTMLElement>('[style], [id], [for]').forEach((element) => {
    const style = element.getAttribute('style')
    if (style) element.setAttribute('data-kept-style', style)
    for (const name of ['style', 'id', 'for']) element.removeAttribute(name)
  })
  return copy.innerHTML
}

/** Whether the service worker controls the page: only such a page shows a kept screen (index.html). */
function isControlled(): boolean {
  return Boolean(navigator.serviceWorker?.controller)
}

/** Whether the page shows a passing state that is not the screen: a dialog, the open drawer, a menu. */
function isPassingState(): boolean {
  return (
    document.querySelector('dialog[open], [role="dialog"], [role="menu"], [role="listbox"]') !== null ||
    document.body.style.overflow === 'hidden'
  )
}

/** Keeps the screen on display; returns its HTML. */
function keepScreen(userId: string, root: HTMLElement, unlessHtml: string | undefined): string {
  const html = screenHtml(root)
  if (html === unlessHtml || html.length > MAX_TOTAL_CHARS) return html
  const address = location.pathname + location.search
  const kept = readKept()
  const earlier = kept?.userId === userId ? kept.screens : {}
  let total = html.length
  const others = Object.entries(earlier)
    .filter(([key]) => key !== address)
    .filter(([, screen]) => (total += screen.html.length) <= MAX_TOTAL_CHARS)
    .slice(0, MAX_SCREENS - 1)
  const screens = Object.fromEntries([
    [address, { html, at: Date.now(), isNarrow: window.innerWidth < NARROW_BELOW_PX }],
    ...others,
  ])
  try {
    localStorage.setItem(KEPT_SCREENS, JSON.stringify({ userId, screens } satisfies KeptScreens))
  } catch {
    // Storage full or refused: the next visit waits for the app's code, as without a kept screen.
    forgetKeptScreens()
  }
  return html
}

/**
 * Keeps the signed-in user's screen each time the page settles on it: after every change to the app's
 * content and when the service worker takes charge of the page, once `isSettled` (every read of the screen
 * has the server's answer), on a page the worker controls that shows no passing state and has the network
 * (a screen drawn offline carries the offline notice). At once, then at most every 300 ms. Returns the
 * function that stops it.
 */
export function watchScreen(userId: string, isSettled: () => boolean): () => void {
  const root = document.getElementById('root')
  if (!root || typeof MutationObserver === 'undefined') return () => {}
  let timer: number | undefined
  let lastAt = 0
  let lastHtml: string | undefined
  const keep = () => {
    timer = undefined
    if (!isControlled() || !navigator.onLine || isPassingState()) return
    if (!isSettled() || isKeptScreenShown()) {
      // The screen may settle, or the kept copy go, with no change to the page: look again shortly, so
      // that the copy kept is the screen's last one, not the one the visit started from.
      timer = window.setTimeout(keep, 500)
      return
    }
    lastAt = Date.now()
    lastHtml = keepScreen(userId, root, lastHtml)
  }
  const schedule = () => {
    if (timer !== undefined) return
    timer = window.setTimeout(keep, Math.max(0, lastAt + 300 - Date.now()))
  }
  const observer = new MutationObserver(schedule)
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
  const onHidden = () => {
    if (document.visibilityState === 'hidden') keep()
  }
  document.addEventListener('visibilitychange', onHidden)
  navigator.serviceWorker?.addEventListener('controllerchange', schedule)
  schedule()
  return () => {
    observer.disconnect()
    document.removeEventListener('visibilitychange', onHidden)
    navigator.serviceWorker?.removeEventListener('controllerchange', schedule)
    if (timer !== undefined) window.clearTimeout(timer)
  }
}

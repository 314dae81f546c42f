import type { Page } from '@playwright/test'

import { expect, newAccount, saveScreen, test, type Account } from './fixtures'
import { AppShell } from './pages/app-shell'
import { SignInScreen } from './pages/sign-in-screen'

/** Counts every 'Loading application...' screen put on the page from its first byte on. */
async function countLoadingScreens(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counted = window as unknown as { loadingScreens: number }
    counted.loadingScreens = 0
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.textContent?.includes('Loading application...')) counted.loadingScreens += 1
    }).observe(document, { subtree: true, childList: true })
  })
}

/** How many loading screens `countLoadingScreens` saw. */
const loadingScreens = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadingScreens: number }).loadingScreens)

/** A new account, made through the API (the sign-up screen has tests of its own). */
async function accountMadeThroughApi(page: Page, baseURL: string | undefined): Promise<Account> {
  const account = newAccount()
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email: account.email, password: account.password, name: account.email },
    headers: { Origin: baseURL ?? '' },
  })
  expect(signUp.ok()).toBe(true)
  return account
}

/**
 * Holds the answers to requests for `url` until the returned function is called, so that what the screen
 * shows while it waits is checked however slowly the page came up (a fixed delay could pass unseen).
 */
async function holdAnswers(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return () => release()
}

test('sign-up refuses mismatched passwords, creates the account, and the session survives a reload', async ({
  page,
  signInScreen,
  shell,
}) => {
  const account = newAccount()
  let signUpRequests = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) signUpRequests += 1
  })

  // Hold the session check: on a browser where nobody was signed in, the sign-in form from index.html
  // stands while it is asked, not a loading screen.
  const releaseSession = await holdAnswers(page, '**/api/auth/get-session')
  await page.goto('/')
  await expect(signInScreen.email).toBeVisible()
  await expect(page.getByText('Loading application...')).toBeHidden()
  releaseSession()
  await expect(signInScreen.heading()).toBeVisible()
  await page.unroute('**/api/auth/get-session')
  await expect(page.getByText('Sign in to access your inventory dashboard')).toBeVisible()
  await expect(page.getByText('The smart way to manage your reselling business.')).toBeVisible()
  await expect(signInScreen.email).toHaveAttribute('placeholder', 'Enter your email')
  await expect(signInScreen.email).toHaveAttribute('type', 'email')
  await expect(signInScreen.password).toHaveAttribute('placeholder', 'Enter your password')
  await expect(signInScreen.password).toHaveAttribute('minlength', '6')
  await saveScreen(page, 'sign-in')

  await signInScreen.signUp(account.email, account.password, 'a-different-one')
  await expect(signInScreen.errorBox).toHaveText('Passwords do not match')
  expect(signUpRequests).toBe(0)
  await saveScreen(page, 'sign-up-mismatch')

  await signInScreen.confirmPassword.fill(account.password)
  await signInScreen.signUpButton.click()
  await expect(signInScreen.notice).toHaveText('Account created successfully! You can now sign in.')
  await expect(signInScreen.heading()).toBeVisible()
  await expect(signInScreen.confirmPassword).toHaveCount(0)
  await saveScreen(page, 'sign-up-success')

  // Hold the answer until the busy label has been seen.
  const releaseSignIn = await holdAnswers(page, '**/api/auth/sign-in/email')
  await signInScreen.signIn(account.email, account.password)
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
  releaseSignIn()
  await expect(shell.heading('Dashboard')).toBeVisible()
  await expect(shell.sidebar).toContainText(account.email)

  await page.reload()
  await expect(shell.heading('Dashboard')).toBeVisible()
  await saveScreen(page, 'dashboard')
})

test('a wrong password shows the server message; a network failure shows the generic one', async ({
  page,
  signInScreen,
  consoleWatch,
  baseURL,
}) => {
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 401/)
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/)
  const account = newAccount()
  const created = await page.request.post('/api/auth/sign-up/email', {
    data: { ...account, name: account.email },
    headers: { Origin: baseURL ?? '' },
  })
  expect(created.ok()).toBe(true)

  await page.goto('/')
  await signInScreen.signIn(account.email, 'not-the-password')
  await expect(signInScreen.errorBox).toHaveText('Invalid email or password')
  await expect(signInScreen.heading()).toBeVisible()
  await saveScreen(page, 'sign-in-wrong-password')

  await page.route('**/api/auth/sign-in/email', (route) => route.abort('failed'))
  await signInScreen.signInButton.click()
  await expect(signInScreen.errorBox).toHaveText('An unexpected error occurred')
})

test('Sign Out asks first: dismissing keeps the session, confirming ends it even when the server is unreachable', async ({
  page,
  signedIn,
  shell,
  signInScreen,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/)

  expect(await shell.signOut({ accept: false })).toBe('Are you sure you want to sign out?')
  await expect(shell.heading('Dashboard')).toBeVisible()
  await expect(shell.sidebar).toContainText(signedIn.email)
  await expect(shell.signOutButton).toBeFocused()

  // Escape dismisses the question too; the confirm button is named for the act.
  await shell.signOutButton.click()
  await expect(shell.confirmDialog).toHaveAccessibleName('Are you sure you want to sign out?')
  await expect(shell.confirmDialog.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(shell.confirmDialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(shell.confirmDialog).toHaveCount(0)
  await expect(shell.sidebar).toContainText(signedIn.email)

  await page.route('**/api/auth/sign-out', (route) => route.abort('failed'))
  await shell.signOut({ accept: true })
  await expect(signInScreen.heading()).toBeVisible()
  await expect(shell.sidebar).toHaveCount(0)
  await saveScreen(page, 'signed-out')
})

test('a second tab follows sign-out and sign-in, and a reload stays signed out', async ({
  page,
  context,
  signedIn,
  shell,
  consoleWatch,
}) => {
  const other = await context.newPage()
  consoleWatch.watch(other)
  const otherShell = new AppShell(other)
  const otherSignIn = new SignInScreen(other)
  await other.goto('/settings')
  await expect(otherShell.heading('Settings')).toBeVisible()

  await shell.signOut({ accept: true })
  await expect(new SignInScreen(page).heading()).toBeVisible()
  await expect(otherSignIn.heading()).toBeVisible()
  await saveScreen(other, 'second-tab-after-sign-out')

  await page.reload()
  await expect(new SignInScreen(page).heading()).toBeVisible()

  await otherSignIn.signIn(signedIn.email, signedIn.password)
  await expect(otherShell.heading('Settings')).toBeVisible()
  await expect(shell.heading('Dashboard')).toBeVisible()
  await saveScreen(page, 'first-tab-after-sign-in-elsewhere')
})

test('a visit with nobody signed in loads no screen’s code before the sign-in screen shows', async ({
  page,
}) => {
  const screens: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(dashboard-page|item-actions-provider)-/.test(request.url())) screens.push(request.url())
  })
  // While the session is asked for, the app knows nothing yet: the Dashboard's code must not load then.
  const releaseSession = await holdAnswers(page, '**/api/auth/get-session')
  await page.goto('/')
  await expect(page.locator('#sign-in-first')).toBeVisible()
  await page.waitForLoadState('load')
  await page.waitForTimeout(1000)
  expect(screens).toEqual([])
  releaseSession()
  await expect(page.getByLabel('Email address')).toBeVisible()
  // Then, with the sign-in screen shown, it loads in the background for the sign-in to come.
  await expect.poll(() => screens.length, { timeout: 15_000 }).toBeGreaterThan(0)
})

test('a visit asks who is signed in while the app’s code is still loading, and only once', async ({
  page,
}) => {
  const sessionChecks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/get-session')) sessionChecks.push(request.url())
  })
  // Hold the app's entry script: the session check must not wait for it.
  const releaseEntry = await holdAnswers(page, /\/assets\/index-[^/]*\.js$/)
  await page.goto('/', { waitUntil: 'commit' })
  await expect.poll(() => sessionChecks.length).toBe(1)
  releaseEntry()
  await expect(page.getByLabel('Email address')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(sessionChecks).toHaveLength(1)
})

test('a visit whose session check answered before the app’s code ran draws the sign-in screen first, with no loading screen', async ({
  page,
}) => {
  await countLoadingScreens(page)
  // Hold the app's entry script until the session check has answered, as on a phone, where the code comes last.
  const releaseEntry = await holdAnswers(page, /\/assets\/index-[^/]*\.js$/)
  await page.goto('/', { waitUntil: 'commit' })
  // index.html has read the answer (nobody is signed in) while the code was held.
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as { frogwalkSessionAnswer?: unknown }).frogwalkSessionAnswer !== undefined,
      ),
    )
    .toBe(true)
  releaseEntry()
  await expect(page.getByLabel('Email address')).toBeVisible()
  expect(await loadingScreens(page)).toBe(0)
})

test('a returning user’s visit loads the screen’s code beside the session check, not after its answer', async ({
  page,
  signedIn,
}) => {
  void signedIn
  const screens: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/dashboard-page-/.test(request.url())) screens.push(request.url())
  })
  const releaseSession = await holdAnswers(page, '**/api/auth/get-session')
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.getByText('Loading application...')).toBeVisible()
  await expect.poll(() => screens.length).toBeGreaterThan(0)
  releaseSession()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('a returning user’s screen opened by its address shows as the session answers, with one loading screen', async ({
  page,
  signedIn,
}) => {
  void signedIn
  // Counts every loading screen put on the page: a second one (a Suspense boundary's fallback, which React
  // keeps for at least 300 ms) would delay the screen after the session's answer.
  await countLoadingScreens(page)
  // The screen's code is asked for once the signed-in app's code has run: then both are here.
  const screenCode: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/brands-page-/.test(request.url())) screenCode.push(request.url())
  })
  const releaseSession = await holdAnswers(page, '**/api/auth/get-session')
  await page.goto('/brands', { waitUntil: 'commit' })
  await expect(page.getByText('Loading application...')).toBeVisible()
  await expect.poll(() => screenCode.length).toBeGreaterThan(0)
  releaseSession()
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible()
  expect(await loadingScreens(page)).toBe(1)
})

test('a sign-in opens the Dashboard with the sign-in’s own answer, without asking who is signed in again', async ({
  page,
  baseURL,
  signInScreen,
  shell,
}) => {
  const account = await accountMadeThroughApi(page, baseURL)
  await page.goto('/')
  await expect(signInScreen.heading()).toBeVisible()
  const sessionChecks: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/get-session')) sessionChecks.push(request.url())
  })
  await signInScreen.signIn(account.email, account.password)
  await expect(shell.heading('Dashboard')).toBeVisible()
  await expect(page.getByText('Welcome to Frogwalk')).toBeVisible()
  expect(sessionChecks).toEqual([])
})

/** Holds every script of the app (the entry and its chunks) until the returned function is called. */
const holdAppCode = (page: Page) => holdAnswers(page, /\/assets\/[^/]*\.js$/)

/** Whether the app's sign-in screen has taken over the form index.html drew (lib/sign-in-first.ts). */
const appTookOver = (page: Page) => expect(page.locator('#sign-in-first')).toHaveCount(0)

test('a first visit paints the sign-in form from the page itself, before any of the app’s code has run', async ({
  page,
  signInScreen,
}) => {
  let scriptsAnswered = 0
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scriptsAnswered += 1
  })
  const releaseCode = await holdAppCode(page)
  await page.goto('/', { waitUntil: 'commit' })
  await expect(signInScreen.heading()).toBeVisible()
  await expect(signInScreen.email).toBeVisible()
  await expect(signInScreen.password).toBeVisible()
  await expect(signInScreen.signInButton).toBeEnabled()
  await expect(page.getByText('Sign in to access your inventory dashboard')).toBeVisible()
  expect(scriptsAnswered).toBe(0)
  releaseCode()
  await appTookOver(page)
  await expect(signInScreen.email).toBeVisible()
})

test('what is typed into the first form before the app’s code runs stays, with the focus, and signs in', async ({
  page,
  baseURL,
  signInScreen,
  shell,
}) => {
  const account = await accountMadeThroughApi(page, baseURL)
  const releaseCode = await holdAppCode(page)
  await page.goto('/', { waitUntil: 'commit' })
  await signInScreen.email.fill(account.email)
  await signInScreen.password.pressSequentially(account.password.slice(0, 3))
  releaseCode()
  await appTookOver(page)
  await expect(signInScreen.email).toHaveValue(account.email)
  await expect(signInScreen.password).toHaveValue(account.password.slice(0, 3))
  await expect(signInScreen.password).toBeFocused()
  // The app's own form now: typing goes on where it stopped.
  await page.keyboard.type(account.password.slice(3))
  await signInScreen.signInButton.click()
  await expect(shell.heading('Dashboard')).toBeVisible()
})

test('a Sign In pressed before the app’s code runs is sent once the code is here, once', async ({
  page,
  baseURL,
  signInScreen,
  shell,
}) => {
  const account = await accountMadeThroughApi(page, baseURL)
  const signIns: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-in')) signIns.push(request.method())
  })
  const releaseCode = await holdAppCode(page)
  await page.goto('/', { waitUntil: 'commit' })
  await signInScreen.email.fill(account.email)
  await signInScreen.password.fill(account.password)
  await signInScreen.signInButton.click()
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
  // Nothing left the page: the browser did not send the form itself.
  expect(page.url()).toBe(`${baseURL}/`)
  releaseCode()
  await expect(shell.heading('Dashboard')).toBeVisible()
  expect(signIns).toEqual(['POST'])
})

test('a returning signed-in browser never shows the sign-in form while the app starts', async ({
  page,
  signedIn,
  shell,
}) => {
  void signedIn
  await page.addInitScript(() => {
    const seen = window as unknown as { signInFormSeen: boolean }
    seen.signInFormSeen = false
    new MutationObserver(() => {
      if (document.querySelector('input[type="email"]')) seen.signInFormSeen = true
    }).observe(document, { subtree: true, childList: true })
  })
  const releaseCode = await holdAppCode(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page.waitForLoadState('domcontentloaded')
  await expect(page.getByLabel('Email address')).toHaveCount(0)
  releaseCode()
  await expect(shell.heading('Dashboard')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { signInFormSeen: boolean }).signInFormSeen)).toBe(
    false,
  )
})

import type { Browser, Page } from '@playwright/test'

import { expect, savePhoneAndDark, saveScreen, test, type Account } from './fixtures'
import { AppShell } from './pages/app-shell'
import { SignInScreen } from './pages/sign-in-screen'

/** A second browser (its own cookies) signed in to `account` through the sign-in screen, on the Dashboard. */
async function signInElsewhere(browser: Browser, baseURL: string, account: Account): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      'X-Forwarded-For': `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  })
  const page = await context.newPage()
  await page.goto('/')
  const signInScreen = new SignInScreen(page)
  await signInScreen.signIn(account.email, account.password)
  await expect(new AppShell(page).heading('Dashboard')).toBeVisible()
  return page
}

/** Opens Settings from the sidebar with the mouse, as a person does. */
async function openSettings(page: Page, shell: AppShell) {
  await shell.link('Settings').click()
  await expect(shell.heading('Settings')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Account' })).toBeVisible()
}

test('change password: wrong and mismatched entries are refused under their fields, other browsers are signed out, the new password signs in', async ({
  page,
  browser,
  baseURL,
  signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/status of 400/)
  const elsewhere = await signInElsewhere(browser, baseURL ?? '', signedIn)

  await openSettings(page, shell)
  const account = page.getByRole('region', { name: 'Account' })
  await account.scrollIntoViewIfNeeded()
  await saveScreen(page, 'settings-account')
  await account.getByRole('button', { name: 'Change Password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change Password' })
  await expect(dialog).toBeVisible()
  const current = dialog.getByLabel('Current password')
  const next = dialog.getByLabel('New password', { exact: true })
  const confirmation = dialog.getByLabel('Confirm new password')
  await expect(current).toBeFocused()

  // Escape asks before throwing the typing away, then closes it and changes nothing.
  await current.fill('typed and dropped')
  await page.keyboard.press('Escape')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click()
  await expect(dialog).toBeHidden()
  await account.getByRole('button', { name: 'Change Password' }).click()
  await expect(current).toHaveValue('')

  // From field to field with the mouse; the confirmation does not match.
  await current.click()
  await page.keyboard.type(signedIn.password)
  await next.click()
  await page.keyboard.type('new-leap-77')
  await confirmation.click()
  await page.keyboard.type('new-leap-78')
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  await expect(confirmation).toHaveAccessibleDescription('Passwords do not match')
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true')

  // Too short.
  await next.fill('short')
  await confirmation.fill('short')
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  await expect(next).toHaveAccessibleDescription(/The new password must be at least 6 characters/)

  // A wrong current password, told under its field; the dialog keeps what was typed.
  await current.fill('not-my-password')
  await next.fill('new-leap-77')
  await confirmation.fill('new-leap-77')
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  await expect(current).toHaveAccessibleDescription('The current password is not correct')
  await expect(next).toHaveValue('new-leap-77')
  await saveScreen(page, 'settings-change-password-wrong', { fullPage: false })

  await current.fill(signedIn.password)
  await savePhoneAndDark(page, 'settings-change-password', 'the change password dialog', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await dialog.getByRole('button', { name: 'Change Password' }).click()
  await expect(dialog).toBeHidden()
  await expect(account.getByRole('status')).toHaveText(
    'Password changed. Every other device signed in to this account was signed out.',
  )

  await saveScreen(page, 'settings-password-changed')

  // This browser stays signed in, across a reload too.
  await page.reload()
  await expect(shell.heading('Settings')).toBeVisible()

  // The other browser is signed out at its next request, and signs in with the new password only.
  await elsewhere.reload()
  const otherSignIn = new SignInScreen(elsewhere)
  await expect(otherSignIn.heading()).toBeVisible()
  await otherSignIn.signIn(signedIn.email, signedIn.password)
  await expect(otherSignIn.errorBox).toHaveText('Invalid email or password')
  await otherSignIn.password.fill('new-leap-77')
  await otherSignIn.signInButton.click()
  await expect(new AppShell(elsewhere).heading('Dashboard')).toBeVisible()
  await elsewhere.context().close()
})

test('delete account: asks for the password, deletes everything, shows the sign-in screen, and the account cannot sign in again', async ({
  page,
  browser,
  baseURL,
  signedIn,
  shell,
  signInScreen,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  consoleWatch.allow(/status of 40[01]/)
  const headers = { Origin: baseURL ?? '' }
  const created = await page.request.post('/api/items', {
    data: { sku: 'GONE-1', brand: 'Levi', description: 'Jeans' },
    headers,
  })
  expect(created.ok()).toBe(true)
  const elsewhere = await signInElsewhere(browser, baseURL ?? '', signedIn)

  await openSettings(page, shell)
  const account = page.getByRole('region', { name: 'Account' })
  await account.getByRole('button', { name: 'Delete Account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete Account' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAccessibleDescription(/Are you sure you want to delete your account\?/)
  const password = dialog.getByLabel('Password')
  await expect(password).toBeFocused()

  // Cancel and Escape keep the account.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await account.getByRole('button', { name: 'Delete Account' }).click()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await account.getByRole('button', { name: 'Delete Account' }).click()
  await dialog.getByRole('button', { name: 'Delete Account' }).click()
  await expect(password).toHaveAccessibleDescription(/Enter your password/)
  await password.click()
  await page.keyboard.type('not-my-password')
  await dialog.getByRole('button', { name: 'Delete Account' }).click()
  await expect(password).toHaveAccessibleDescription(/The password is not correct/)
  await expect(shell.heading('Settings')).toBeVisible()

  await password.fill(signedIn.password)
  await savePhoneAndDark(page, 'settings-delete-account', 'the delete account dialog', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await saveScreen(page, 'settings-delete-account', { fullPage: false })
  await dialog.getByRole('button', { name: 'Delete Account' }).click()

  await expect(signInScreen.heading()).toBeVisible()
  await page.reload()
  await expect(signInScreen.heading()).toBeVisible()
  await signInScreen.signIn(signedIn.email, signedIn.password)
  await expect(signInScreen.errorBox).toHaveText('Invalid email or password')

  // The other browser's session went with the account.
  await elsewhere.reload()
  await expect(new SignInScreen(elsewhere).heading()).toBeVisible()
  await elsewhere.context().close()
})

test('the account section on a phone and in dark', async ({ page, signedIn: _signedIn, shell }) => {
  await openSettings(page, shell)
  await savePhoneAndDark(page, 'settings-account', 'the settings with the account section', {
    onPhone: () => expect(page.getByRole('region', { name: 'Account' })).toBeVisible(),
  })
})

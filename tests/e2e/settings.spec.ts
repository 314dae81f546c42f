import { expect, saveScreen, test } from './fixtures'
import { AppShell } from './pages/app-shell'
import { SettingsScreen } from './pages/settings-screen'

test('the store name is saved only when not blank, shows in the sidebar, and reaches other tabs', async ({
  page,
  context,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  const settings = new SettingsScreen(page)
  const other = await context.newPage()
  consoleWatch.watch(other)
  await other.goto('/')
  const otherShell = new AppShell(other)
  await expect(otherShell.storeName).toHaveText('Frogwalk')

  await settings.open()
  await saveScreen(page, 'settings')
  await settings.editStoreName.click()
  await expect(settings.dialog).toBeVisible()
  await expect(settings.dialog.getByRole('heading', { name: 'Edit Store Name' })).toBeVisible()
  const input = settings.dialog.getByLabel('Store name')
  await expect(input).toBeFocused()
  await input.fill('   ')
  await settings.save().click()
  await expect(settings.dialog.getByText('Store name is required')).toBeVisible()
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await saveScreen(page, 'settings-store-name-empty', { fullPage: false })
  await expect(shell.storeName).toHaveText('Frogwalk')

  await input.fill('  Leap Resale  ')
  await settings.save().click()
  await expect(settings.dialog).toBeHidden()
  await expect(shell.storeName).toHaveText('Leap Resale')
  await expect(page.getByText('Leap Resale', { exact: true }).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('BOLT_STORE_NAME'))).toBe('Leap Resale')
  await expect(otherShell.storeName).toHaveText('Leap Resale')

  await page.reload()
  await expect(shell.storeName).toHaveText('Leap Resale')

  // Escape asks before throwing the typed name away; Discard Changes closes the dialog without saving.
  await settings.editStoreName.click()
  await settings.dialog.getByLabel('Store name').fill('Not saved')
  await page.keyboard.press('Escape')
  await shell.confirmDialog.getByRole('button', { name: 'Discard Changes' }).click()
  await expect(settings.dialog).toBeHidden()
  await expect(settings.editStoreName).toBeFocused()
  await expect(shell.storeName).toHaveText('Leap Resale')
})

test('the business mileage percentage refuses 101, keeps one decimal, and a failed save keeps the input', async ({
  page,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  const settings = new SettingsScreen(page)
  await settings.open()
  await expect(page.getByText('100%', { exact: true })).toBeVisible()

  await settings.editPercentage.click()
  const input = settings.dialog.getByLabel('Business use (%)')
  await expect(input).toHaveValue('100')
  await input.fill('101')
  await settings.save().click()
  await expect(settings.dialog.getByText('Enter a percentage between 0 and 100')).toBeVisible()
  await expect(input).toHaveValue('101')
  await saveScreen(page, 'settings-percentage-invalid', { fullPage: false })
  await settings.cancel().click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click()
  await expect(settings.dialog).toBeHidden()
  await expect(page.getByText('100%', { exact: true })).toBeVisible()

  // The server refuses: its message shows and what was typed stays.
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 503/)
  await page.route('**/api/settings', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'The database is not reachable.' } },
        })
      : route.continue(),
  )
  await settings.editPercentage.click()
  await settings.dialog.getByLabel('Business use (%)').fill('62.5')
  await settings.save().click()
  await expect(settings.dialog.getByRole('alert')).toHaveText('The database is not reachable.')
  await expect(settings.dialog.getByLabel('Business use (%)')).toHaveValue('62.5')
  await page.unroute('**/api/settings')

  await settings.save().click()
  await expect(settings.dialog).toBeHidden()
  await expect(page.getByText('62.5%', { exact: true })).toBeVisible()
  const stored = await page.request.get('/api/settings')
  expect((await stored.json()).settings.businessMileagePercentage).toBe(62.5)
})

test('the theme cycles Light, Dark, System on the document, survives a reload, and System follows the OS', async ({
  page,
  context,
  signedIn: _signedIn,
  consoleWatch,
}) => {
  const settings = new SettingsScreen(page)
  const html = page.locator('html')
  await page.emulateMedia({ colorScheme: 'light' })
  await settings.open()
  await expect(settings.themeButton).toHaveText(/System/)
  await expect(html).not.toHaveClass(/\bdark\b/)
  await expect(html).toHaveAttribute('data-theme', 'light')

  await settings.themeButton.click()
  await expect(settings.themeButton).toHaveText(/Light/)
  await expect(html).toHaveAttribute('data-theme', 'light')

  await settings.themeButton.click()
  await expect(settings.themeButton).toHaveText(/Dark/)
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await saveScreen(page, 'settings-dark')

  await page.reload()
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(settings.themeButton).toHaveText(/Dark/)

  // The first paint is already dark: index.html applies the saved theme before any script of the app runs.
  const bare = await context.newPage()
  consoleWatch.watch(bare)
  consoleWatch.allow(/Failed to load resource: net::ERR_FAILED/)
  await bare.route('**/assets/*.js', (route) => route.abort('failed'))
  await bare.goto('/settings')
  await expect(bare.locator('html')).toHaveClass(/\bdark\b/)
  await expect(bare.locator('html')).toHaveAttribute('data-theme', 'dark')
  await bare.close()

  await settings.themeButton.click()
  await expect(settings.themeButton).toHaveText(/System/)
  await expect(html).not.toHaveClass(/\bdark\b/)
  await expect(html).toHaveAttribute('data-theme', 'light')

  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveClass(/\bdark\b/)
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).not.toHaveClass(/\bdark\b/)

  const stored = await page.request.get('/api/settings')
  expect((await stored.json()).settings.theme).toBe('system')
})

import { expect, saveScreen, test } from './fixtures'
import { SettingsScreen } from './pages/settings-screen'
import { SignInScreen } from './pages/sign-in-screen'

// A tour of the screens in light and dark, on a desktop and a phone, saved for people to look at.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`screens in ${colorScheme} on desktop and phone`, async ({
    page,
    browser,
    signedIn: _signedIn,
    shell,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await expect(shell.heading('Dashboard')).toBeVisible()
    await saveScreen(page, `tour-${colorScheme}-desktop-dashboard`)

    const settings = new SettingsScreen(page)
    await settings.open()
    await saveScreen(page, `tour-${colorScheme}-desktop-settings`)
    await settings.editPercentage.click()
    await expect(settings.dialog).toBeVisible()
    await saveScreen(page, `tour-${colorScheme}-desktop-dialog`, { fullPage: false })
    await settings.cancel().click()
    await shell.signOutButton.click()
    await expect(shell.confirmDialog).toBeVisible()
    await saveScreen(page, `tour-${colorScheme}-desktop-sign-out`, { fullPage: false })
    await shell.confirmDialog.getByRole('button', { name: 'Cancel' }).click()

    await page.setViewportSize({ width: 390, height: 844 })
    await expect(shell.nav).toBeHidden()
    await saveScreen(page, `tour-${colorScheme}-phone-settings`)
    await shell.menuButton.click()
    await expect(shell.nav).toBeVisible()
    await saveScreen(page, `tour-${colorScheme}-phone-drawer`, { fullPage: false })
    await shell.signOutButton.click()
    await expect(shell.confirmDialog).toBeVisible()
    await saveScreen(page, `tour-${colorScheme}-phone-sign-out`, { fullPage: false })
    await shell.confirmDialog.getByRole('button', { name: 'Cancel' }).click()

    // The sign-in screen, in a context with nobody signed in.
    for (const viewport of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ baseURL, colorScheme, viewport })
      const visitor = await context.newPage()
      await visitor.goto('/')
      await expect(new SignInScreen(visitor).heading()).toBeVisible()
      await saveScreen(visitor, `tour-${colorScheme}-${viewport.name}-sign-in`)
      await context.close()
    }
  })
}

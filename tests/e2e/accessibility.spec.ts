import { expectAccessible } from './accessibility'
import { expect, test } from './fixtures'
import { PAGES } from './pages/routes'
import { SettingsScreen } from './pages/settings-screen'

// Every screen that exists, in light and dark: no serious or critical WCAG 2.2 AA violation (axe).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme}`, () => {
    test.use({ colorScheme })

    test('the sign-in screen, in both of its modes', async ({ page, signInScreen }) => {
      await page.goto('/')
      await expect(signInScreen.heading()).toBeVisible()
      await expectAccessible(page, 'sign-in')
      await signInScreen.createAccount.click()
      await expect(signInScreen.confirmPassword).toBeVisible()
      await expectAccessible(page, 'sign-up')
    })

    test('the shell and every page of the sidebar, Add Item and the not-found page', async ({
      page,
      signedIn: _signedIn,
      shell,
    }) => {
      // Sixteen screens, each loaded and checked.
      test.setTimeout(120_000)
      for (const entry of PAGES) {
        await page.goto(entry.path)
        await expect(shell.heading(entry.heading)).toBeVisible()
        await expectAccessible(page, entry.path)
      }
      await page.goto('/add-item')
      await expect(shell.heading('Add New Item')).toBeVisible()
      await expectAccessible(page, '/add-item')
      await page.goto('/no-such-screen')
      await expect(shell.heading('Page not found')).toBeVisible()
      await expectAccessible(page, 'the not-found page')
    })

    test('the settings dialogs, a refused value and the sign-out question', async ({
      page,
      signedIn: _signedIn,
      shell,
    }) => {
      const settings = new SettingsScreen(page)
      await settings.open()
      await settings.editStoreName.click()
      await expect(settings.dialog).toBeVisible()
      await expectAccessible(page, 'the store name dialog')
      await settings.dialog.getByLabel('Store name').fill(' ')
      await settings.save().click()
      await expect(settings.dialog.getByText('Store name is required')).toBeVisible()
      await expectAccessible(page, 'the store name dialog with an error')
      await settings.cancel().click()

      await settings.editPercentage.click()
      await expect(settings.dialog).toBeVisible()
      await expectAccessible(page, 'the business percentage dialog')
      await settings.cancel().click()

      await shell.signOutButton.click()
      await expect(shell.confirmDialog).toBeVisible()
      await expectAccessible(page, 'the sign-out question')
      await shell.confirmDialog.getByRole('button', { name: 'Cancel' }).click()
    })

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

      test('the top bar and the open drawer', async ({ page, signedIn: _signedIn, shell }) => {
        await expectAccessible(page, 'the phone dashboard')
        await shell.menuButton.tap()
        await expect(shell.nav).toBeVisible()
        await expectAccessible(page, 'the open drawer')
      })
    })
  })
}

import { expectAccessible } from './accessibility'
import { expect, test } from './fixtures'
import { PAGES } from './pages/routes'
import { SettingsScreen } from './pages/settings-screen'

// Each test has an account of its own, so both workers can share this long file.
test.describe.configure({ mode: 'parallel' })

// Every page of the sidebar, Add Item, Quick Add and the not-found page.
const SCREENS = [
  ...PAGES,
  { path: '/add-item', heading: 'Add New Item' },
  { path: '/quick-add', heading: 'Quick Add' },
  { path: '/no-such-screen', heading: 'Page not found' },
]
const PER_TEST = 4
const SCREEN_GROUPS = Array.from({ length: Math.ceil(SCREENS.length / PER_TEST) }, (_, group) =>
  SCREENS.slice(group * PER_TEST, (group + 1) * PER_TEST),
)

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

    // Sixteen screens, each loaded and checked, four to a test: one test for all of them took 45 s here
    // and 108 s on a busier machine.
    for (const screens of SCREEN_GROUPS) {
      test(`the shell on ${screens.map((screen) => screen.path).join(', ')}`, async ({
        page,
        signedIn: _signedIn,
        shell,
      }) => {
        test.setTimeout(90_000)
        for (const screen of screens) {
          await page.goto(screen.path)
          await expect(shell.heading(screen.heading)).toBeVisible()
          await expectAccessible(page, screen.path)
        }
      })
    }

    test('the settings dialogs, a refused value and the sign-out question', async ({
      page,
      signedIn: _signedIn,
      shell,
    }) => {
      // Five full-page checks of Settings, which now holds the backup section too.
      test.setTimeout(120_000)
      const settings = new SettingsScreen(page)
      await settings.open()
      await settings.editStoreName.click()
      await expect(settings.dialog).toBeVisible()
      await expectAccessible(page, 'the store name dialog')
      await settings.dialog.getByLabel('Store name').fill(' ')
      await settings.save().click()
      await expect(settings.dialog.getByText('Store name is required')).toBeVisible()
      await expectAccessible(page, 'the store name dialog with an error')
      // The name was changed: Cancel asks before throwing it away.
      await settings.cancel().click()
      await expect(shell.confirmDialog).toBeVisible()
      await expectAccessible(page, 'the question before discarding changes')
      await shell.confirmDialog.getByRole('button', { name: 'Discard Changes' }).click()

      await settings.editPercentage.click()
      await expect(settings.dialog).toBeVisible()
      await expectAccessible(page, 'the business percentage dialog')
      await settings.cancel().click()

      await shell.signOutButton.click()
      await expect(shell.confirmDialog).toBeVisible()
      await expectAccessible(page, 'the sign-out question')
      await shell.confirmDialog.getByRole('button', { name: 'Cancel' }).click()
    })

    test('the backup section, the restore question and a refused backup', async ({
      page,
      signedIn: _signedIn,
      consoleWatch,
    }) => {
      consoleWatch.allow(/Failed to load resource: the server responded with a status of 400/)
      await page.goto('/settings')
      const section = page.getByRole('region', { name: 'Backup' })
      await expect(section.getByRole('link', { name: 'Download Backup' })).toBeVisible()
      await expectAccessible(page, 'the backup section')
      await section.getByLabel('Backup file').setInputFiles({
        name: 'not-a-backup.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from('not a zip'),
      })
      const dialog = page.getByRole('alertdialog', { name: 'Restore Backup' })
      await expect(dialog).toBeVisible()
      await expectAccessible(page, 'the restore question')
      await dialog.getByRole('button', { name: 'Restore' }).click()
      await expect(dialog.getByRole('alert')).toBeVisible()
      await expectAccessible(page, 'a refused backup')
    })

    test('a closed year: its badge and history, and a record of it read-only', async ({
      page,
      signedIn: _signedIn,
      shell,
    }) => {
      test.setTimeout(120_000)
      const year = new Date().getFullYear() - 1
      const expense = { vendor: 'Uline', description: 'Mailers', amount: '9.99', date: `${year}-03-03` }
      expect((await page.request.post('/api/expenses', { data: expense })).status()).toBe(201)
      expect((await page.request.post(`/api/tax-years/${year}/close`)).status()).toBe(200)
      await page.goto(`/yearly-taxes?year=${year}`)
      await expect(shell.heading(`${year} Tax Summary`)).toBeVisible()
      await expect(page.getByRole('button', { name: `Reopen ${year}` })).toBeVisible()
      await expectAccessible(page, 'a closed year on the tax summary')
      await page.goto('/expenses')
      await page.getByRole('button', { name: /^Edit/ }).first().click()
      await expect(page.getByRole('dialog', { name: 'Edit Expense' }).getByRole('note')).toBeVisible()
      await expectAccessible(page, 'an expense of a closed year')
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

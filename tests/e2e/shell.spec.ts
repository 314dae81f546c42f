import { expect, saveScreen, test } from './fixtures'
import { PAGES } from './pages/routes'

test('every sidebar link opens its page, in the spec order, with live status counts', async ({
  page,
  signedIn,
  shell,
}) => {
  // It opens all fourteen pages and saves a full-page picture of each: three times the default time.
  test.slow()
  await expect(shell.storeName).toHaveText('Frogwalk')
  await expect(shell.sidebar).toContainText(signedIn.email)
  await expect(shell.nav.getByRole('link')).toContainText(PAGES.map((entry) => entry.link))
  for (const status of ['Unlisted Items', 'Listed Items', 'Sold Items', 'Defective Items']) {
    await expect(shell.link(status)).toHaveText(new RegExp(`^${status}\\s*0$`))
  }

  for (const entry of PAGES) {
    await shell.link(entry.link).click()
    await expect(page).toHaveURL(entry.path)
    await expect(shell.heading(entry.heading)).toBeVisible()
    await expect(shell.link(entry.link)).toHaveAttribute('aria-current', 'page')
    await saveScreen(page, `page-${entry.path === '/' ? 'dashboard' : entry.path.slice(1)}`)
  }
  await expect(page.getByText("Items that haven't been listed for sale yet")).toHaveCount(0)

  await shell.sidebar.getByRole('link', { name: 'Add Item' }).click()
  await expect(page).toHaveURL('/add-item')
  await expect(shell.heading('Add New Item')).toBeVisible()
  await saveScreen(page, 'page-add-item')

  await expect(page.getByText('Organize and leap ahead')).toBeVisible()
  await expect(
    page.getByText(/not affiliated with.*eBay, Poshmark, Mercari or any other marketplace/),
  ).toBeVisible()
})

test('an unknown address shows Page not found with a way back to the Dashboard', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  await page.goto('/no-such-screen')
  await expect(shell.heading('Page not found')).toBeVisible()
  await saveScreen(page, 'not-found')
  await shell.main.getByRole('link', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL('/')
  await expect(shell.heading('Dashboard')).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the menu opens the drawer and tapping a link closes it', async ({
    page,
    signedIn: _signedIn,
    shell,
  }) => {
    await expect(page.getByRole('banner').getByText('Frogwalk')).toBeVisible()
    await expect(shell.nav).toBeHidden()
    await saveScreen(page, 'phone-dashboard')

    await shell.menuButton.tap()
    await expect(shell.nav).toBeVisible()
    await expect(shell.storeName).toHaveText('Frogwalk')
    await saveScreen(page, 'phone-drawer-open', { fullPage: false })

    await shell.link('Brands').tap()
    await expect(shell.heading('Brands')).toBeVisible()
    await expect(shell.nav).toBeHidden()

    await shell.menuButton.tap()
    await shell.page.getByRole('button', { name: 'Close menu' }).tap()
    await expect(shell.nav).toBeHidden()
    await saveScreen(page, 'phone-brands')
  })
})

import { expect, saveScreen, test } from './fixtures'

const year = new Date().getFullYear()

/** Sidebar links in the spec's order, with the heading each page shows. */
const PAGES = [
  { link: 'Dashboard', heading: 'Dashboard', path: '/' },
  { link: 'Unlisted Items', heading: 'Unlisted Items', path: '/unlisted' },
  { link: 'Listed Items', heading: 'Listed Items', path: '/listed' },
  { link: 'Sold Items', heading: 'Sold Items', path: '/sold' },
  { link: 'Defective Items', heading: 'Defective Items', path: '/defective' },
  { link: 'Monthly Sales', heading: 'Monthly Sales', path: '/monthly-sales' },
  { link: 'Yearly Taxes', heading: `${year} Tax Summary`, path: '/yearly-taxes' },
  { link: 'Inventory Receipts', heading: 'Inventory Receipts', path: '/receipts' },
  { link: 'External Purchases', heading: 'External Purchases', path: '/expenses' },
  { link: 'Odometer Tracking', heading: 'Odometer Tracking', path: '/odometer' },
  { link: 'Vendors', heading: 'Vendors', path: '/vendors' },
  { link: 'Brands', heading: 'Brands', path: '/brands' },
  { link: 'Purchase Locations', heading: 'Purchase Locations', path: '/purchase-locations' },
  { link: 'Settings', heading: 'Settings', path: '/settings' },
]

test('every sidebar link opens its page, in the spec order, with live status counts', async ({
  page,
  signedIn,
  shell,
}) => {
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

import type { Page } from '@playwright/test'

import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

/*
 * The rough edges of a reseller's week, each driven as a person meets it: where Cancel leads on a form
 * opened from a bookmark, the message after each change (with Undo where it can be taken back), where an
 * import goes, what Quick Add keeps for the next item, the month Monthly Sales opens on, the marketplace a
 * sale starts from, a sold item's age, the sidebar's reach, and a picker's near miss.
 */

interface NewItem {
  sku: string
  brand?: string
  description?: string
  status?: 'unlisted' | 'listed' | 'sold'
  costOfGoods?: string
  salePrice?: string
  purchaseDate?: string
  soldDate?: string
}

async function addItems(page: Page, items: NewItem[]): Promise<void> {
  for (const item of items) {
    const answer = await page.request.post('/api/items', {
      data: { brand: 'Levi', description: 'Jeans', costOfGoods: '5.00', ...item },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
}

async function statusOf(page: Page, sku: string): Promise<string | null> {
  const answer = await page.request.get(`/api/items?q=${sku}&mode=sku&limit=5`)
  expect(answer.ok()).toBe(true)
  const { rows } = (await answer.json()) as { rows: { sku: string; status: string }[] }
  return rows.find((row) => row.sku === sku)?.status ?? null
}

/** The toast that says `text`. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text })

const thisYear = () => new Date().getFullYear()

function localToday(): string {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}

test('Cancel on a form opened directly goes to the list it belongs to; opened from a list, back to it', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  // A bookmark or a new tab: no page of the app to go back to.
  await page.goto('/add-item')
  await expect(shell.heading('Add New Item')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/unlisted$/)
  await expect(shell.heading('Unlisted Items')).toBeVisible()

  await page.goto('/quick-add')
  await expect(shell.heading('Quick Add')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/unlisted$/)

  // Opened from Listed Items, Cancel goes back there.
  await page.goto('/listed')
  await expect(shell.heading('Listed Items')).toBeVisible()
  await shell.sidebar.getByRole('link', { name: 'Add Item' }).click()
  await expect(shell.heading('Add New Item')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/listed$/)
})

test('a sale says so with Undo, which puts the item back as it was; the next sale starts at the last marketplace', async ({
  page,
  signedIn: _signedIn,
}) => {
  await addItems(page, [
    { sku: 'SELL-1', status: 'listed', salePrice: '20.00' },
    { sku: 'SELL-2', status: 'listed' },
  ])
  await page.goto('/listed')
  await page.getByRole('button', { name: 'Cards' }).click()
  await page.getByRole('button', { name: 'Mark as Sold SELL-1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Mark Item as Sold' })
  await expect(dialog.getByLabel('Marketplace')).toHaveValue('')
  await dialog.getByLabel('Sale Price').fill('35.00')
  await dialog.getByLabel('Marketplace').selectOption({ label: 'Poshmark' })
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click()
  await expect(dialog).toBeHidden()
  const sold = toast(page, 'SELL-1 marked as sold')
  await expect(sold).toBeVisible()
  await expect(page.getByRole('article', { name: /SELL-1/ })).toBeHidden()
  await saveScreen(page, 'rough-edges-sold-message', { fullPage: false })
  await sold.getByRole('button', { name: 'Undo' }).click()
  await expect(toast(page, 'SELL-1 is back in Listed')).toBeVisible()
  await expect(page.getByRole('article', { name: /SELL-1/ })).toBeVisible()
  const back = (await (await page.request.get('/api/items?q=SELL-1&mode=sku')).json()) as {
    rows: { status: string; soldDate: string | null; salePrice: number; marketplace: string | null }[]
  }
  expect(back.rows[0]).toMatchObject({ status: 'listed', soldDate: null, salePrice: 2000, marketplace: null })

  // The next sale starts at Poshmark, the marketplace of the last one.
  await page.getByRole('button', { name: 'Mark as Sold SELL-2' }).click()
  await expect(dialog.getByLabel('Marketplace')).toHaveValue('poshmark')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
})

test('a status change and a delete say so with Undo; a delete not undone is gone for good', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(90_000)
  await addItems(page, [{ sku: 'MOVE-1' }, { sku: 'GONE-1' }, { sku: 'GONE-2' }])
  await page.goto('/unlisted')
  await page.getByRole('button', { name: 'Cards' }).click()
  await expect(shell.link('Unlisted Items')).toHaveText(/3$/)

  await page.getByLabel('Status of MOVE-1').selectOption('listed')
  const moved = toast(page, 'MOVE-1 moved to Listed')
  await expect(moved).toBeVisible()
  await expect(page.getByRole('article', { name: /MOVE-1/ })).toBeHidden()
  await moved.getByRole('button', { name: 'Undo' }).click()
  await expect(toast(page, 'MOVE-1 is back in Unlisted')).toBeVisible()
  await expect(page.getByRole('article', { name: /MOVE-1/ })).toBeVisible()
  expect(await statusOf(page, 'MOVE-1')).toBe('unlisted')

  const confirm = page.getByRole('alertdialog')
  await page.getByRole('button', { name: 'Delete GONE-1' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  const deleted = toast(page, 'GONE-1 deleted')
  await expect(deleted).toBeVisible()
  // Gone from the list and the counts at once, before the delete is sent.
  await expect(page.getByRole('article', { name: /GONE-1/ })).toBeHidden()
  await expect(shell.link('Unlisted Items')).toHaveText(/2$/)
  await deleted.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('article', { name: /GONE-1/ })).toBeVisible()
  await expect(shell.link('Unlisted Items')).toHaveText(/3$/)
  expect(await statusOf(page, 'GONE-1')).toBe('unlisted')

  // Not undone: the delete is sent once the message has had its time.
  await page.getByRole('button', { name: 'Delete GONE-2' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'GONE-2 deleted')).toBeVisible()
  await expect.poll(() => statusOf(page, 'GONE-2'), { timeout: 20_000 }).toBeNull()
  await expect(shell.link('Unlisted Items')).toHaveText(/2$/)
  // Closed by hand, it is sent at once.
  await page.getByRole('button', { name: 'Delete GONE-1' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await toast(page, 'GONE-1 deleted').getByRole('button', { name: 'Close toast' }).click()
  await expect.poll(() => statusOf(page, 'GONE-1'), { timeout: 5_000 }).toBeNull()
})

test('a change of several items’ status says so; a disposal says so with Undo', async ({
  page,
  signedIn: _signedIn,
}) => {
  await addItems(page, [{ sku: 'MANY-1' }, { sku: 'MANY-2' }, { sku: 'GIVE-1' }])
  await page.goto('/unlisted')
  await page.getByRole('button', { name: 'Cards' }).click()
  await page.getByLabel('Select MANY-1').check()
  await page.getByLabel('Select MANY-2').check()
  await page.getByLabel('New status').selectOption('listed')
  await page.getByRole('button', { name: 'Change Status' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Change Status' }).click()
  await expect(toast(page, '2 items moved to Listed')).toBeVisible()
  expect(await statusOf(page, 'MANY-2')).toBe('listed')

  await page.getByLabel('Status of GIVE-1').selectOption('disposed')
  const dialog = page.getByRole('dialog', { name: 'Dispose of Item' })
  await dialog.getByLabel('Reason').selectOption({ label: 'Donated' })
  await dialog.getByRole('button', { name: 'Dispose of Item' }).click()
  await expect(dialog).toBeHidden()
  const disposed = toast(page, 'GIVE-1 moved to Disposed')
  await expect(disposed).toBeVisible()
  await expect(page.getByRole('article', { name: /GIVE-1/ })).toBeHidden()
  await disposed.getByRole('button', { name: 'Undo' }).click()
  await expect(toast(page, 'GIVE-1 is back in Unlisted')).toBeVisible()
  await expect(page.getByRole('article', { name: /GIVE-1/ })).toBeVisible()
  expect(await statusOf(page, 'GIVE-1')).toBe('unlisted')
})

test('saving an item says so, on the Add Item page and in the edit dialog', async ({
  page,
  signedIn: _signedIn,
}) => {
  await page.goto('/add-item')
  await page.getByRole('combobox', { name: 'Brand' }).fill('Gap')
  await page.getByRole('option', { name: 'Create "Gap"' }).click()
  await page.getByLabel('Description').fill('Hoodie')
  await page.getByRole('button', { name: 'Save Item' }).click()
  await expect(toast(page, 'Item saved')).toBeVisible()

  await addItems(page, [{ sku: 'EDIT-1' }])
  await page.goto('/unlisted')
  await page.getByRole('button', { name: 'Cards' }).click()
  await page.getByRole('button', { name: 'Edit EDIT-1' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Item' })
  await dialog.getByLabel('Description').fill('Jeans, 32 waist')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(toast(page, /Item saved.*EDIT-1/)).toBeVisible()
})

test('the CSV import goes to the list its items landed in', async ({ page, signedIn: _signedIn, shell }) => {
  await page.goto('/settings')
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import CSV' })
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'listed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'SKU,Brand,Description,Status\r\nCSV-1,Levi,Jeans,listed\r\nCSV-2,Gap,Tee,listed\r\n',
    ),
  })
  await dialog.getByRole('button', { name: 'Import Data' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'CSV import completed' })).toHaveText(
    'CSV import completed successfully! Redirecting to listed items...',
  )
  await expect(page).toHaveURL(/\/listed$/)
  await expect(shell.heading('Listed Items')).toBeVisible()
  await expect(page.getByText('2 of 2 listed items')).toBeVisible()
})

test('Quick Add keeps the store for the next item and goes back up to the photo buttons', async ({
  page,
  signedIn: _signedIn,
}) => {
  // A phone's window under its browser bars: the form is taller, so Save is reached by scrolling down.
  await page.setViewportSize({ width: 390, height: 600 })
  await page.goto('/quick-add')
  const form = page.getByRole('form', { name: 'Quick Add' })
  await form.getByLabel('Cost of Goods').fill('4.00')
  await form.getByRole('combobox', { name: 'Brand' }).fill('Gap')
  await page.getByRole('option', { name: 'Create "Gap"' }).click()
  await form.getByLabel('Description').fill('Hoodie')
  await form.getByRole('combobox', { name: 'Purchase Location' }).fill('Goodwill Elm St')
  await page.getByRole('option', { name: 'Create "Goodwill Elm St"' }).click()
  await form.getByRole('button', { name: 'Save Item' }).scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY), 'scrolled down to Save').toBeGreaterThan(0)
  await form.getByRole('button', { name: 'Save Item' }).click()
  await expect(toast(page, 'Item saved to Unlisted')).toBeVisible()

  // The next item: the store kept, the rest empty, the page back at the top with the photo buttons.
  await expect(form.getByRole('combobox', { name: 'Purchase Location' })).toHaveValue('Goodwill Elm St')
  await expect(form.getByLabel('Description')).toHaveValue('')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(form.getByText('Take Photo')).toBeInViewport()
  await savePhoneAndDark(page, 'rough-edges-quick-add-next', 'Quick Add after a save')

  await form.getByRole('combobox', { name: 'Brand' }).fill('Gap')
  await page.getByRole('option', { name: 'Gap', exact: true }).click()
  await form.getByLabel('Description').fill('Tee')
  await form.getByRole('button', { name: 'Save Item' }).click()
  await expect(form.getByLabel('Description')).toHaveValue('')
  const answer = await page.request.get('/api/items?status=unlisted&limit=5')
  const { rows } = (await answer.json()) as {
    rows: { description: string; purchaseLocation: string; purchaseDate: string }[]
  }
  expect(rows.map((row) => [row.description, row.purchaseLocation, row.purchaseDate]).sort()).toEqual([
    ['Hoodie', 'Goodwill Elm St', localToday()],
    ['Tee', 'Goodwill Elm St', localToday()],
  ])
})

test('Monthly Sales opens on the current month, though an earlier month has sales', async ({
  page,
  signedIn: _signedIn,
}) => {
  const year = thisYear()
  const month = new Date().getMonth() + 1
  // A sale in January (or, in January, in December of last year: the year then has no earlier month).
  await addItems(page, [
    {
      sku: 'MS-1',
      status: 'sold',
      salePrice: '30.00',
      purchaseDate: `${year - 1}-12-01`,
      soldDate: month === 1 ? `${year - 1}-12-15` : `${year}-01-15`,
    },
  ])
  await page.goto('/monthly-sales')
  // The year's report is summed by the database: on a busy machine it takes a while.
  await expect(page.getByRole('tablist', { name: 'Months' })).toBeVisible({ timeout: 30_000 })
  const current = new Date().toLocaleString('en-US', { month: 'long' })
  await expect(page.getByRole('tab', { name: new RegExp(`^${current}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  if (month !== 1)
    await expect(page.getByRole('tab', { name: /^January/ })).toHaveAttribute('aria-selected', 'false')
})

test('a sold item’s age is counted to its sale, not to today', async ({ page, signedIn: _signedIn }) => {
  await addItems(page, [
    {
      sku: 'AGE-1',
      brand: 'Gap',
      status: 'sold',
      salePrice: '30.00',
      purchaseDate: '2023-01-01',
      soldDate: '2023-08-01',
    },
  ])
  await page.goto('/sold')
  await page.getByRole('button', { name: 'Cards' }).click()
  // 212 days from purchase to sale: 7 months, however long ago that was.
  await expect(page.getByRole('article', { name: 'Gap AGE-1' })).toContainText('Age: 7 months')
})

test('at 1280 × 800 the sidebar’s last entry and its buttons are in reach without a scroll', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/settings')
  const nav = shell.nav
  const fits = await nav.evaluate((element) => element.scrollHeight <= element.clientHeight)
  expect(fits, 'the sidebar’s links fit without scrolling').toBe(true)
  await expect(shell.link('Settings')).toBeInViewport({ ratio: 1 })
  await expect(shell.signOutButton).toBeInViewport({ ratio: 1 })
  await saveScreen(page, 'rough-edges-sidebar-1280x800', { fullPage: false })
})

test('a picker asks before creating a name that is the start of one it offers', async ({
  page,
  signedIn: _signedIn,
}) => {
  const answer = await page.request.post('/api/purchase-locations', { data: { name: 'Goodwill Elm St' } })
  expect(answer.status()).toBe(201)
  await page.goto('/add-item')
  const location = page.getByRole('combobox', { name: 'Purchase Location' })
  await location.fill('Goodw')
  await expect(page.getByRole('option', { name: 'Goodwill Elm St' })).toBeVisible()
  await page.getByLabel('Description').click()
  await expect(location).toHaveValue('Goodw')
  const question = page.getByRole('status').filter({ hasText: 'Did you mean' })
  await expect(question).toHaveText('Did you mean Goodwill Elm St?')
  await savePhoneAndDark(page, 'rough-edges-near-miss', 'a picker’s near miss', { fullPage: false })
  await question.getByRole('button', { name: 'Use Goodwill Elm St' }).click()
  await expect(location).toHaveValue('Goodwill Elm St')
  await expect(question).toBeHidden()
})

test('on a phone the generated SKU shows whole in its field', async ({ page, signedIn: _signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/add-item')
  const sku = page.getByLabel('SKU', { exact: true })
  // The widest SKU the generator makes: its random part of W's, the widest letter.
  await expect(sku).toHaveValue(/^UL-\d{6}-\d{6}-\d{3}-[A-Z0-9]{4}$/)
  const widest = ((await sku.inputValue()).slice(0, -4) + 'WWWW').replace(/\d/g, '0')
  await sku.fill(widest)
  const cut = await sku.evaluate((input) => input.scrollWidth - input.clientWidth)
  expect(cut, `"${widest}" is cut by ${cut} px`).toBeLessThanOrEqual(0)
  await saveScreen(page, 'rough-edges-add-item-sku-390', { fullPage: false })
})

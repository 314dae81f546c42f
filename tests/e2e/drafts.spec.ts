import type { Dialog, Page } from '@playwright/test'

import { expect, newAccount, savePhoneAndDark, saveScreen, test } from './fixtures'
import type { AppShell } from './pages/app-shell'
import type { SignInScreen } from './pages/sign-in-screen'

const OFFER = 'Unsaved changes from before'
const QUESTION = 'Are you sure you want to leave this form? Your unsaved changes will be lost.'

/** Click a field with the mouse and type into it, as a person moving from field to field does. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click()
  await page.keyboard.type(text)
}

/** Reload, answering the browser's own 'Leave site?' question with Leave. */
async function reloadLeaving(page: Page): Promise<void> {
  const asked: string[] = []
  const onDialog = (dialog: Dialog) => {
    asked.push(dialog.type())
    void dialog.accept()
  }
  page.on('dialog', onDialog)
  await page.reload()
  page.off('dialog', onDialog)
  expect(asked, 'the browser asks before a reload throws away a changed form').toEqual(['beforeunload'])
}

async function openAddItem(page: Page, shell: AppShell): Promise<void> {
  await shell.sidebar.getByRole('link', { name: 'Add Item' }).click()
  await expect(shell.heading('Add New Item')).toBeVisible()
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(/^UL-/)
}

test('Add New Item: Back asks, a reload offers the draft, Restore brings every value back, and it saves', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(120_000)
  const created = await page.request.post('/api/receipts', {
    data: { receiptNumber: 'R-DRAFT-1', vendor: 'Goodwill', purchaseDate: '2026-01-10' },
  })
  expect(created.status()).toBe(201)
  const { receipt } = (await created.json()) as { receipt: { id: string } }
  const receiptLabel = 'R-DRAFT-1 · Goodwill · 2026-01-10'
  await openAddItem(page, shell)

  // Half the form, with the mouse from field to field; a new brand and a new location on the way.
  const brand = page.getByRole('combobox', { name: 'Brand' })
  await brand.click()
  await page.keyboard.type('Levis')
  await page.getByRole('option', { name: 'Create "Levis"' }).click()
  await typeInto(page, 'Description', '501 jeans, W32 L30')
  await typeInto(page, 'Cost of Goods', '1,234.50')
  const location = page.getByRole('combobox', { name: 'Purchase Location' })
  await location.click()
  await page.keyboard.type('Goodwill Midtown')
  await page.getByRole('option', { name: 'Create "Goodwill Midtown"' }).click()
  await page.getByLabel('Status').selectOption('listed')
  await typeInto(page, 'Postage Cost', '4.25')
  // The receipt picker shows a label the form does not hold: it keeps the receipt's id.
  const receiptPicker = page.getByRole('combobox', { name: 'Receipt' })
  await receiptPicker.click()
  await page.keyboard.type('R-DRAFT')
  await page.getByRole('option', { name: receiptLabel }).click()
  await expect(receiptPicker).toHaveValue(receiptLabel)

  // Back asks in the app's own words; Keep Editing stays with everything typed.
  await page.goBack()
  await expect(shell.confirmDialog).toBeVisible()
  await expect(shell.confirmDialog.getByRole('heading', { name: 'Discard Changes' })).toBeVisible()
  await expect(shell.confirmDialog).toContainText(QUESTION)
  await saveScreen(page, 'drafts-leave-add-item', { fullPage: false })
  await savePhoneAndDark(page, 'drafts-leave-add-item', 'the question before leaving a changed form', {
    fullPage: false,
  })
  await page.emulateMedia({ colorScheme: 'light' })
  await shell.confirmDialog.getByRole('button', { name: 'Keep Editing' }).click()
  await expect(shell.confirmDialog).toBeHidden()
  await expect(page).toHaveURL(/\/add-item$/)
  await expect(page.getByLabel('Description')).toHaveValue('501 jeans, W32 L30')

  // A sidebar link asks too.
  await shell.link('Brands').click()
  await expect(shell.confirmDialog).toContainText(QUESTION)
  await shell.confirmDialog.getByRole('button', { name: 'Keep Editing' }).click()
  await expect(shell.heading('Add New Item')).toBeVisible()

  // A reload brings up the browser's question; the draft is offered on the page that comes back.
  await reloadLeaving(page)
  await expect(shell.heading('Add New Item')).toBeVisible()
  const offer = page.getByRole('region', { name: OFFER })
  await expect(offer).toBeVisible()
  await expect(page.getByLabel('Description')).toHaveValue('')
  await saveScreen(page, 'drafts-offer-add-item')
  await savePhoneAndDark(page, 'drafts-offer-add-item', 'the offer of a draft on Add New Item')
  await page.emulateMedia({ colorScheme: 'light' })

  await offer.getByRole('button', { name: 'Restore Changes' }).click()
  await expect(offer).toBeHidden()
  // The SKU was not typed, so the page's newly offered one stays; everything typed comes back.
  const sku = await page.getByLabel('SKU', { exact: true }).inputValue()
  expect(sku).toMatch(/^UL-/)
  await expect(brand).toHaveValue('Levis')
  await expect(page.getByLabel('Description')).toHaveValue('501 jeans, W32 L30')
  await expect(page.getByLabel('Cost of Goods')).toHaveValue('1,234.50')
  await expect(location).toHaveValue('Goodwill Midtown')
  await expect(page.getByLabel('Status')).toHaveValue('listed')
  await expect(page.getByLabel('Postage Cost')).toHaveValue('4.25')
  await expect(receiptPicker).toHaveValue(receiptLabel)

  await page.getByRole('button', { name: 'Save Item' }).click()
  await expect(shell.heading('Dashboard')).toBeVisible()
  await expect(shell.link('Listed Items')).toHaveAccessibleName('Listed Items 1')
  const items = await (await page.request.get('/api/items?status=listed')).json()
  expect(items.rows).toMatchObject([
    {
      sku,
      brand: 'Levis',
      description: '501 jeans, W32 L30',
      costOfGoods: 123_450,
      purchaseLocation: 'Goodwill Midtown',
      postageCost: 425,
      receiptId: receipt.id,
    },
  ])

  // Saved, the draft is gone: the form opens empty, and leaving it asks nothing.
  await openAddItem(page, shell)
  await expect(page.getByLabel('Description')).toHaveValue('')
  await expect(page.getByRole('region', { name: OFFER })).toHaveCount(0)
  await page.goBack()
  await expect(shell.heading('Dashboard')).toBeVisible()
})

test('an edit dialog: Escape and Back ask, a reload keeps its draft for when it opens again', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  test.setTimeout(120_000)
  const created = await page.request.post('/api/expenses', {
    data: {
      vendor: 'Uline',
      description: 'Bubble mailers',
      category: 'shipping_supplies',
      amount: 2499,
      date: '2026-01-10',
    },
  })
  expect(created.status()).toBe(201)
  await shell.link('External Purchases').click()
  const card = page.getByRole('article').filter({ hasText: 'Bubble mailers' })
  const edit = page.getByRole('dialog', { name: 'Edit Expense' })
  const amount = edit.getByLabel('Amount')

  // Changed, Escape asks; Keep Editing keeps the dialog and what was typed.
  await card.getByRole('button', { name: /^Edit/ }).click()
  await amount.click()
  await amount.press('ControlOrMeta+a')
  await page.keyboard.type('26.50')
  await page.keyboard.press('Escape')
  await expect(shell.confirmDialog).toContainText(QUESTION)
  await saveScreen(page, 'drafts-leave-dialog', { fullPage: false })
  await shell.confirmDialog.getByRole('button', { name: 'Keep Editing' }).click()
  await expect(edit).toBeVisible()
  await expect(amount).toHaveValue('26.50')

  // Back asks as well, and staying keeps the dialog open.
  await page.goBack()
  await expect(shell.confirmDialog).toContainText(QUESTION)
  await shell.confirmDialog.getByRole('button', { name: 'Keep Editing' }).click()
  await expect(edit).toBeVisible()
  await expect(page).toHaveURL(/\/expenses$/)

  // The close button, confirmed, closes it and throws the change away: it opens as stored, offering nothing.
  await edit.getByRole('button', { name: 'Close' }).click()
  await shell.confirmDialog.getByRole('button', { name: 'Discard Changes' }).click()
  await expect(edit).toBeHidden()
  await card.getByRole('button', { name: /^Edit/ }).click()
  await expect(amount).toHaveValue('24.99')
  await expect(edit.getByRole('region', { name: OFFER })).toHaveCount(0)

  // Changed again, then the page reloads: the dialog is gone, its draft is not.
  await edit.getByLabel('Description').click()
  await page.keyboard.type(', 100 pack')
  await amount.click()
  await amount.press('ControlOrMeta+a')
  await page.keyboard.type('26.50')
  const tags = edit.getByRole('textbox', { name: 'Tags' })
  await tags.click()
  await page.keyboard.type('packing')
  await page.keyboard.press('Enter')
  await reloadLeaving(page)
  await expect(shell.heading('External Purchases')).toBeVisible()
  await expect(edit).toBeHidden()

  await card.getByRole('button', { name: /^Edit/ }).click()
  const offer = edit.getByRole('region', { name: OFFER })
  await expect(offer).toBeVisible()
  // The answer comes first: focus is on it, not in a field that would open its list.
  await expect(offer.getByRole('button', { name: 'Restore Changes' })).toBeFocused()
  await expect(amount).toHaveValue('24.99')
  await saveScreen(page, 'drafts-offer-dialog', { fullPage: false })
  await savePhoneAndDark(page, 'drafts-offer-dialog', 'the offer of a draft in a dialog', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await offer.getByRole('button', { name: 'Restore Changes' }).click()
  await expect(amount).toHaveValue('26.50')
  await expect(edit.getByLabel('Description')).toHaveValue('Bubble mailers, 100 pack')
  await expect(edit.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['packing'])
  await edit.getByRole('button', { name: 'Update Expense' }).click()
  await expect(edit).toBeHidden()
  await expect(card).toContainText('$26.50')
  await expect(card).toContainText('packing')

  await card.getByRole('button', { name: /^Edit/ }).click()
  await expect(amount).toHaveValue('26.50')
  await expect(edit.getByRole('region', { name: OFFER })).toHaveCount(0)
  // Unchanged, it closes without a question.
  await edit.getByRole('button', { name: 'Cancel' }).click()
  await expect(edit).toBeHidden()
  await expect(shell.confirmDialog).toHaveCount(0)
})

test('Quick Add rows count as unsaved: closing the receipt asks, and Cancel All asks in the same way', async ({
  page,
  signedIn: _signedIn,
  shell,
}) => {
  const created = await page.request.post('/api/receipts', {
    data: { receiptNumber: 'HAUL-Q', vendor: 'Savers', purchaseDate: '2026-01-10' },
  })
  expect(created.status()).toBe(201)
  await shell.link('Inventory Receipts').click()
  await page.getByRole('button', { name: 'View receipt HAUL-Q' }).click()
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await detail.getByRole('button', { name: 'Quick Add' }).click()
  const quick = detail.getByRole('region', { name: 'Quick Add' })
  const description = quick.getByRole('group', { name: 'Row 1' }).getByLabel('Description')
  await description.click()
  await page.keyboard.type('Wool coat')

  await detail.getByRole('button', { name: 'Close' }).click()
  await expect(shell.confirmDialog).toContainText(QUESTION)
  await shell.confirmDialog.getByRole('button', { name: 'Keep Editing' }).click()
  await expect(detail).toBeVisible()
  await expect(description).toHaveValue('Wool coat')

  // Cancel All keeps the spec's question; its other button is named for staying too.
  await quick.getByRole('button', { name: 'Cancel All' }).click()
  await expect(shell.confirmDialog).toContainText('All unsaved line items will be lost.')
  await shell.confirmDialog.getByRole('button', { name: 'Keep Editing' }).click()
  await expect(description).toHaveValue('Wool coat')
  await quick.getByRole('button', { name: 'Cancel All' }).click()
  await shell.confirmDialog.getByRole('button', { name: 'Cancel All' }).click()
  await expect(quick).toBeHidden()

  // Nothing typed is left: the receipt closes without a question.
  await detail.getByRole('button', { name: 'Close' }).click()
  await expect(detail).toBeHidden()
  await expect(shell.confirmDialog).toHaveCount(0)
})

test("another account signing in on the same tab never sees the first one's draft; sign-out forgets it", async ({
  page,
  signedIn: first,
  shell,
  signInScreen,
}) => {
  test.setTimeout(120_000)
  await openAddItem(page, shell)
  await typeInto(page, 'Description', "First account's jacket")
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('frogwalk.draft.'))),
    )
    .toHaveLength(1)

  // The first account's session ends without a sign-out (it expired); the tab goes back to sign-in.
  await page.context().clearCookies()
  await reloadLeaving(page)
  await expect(signInScreen.heading()).toBeVisible()

  const second = newAccount()
  await signInScreen.signUp(second.email, second.password)
  await expect(signInScreen.notice).toBeVisible()
  await signIn(signInScreen, second.email, second.password)
  await expect(shell.heading('Add New Item')).toBeVisible()
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(/^UL-/)
  await expect(page.getByLabel('Description')).toHaveValue('')
  await expect(page.getByRole('region', { name: OFFER })).toHaveCount(0)

  // Back to the first account, its session ended the same way: its draft waited for it.
  await page.context().clearCookies()
  await page.reload()
  await signIn(signInScreen, first.email, first.password)
  await expect(shell.heading('Add New Item')).toBeVisible()
  const offer = page.getByRole('region', { name: OFFER })
  await expect(offer).toBeVisible()
  await offer.getByRole('button', { name: 'Restore Changes' }).click()
  await expect(page.getByLabel('Description')).toHaveValue("First account's jacket")

  // Signing out forgets every draft of the tab.
  await shell.signOut({ accept: true })
  await expect(signInScreen.heading()).toBeVisible()
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('frogwalk.draft.'))),
  ).toEqual([])
  await signIn(signInScreen, first.email, first.password)
  await expect(shell.heading('Add New Item')).toBeVisible()
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue(/^UL-/)
  await expect(page.getByRole('region', { name: OFFER })).toHaveCount(0)
})

async function signIn(signInScreen: SignInScreen, email: string, password: string): Promise<void> {
  await signInScreen.signIn(email, password)
  await expect(signInScreen.heading()).toBeHidden()
}

import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

test('a year closed on the Tax Summary keeps its expenses as filed until it is reopened', async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(240_000)
  const year = new Date().getFullYear() - 1
  const stored = await page.request.post('/api/expenses', {
    data: {
      vendor: 'Uline',
      description: 'Bubble mailers',
      category: 'shipping_supplies',
      amount: '24.99',
      date: `${year}-05-05`,
    },
  })
  expect(stored.status()).toBe(201)

  // Close the year, after a confirmation that says what closing does.
  await page.goto(`/yearly-taxes?year=${year}`)
  await expect(shell.heading(`${year} Tax Summary`)).toBeVisible()
  const section = page.getByRole('region', { name: 'Closing After Filing' })
  await expect(section.getByText('No year has been closed yet.')).toBeVisible()
  await section.getByRole('button', { name: `Close ${year}` }).click()
  await expect(shell.confirmDialog).toContainText('can then no longer be added, changed or deleted')
  await expectAccessible(page, 'the question before closing a year')
  await saveScreen(page, 'closed-year-confirm', { fullPage: false })
  await shell.confirmDialog.getByRole('button', { name: 'Close Year' }).click()
  await expect(section.getByText(/^Closed on /).first()).toBeVisible()
  await expect(section.getByRole('button', { name: `Reopen ${year}` })).toBeVisible()
  await expect(section.getByRole('listitem')).toHaveCount(1)
  await saveScreen(page, 'closed-year')
  await expectAccessible(page, 'a closed year on the tax summary')
  await savePhoneAndDark(page, 'closed-year', 'a closed year on the tax summary')
  await page.emulateMedia({ colorScheme: 'light' })

  // The year's expense shows read-only, with the notice at the top and no Save.
  await page.goto('/expenses')
  const card = page.getByRole('article').filter({ hasText: 'Bubble mailers' })
  await card.getByRole('button', { name: /^Edit/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Expense' })
  await expect(edit.getByRole('note')).toContainText(`${year} is closed. Reopen it on the Tax Summary`)
  await expect(edit.getByLabel('Amount')).toBeDisabled()
  await expect(edit.getByLabel('Date')).toBeDisabled()
  await expect(edit.getByRole('button', { name: 'Update Expense' })).toHaveCount(0)
  await saveScreen(page, 'closed-year-expense', { fullPage: false })
  await expectAccessible(page, 'an expense of a closed year')
  await savePhoneAndDark(page, 'closed-year-expense', 'an expense of a closed year', { fullPage: false })
  await page.emulateMedia({ colorScheme: 'light' })
  await edit.getByRole('button', { name: 'Close' }).first().click()
  await expect(edit).toBeHidden()

  // A new expense dated in the closed year: the date shows the error at once; the server refuses it too.
  await page.getByRole('button', { name: 'Add Expense' }).first().click()
  const add = page.getByRole('dialog', { name: 'Add Expense' })
  await add.getByLabel('Date').fill(`${year}-06-01`)
  const dateError = `${year} is closed: reopen it on the Tax Summary to add records dated in it.`
  await expect(add.getByText(dateError)).toBeVisible()
  await expect(add.getByLabel('Date')).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, 'a new expense dated in a closed year')
  await saveScreen(page, 'closed-year-new-expense', { fullPage: false })
  await add.getByLabel('Vendor', { exact: true }).fill('Uline')
  await add.getByLabel('Description').fill('Tape')
  await add.getByLabel('Amount').fill('5.00')
  consoleWatch.allow(/Failed to load resource: the server responded with a status of 409/)
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/expenses') && response.request().method() === 'POST',
  )
  await add.getByRole('button', { name: 'Add Expense' }).click()
  expect((await answer).status()).toBe(409)
  await expect(add.getByText(dateError)).toBeVisible()
  await add.getByLabel('Date').fill(`${year + 1}-01-02`)
  await expect(add.getByText(dateError)).toHaveCount(0)
  await add.getByRole('button', { name: 'Cancel' }).click()
  await shell.confirmDialog.getByRole('button', { name: 'Discard Changes' }).click()

  // The closed year's business use shows on its Odometer page, not offered to change; Settings' holds from
  // the current year on (decision 026).
  await page.goto(`/odometer?year=${year}`)
  const info = page.getByRole('region', { name: 'Business Mileage Deduction Info' })
  await expect(info).toContainText(`${year} is closed`)
  await expect(info.getByRole('button', { name: /^Change the business use/ })).toHaveCount(0)
  await saveScreen(page, 'closed-year-odometer', { fullPage: false })
  await page.goto(`/odometer?year=${year + 1}`)
  await expect(info.getByRole('button', { name: `Change the business use in ${year + 1}` })).toBeVisible()
  await page.goto('/settings')
  await expect(
    page.getByText(`Share of your driving that is for the business, from ${year + 1} on`),
  ).toBeVisible()

  // Reopen, confirmed; the history keeps the closing with its reopening, and the expense can change again.
  await page.goto(`/yearly-taxes?year=${year}`)
  await section.getByRole('button', { name: `Reopen ${year}` }).click()
  await expect(shell.confirmDialog).toContainText(`Reopen ${year}?`)
  await expectAccessible(page, 'the question before reopening a year')
  await shell.confirmDialog.getByRole('button', { name: 'Reopen' }).click()
  await expect(section.getByRole('button', { name: `Close ${year}` })).toBeVisible()
  await expect(section.getByRole('listitem')).toContainText(/Reopened on /)
  await saveScreen(page, 'closed-year-reopened')

  await page.goto('/expenses')
  await card.getByRole('button', { name: /^Edit/ }).click()
  await expect(edit.getByRole('note')).toHaveCount(0)
  await edit.getByLabel('Amount').fill('25.99')
  await edit.getByRole('button', { name: 'Update Expense' }).click()
  await expect(edit).toBeHidden()
  await expect(card).toContainText('$25.99')
})

test('a receipt of a closed year shows its line items without a way to change them or delete the receipt', async ({
  page,
  signedIn: _signedIn,
}) => {
  const year = new Date().getFullYear() - 1
  const receipt = await page.request.post('/api/receipts', {
    data: {
      receiptNumber: 'FILED-1',
      vendor: 'Goodwill',
      purchaseDate: `${year}-03-03`,
      totalAmount: '4.00',
    },
  })
  expect(receipt.status()).toBe(201)
  const { receipt: created } = (await receipt.json()) as { receipt: { id: string } }
  const line = await page.request.post('/api/receipt-line-items', {
    data: { receiptId: created.id, description: 'Shirts', brand: 'Gap', quantity: '2', unitCost: '2.00' },
  })
  expect(line.status()).toBe(201)

  // Open, every action is there.
  await page.goto('/receipts')
  await page.getByRole('button', { name: 'View receipt FILED-1' }).click()
  const detail = page.getByRole('dialog', { name: 'Receipt Details' })
  await expect(detail.getByRole('button', { name: 'Add Line Item' })).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Convert Shirts' })).toBeVisible()
  await expect(detail.getByRole('button', { name: 'Delete Receipt' })).toBeEnabled()
  await expect(detail.getByRole('note')).toHaveCount(0)

  expect((await page.request.post(`/api/tax-years/${year}/close`)).status()).toBe(200)
  await page.reload()
  await page.getByRole('button', { name: 'View receipt FILED-1' }).click()
  await expect(detail.getByRole('note')).toContainText(`${year}`)
  await expect(detail.getByRole('listitem').filter({ hasText: 'Shirts' })).toBeVisible()
  for (const action of ['Add Line Item', 'Quick Add', 'Convert All', 'Convert Shirts'])
    await expect(detail.getByRole('button', { name: action })).toHaveCount(0)
  await expect(detail.getByRole('button', { name: /line item Shirts/ })).toHaveCount(0)
  await expect(detail.getByRole('button', { name: 'Delete Receipt' })).toBeDisabled()
  await savePhoneAndDark(page, 'closed-year-receipt', 'a receipt of a closed year', { fullPage: false })
})

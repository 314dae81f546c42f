import { expectAccessible } from './accessibility'
import { expect, savePhoneAndDark, saveScreen, test } from './fixtures'

test('odometer readings across months with every status, the duplicate date and the delete confirmation', async ({
  page,
  signedIn: _signedIn,
  shell,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  // The duplicate date below is refused by the server on purpose.
  consoleWatch.allow(/status of 409 \(Conflict\)/)
  await page.request.patch('/api/settings', { data: { businessMileagePercentage: '80' } })
  await page.goto('/odometer')
  await expect(shell.heading('Odometer Tracking')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No odometer readings yet' })).toBeVisible()
  await expect(page.getByText('20% personal use')).toBeVisible()

  // The first reading through the dialog: its rules, then saved.
  await page.getByRole('button', { name: 'Add First Reading' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Odometer Reading' })
  const submit = dialog.getByRole('button', { name: 'Add Reading' })
  await expect(submit).toBeDisabled() // no miles yet
  await dialog.getByLabel('Odometer Reading (miles)').fill('0')
  await expect(submit).toBeDisabled()
  await dialog.getByLabel('Reading Date').fill('')
  await dialog.getByLabel('Odometer Reading (miles)').fill('10000')
  await dialog.getByLabel('Reading Date').blur()
  await expect(dialog.getByText('Date is required')).toBeVisible()
  await expect(submit).toBeDisabled()
  await dialog.getByLabel('Reading Date').fill('2025-01-05')
  await expect(submit).toBeEnabled()
  await dialog.getByLabel('Odometer Photo URL').fill('https://photos.example/odo-jan.jpg')
  await dialog.getByLabel('Notes').fill('  Start of the year  ')
  await submit.click()
  await expect(dialog).toBeHidden()

  for (const [readingDate, odometerMiles] of [
    ['2025-02-03', '10500.5'],
    ['2025-04-10', '11000'],
    ['2025-12-01', '15000'],
    ['2026-01-02', '15250.3'],
  ] as const) {
    const created = await page.request.post('/api/odometer-readings', {
      data: { readingDate, odometerMiles },
    })
    expect(created.status()).toBe(201)
  }
  // Written past the page: read them afresh.
  await page.reload()

  // Any year: the picker goes to 2025.
  await page.getByLabel('Year', { exact: true }).selectOption('2025')
  await expect(page).toHaveURL(/year=2025/)
  // Settings' 80 % holds from the current year on; 2025 gets its own on its page (decision 026).
  const info = page.getByRole('region', { name: 'Business Mileage Deduction Info' })
  await expect(info).toContainText('Exclusively business use')
  await info.getByRole('button', { name: 'Change the business use in 2025' }).click()
  const businessUse = page.getByRole('dialog', { name: 'Business Use in 2025' })
  await expect(businessUse.getByLabel('Business use (%)')).toHaveValue('100')
  await businessUse.getByLabel('Business use (%)').fill('80')
  await businessUse.getByRole('button', { name: 'Save' }).click()
  await expect(businessUse).toBeHidden()
  await expect(info).toContainText('20% personal use')
  const table = page.getByRole('table', { name: 'Monthly Mileage Summary 2025' })
  const month = (name: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) })
  // January: 10,000.0 → 10,500.5 = 500.5 mi; 80% = 400.4 business miles; x $0.70 = $280.28.
  await expect(month('January')).toContainText('10,000.0')
  await expect(month('January')).toContainText('10,500.5')
  await expect(month('January')).toContainText('400.4')
  await expect(month('January')).toContainText('$280.28')
  await expect(month('January')).toContainText('Complete')
  await expect(month('February')).toContainText('Need Next Month')
  await expect(month('March')).toContainText('Need Reading')
  await expect(month('April')).toContainText('Need Next Month')
  await expect(month('May')).toContainText('No Data')
  await expect(month('November')).toContainText('Need Reading')
  // December ends at January of the next year: 250.3 mi, 200.2 business miles x $0.70 = $140.17.
  await expect(month('December')).toContainText('15,250.3')
  await expect(month('December')).toContainText('$140.17')
  await expect(month('December')).toContainText('Complete')
  await expect(info).toContainText('Standard Mileage Rate (2025)')
  await expect(info).toContainText('$0.70/mile')
  await expect(info).toContainText('$420.45')
  await expect(info).toContainText('6/12') // January to April, November and December
  const card = (label: string) => page.locator('dl > div').filter({ hasText: label })
  await expect(card('Total Readings')).toContainText('5')
  await expect(card('Current Odometer')).toContainText('15,250.3')
  await expect(card('Yearly Miles Driven')).toContainText('750.8')
  await expect(card('Yearly Business Miles')).toContainText('600.6')
  await expect(card('Avg. Monthly Miles')).toContainText('375.4')
  await saveScreen(page, 'odometer-2025')
  await expectAccessible(page, 'the odometer page')

  // 2026 names both of its rates.
  await page.getByRole('button', { name: 'Next year' }).click()
  await expect(info).toContainText('$0.725/mile (January–June)')
  await expect(info).toContainText('$0.76/mile (July–December)')
  await page.getByRole('button', { name: 'Previous year' }).click()

  // The readings, newest first, with the photo link opening in a new tab.
  const readings = page.getByRole('list', { name: 'All readings' }).getByRole('article')
  await expect(readings).toHaveCount(5)
  await expect(readings.first()).toContainText('15,250.3 miles')
  const january = readings.filter({ hasText: 'Sunday, January 5, 2025' })
  await expect(january).toContainText('Start of the year')
  await expect(january.getByRole('link', { name: 'Photo' })).toHaveAttribute('target', '_blank')
  await expect(january.getByRole('link', { name: 'Photo' })).toHaveAttribute(
    'href',
    'https://photos.example/odo-jan.jpg',
  )

  // A second reading on a date: refused with the spec's message, once, at the date; what was typed stays.
  await page.getByRole('button', { name: 'Add Reading' }).first().click()
  const duplicate = page.getByRole('dialog', { name: 'Add Odometer Reading' })
  await duplicate.getByLabel('Reading Date').fill('2025-02-03')
  await duplicate.getByLabel('Odometer Reading (miles)').fill('10600')
  await duplicate.getByRole('button', { name: 'Add Reading' }).click()
  await expect(
    duplicate.getByText('A reading for this date already exists. Each date can only have one reading.'),
  ).toBeVisible()
  await expect(duplicate.getByText('A reading for this date already exists.', { exact: false })).toHaveCount(
    1,
  )
  await expect(duplicate.getByRole('alert')).toHaveCount(0)
  await expect(duplicate.getByLabel('Reading Date')).toHaveAttribute('aria-invalid', 'true')
  await expect(duplicate.getByLabel('Odometer Reading (miles)')).toHaveValue('10600')
  await expect(duplicate.getByRole('button', { name: 'Add Reading' })).toBeDisabled()
  await saveScreen(page, 'odometer-duplicate-date', { fullPage: false })
  // Another date fills in March: February becomes Complete, March needs the next month.
  await duplicate.getByLabel('Reading Date').fill('2025-03-02')
  await duplicate.getByRole('button', { name: 'Add Reading' }).click()
  await expect(duplicate).toBeHidden()
  await expect(month('February')).toContainText('Complete')
  await expect(month('March')).toContainText('Complete')

  // Edit a reading.
  await page.getByRole('button', { name: 'Edit the reading of Sunday, March 2, 2025' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Odometer Reading' })
  await expect(edit.getByLabel('Odometer Reading (miles)')).toHaveValue('10600')
  await edit.getByLabel('Odometer Reading (miles)').fill('10650.5')
  await edit.getByRole('button', { name: 'Update Reading' }).click()
  await expect(edit).toBeHidden()
  await expect(readings.filter({ hasText: 'Sunday, March 2, 2025' })).toContainText('10,650.5 miles')

  // Phone and dark.
  await savePhoneAndDark(page, 'odometer-2025', 'the odometer page')

  // Delete asks with the reading's date; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete the reading of Sunday, March 2, 2025' }).click()
  await expect(shell.confirmDialog).toContainText(
    'Are you sure you want to delete the odometer reading from Sunday, March 2, 2025?',
  )
  await shell.confirmDialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(readings).toHaveCount(6)
  await page.getByRole('button', { name: 'Delete the reading of Sunday, March 2, 2025' }).click()
  await shell.confirmDialog.getByRole('button', { name: 'Delete' }).click()
  await expect(readings).toHaveCount(5)
  await expect(month('February')).toContainText('Need Next Month')
})

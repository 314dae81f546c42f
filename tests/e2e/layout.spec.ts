import { readFileSync } from 'node:fs'

import type { Page } from '@playwright/test'
import Papa from 'papaparse'

import { gradientPng } from '../helpers/png'

import { expect, saveScreen, test } from './fixtures'
import { layoutProblems } from './layout-check'
import { PAGES } from './pages/routes'

/**
 * The layout probe: every screen and its dialogs (the item questions, the receipts', vendors', odometer's and
 * Settings' forms, closing and reopening a year, Scan barcode without a camera, the Sign Out question), the sales import's steps (a file of an unknown layout mapped,
 * with a column chosen twice and a required one left out, previewed, a sale matched by hand, imported, and
 * imported again with its saved mapping) and the sign-in screen, at 1280 and 390 px, light and dark, on an
 * account with ordinary figures and on one with the largest a form allows ($9,999,999.99 in every money field,
 * the longest names), each held to `layoutProblems` (figures whole and on one line, clipped content showing
 * that it scrolls, every action in reach, no "…" without the whole text). `LAYOUT_DEEP=1` adds the remaining
 * dialogs and both presentations of every item list.
 */

const DEEP = process.env.LAYOUT_DEEP === '1'
const YEAR = new Date().getFullYear()
const LAST_YEAR = YEAR - 1
const MAX = '9999999.99'
/** The sold item the seed records refunds on. */
const REFUNDED_SKU = 'SO-261126-114912-000-AB12'
/** An unlisted item with photos, the longest brand and description, which no sale of the mapped file takes. */
const UNLISTED_SKU = 'UL-261126-114912-000-AB12'

type Figures = 'ordinary' | 'largest'

const localDay = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date()
    date.setDate(date.getDate() + offset)
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  }, days)

/** A few records of every kind, their money at ordinary amounts or at the largest the forms allow. */
async function seed(page: Page, baseURL: string, figures: Figures) {
  const big = figures === 'largest'
  const money = (ordinary: string) => (big ? MAX : ordinary)
  const today = await localDay(page, 0)
  const earlier = await localDay(page, -40)
  const lastYear = Number(today.slice(0, 4)) - 1
  const item = (prefix: string, index: number, fields: Record<string, string>) => ({
    sku: `${prefix}-261126-114912-${String(index).padStart(3, '0')}-AB12`,
    brand: index % 2 === 0 ? 'Louis Vuitton Malletier' : "Levi's",
    description:
      index % 2 === 0
        ? 'Keepall Bandoulière Monogram Eclipse canvas travel bag with strap and lock'
        : 'Jeans 501 Original Fit, dark wash',
    location: index % 2 === 0 ? 'Goodwill Outlet Superstore Elm Street' : 'Salvation Army',
    date: '2026-01-03',
    cost: money('12.50'),
    price: money('48.00'),
    status: 'unlisted',
    soldDate: '',
    postageCost: '',
    postageCharged: '',
    generalFees: '',
    promoFees: '',
    disposedDate: '',
    disposalReason: '',
    ...fields,
  })
  const sold = (index: number, soldDate: string) =>
    item('SO', index, {
      status: 'sold',
      soldDate,
      postageCost: money('7.95'),
      postageCharged: money('8.50'),
      generalFees: money('6.21'),
      promoFees: money('2.40'),
    })
  const rows = [
    ...[0, 1, 2].map((n) => item('UL', n, {})),
    ...[0, 1, 2].map((n) => item('LI', n, { status: 'listed' })),
    sold(0, today),
    sold(1, today),
    sold(2, earlier),
    // Sold last year at $0 cost: the year's Close dialog asks about it first, and Needs Cost lists it.
    { ...sold(3, `${lastYear}-06-15`), date: `${lastYear}-02-01`, cost: '' },
    ...[0, 1].map((n) => item('DF', n, { status: 'defective' })),
    item('DI', 0, { status: 'disposed', disposedDate: today, disposalReason: 'donated' }),
  ]
  const imported = await page.request.post('/api/import/items', {
    data: Papa.unparse(rows),
    headers: { Origin: baseURL, 'content-type': 'text/csv' },
  })
  expect(imported.ok(), await imported.text()).toBe(true)

  // Photos on two unlisted items: the table gains its photo column.
  const unlisted = await page.request.get('/api/items?status=unlisted&limit=10')
  const ids = ((await unlisted.json()) as { rows: { id: string }[] }).rows.map((row) => row.id)
  for (const itemId of ids.slice(0, 2)) {
    const upload = await page.request.post('/api/files', {
      multipart: {
        itemId,
        file: { name: 'photo.png', mimeType: 'image/png', buffer: gradientPng(120, 90) },
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
  }
  // Two refunds on the first sale of today, an allowance and a return: the Refunds dialog lists them.
  const soldList = await page.request.get('/api/items?status=sold&limit=10')
  const refunded = ((await soldList.json()) as { rows: { id: string; sku: string }[] }).rows.find(
    (row) => row.sku === REFUNDED_SKU,
  )
  expect(refunded, `${REFUNDED_SKU} among the sold items`).toBeDefined()
  for (const [kind, amount] of [
    ['allowance', money('5.00')],
    ['return', money('20.00')],
  ] as const) {
    const refund = await page.request.post(`/api/items/${refunded?.id}/refunds`, {
      data: { refundDate: today, amount, kind },
    })
    expect(refund.status(), await refund.text()).toBe(201)
  }
  const posts: [string, Record<string, unknown>][] = [
    [
      '/api/vendor-categories',
      {
        name: 'Shipping and Packaging Supplies',
        description: 'Poly mailers, boxes, tape, labels and bubble wrap from every supplier',
        color: '#10B981',
      },
    ],
    ['/api/vendors', { name: 'Uline Shipping Supplies', category: 'Shipping and Packaging Supplies' }],
    [
      '/api/expenses',
      {
        vendor: 'Uline Shipping Supplies',
        description: 'Poly mailers 10x13, 500 count',
        category: 'shipping_supplies',
        amount: money('54.99'),
        date: today,
      },
    ],
    [
      '/api/expenses',
      {
        vendor: 'Canva',
        description: 'Subscription',
        category: 'software',
        amount: money('12.99'),
        date: earlier,
      },
    ],
    ['/api/odometer-readings', { readingDate: `${today.slice(0, 4)}-01-01`, odometerMiles: '41250.3' }],
    ['/api/odometer-readings', { readingDate: today, odometerMiles: big ? '99999999.9' : '43877.9' }],
  ]
  for (const [url, data] of posts) {
    const answer = await page.request.post(url, { data })
    expect(answer.status(), `${url}: ${await answer.text()}`).toBe(201)
  }
  const receipt = await page.request.post('/api/receipts', {
    data: {
      receiptNumber: `GW-${today}-001`,
      vendor: 'Goodwill',
      location: 'Goodwill Outlet Superstore Elm Street',
      purchaseDate: today,
      totalAmount: money('43.17'),
      taxAmount: money('2.87'),
      travelDistance: big ? '99999999.9' : '12.4',
    },
  })
  expect(receipt.status(), await receipt.text()).toBe(201)
  const { receipt: created } = (await receipt.json()) as { receipt: { id: string } }
  const line = await page.request.post('/api/receipt-line-items', {
    data: {
      receiptId: created.id,
      description: 'Wool cardigan, cream, cable knit',
      brand: 'J.Crew',
      quantity: '1',
      unitCost: money('6.99'),
    },
  })
  expect(line.status(), await line.text()).toBe(201)
}

/** A step of a screen: what it does to show what is looked at next (a dialog, the next step of a form). */
type Open = (page: Page, figures: Figures) => Promise<void>

interface Screen {
  path: string
  /** What shows once the screen's figures are in. */
  ready: (page: Page) => Promise<void>
  /** Opens the dialog to look at, on the screen as loaded. */
  open?: Open
  /** What the screen shows next, each looked at in turn from where the one before it left the screen. */
  then?: { name: string; open: Open }[]
  name: string
  deep?: boolean
}

const heading = (text: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible()
}
const noneLoading = async (page: Page) => {
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0)
  await expect(page.getByRole('progressbar')).toHaveCount(0)
}
const opensDialog = (button: RegExp | string, dialog: RegExp | string) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click()
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible()
  await noneLoading(page)
}
/** The app's questions (a delete, closing a year) interrupt as alert dialogs. */
const opensQuestion = (button: RegExp | string, question: RegExp | string) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click()
  await expect(page.getByRole('alertdialog', { name: question })).toBeVisible()
}
/** Escape closes the dialog on top, as a person closes it before opening the next. */
const closesDialog = async (page: Page) => {
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog'))).toHaveCount(0)
}
const thenOpens =
  (open: Open): Open =>
  async (page, figures) => {
    await closesDialog(page)
    await open(page, figures)
  }
/** The name a mapping is saved as: the longest the field takes on the account of the largest figures. */
const mappingName = (figures: Figures) =>
  figures === 'largest'
    ? 'My shop at the weekend market and online: every sale, refund, fee and payout of the month, statement'
    : 'My shop'

/**
 * A file of a layout Frogwalk has never seen, of today's sales, at ordinary amounts or the largest a report
 * may print: a Row Type column (sales, a refund, a fee of no sale, a payout, a type the mapping ignores),
 * shipping and tax printed once per order on each line, three fee columns and one of ad fees. Its first sale's title
 * holds the words of a seeded item; its second, of two units, is refunded in part.
 */
function mappedFile(today: string, figures: Figures): string {
  const amount = (ordinary: string) => (figures === 'largest' ? MAX : ordinary)
  const keepall = 'Louis Vuitton Keepall Bandouliere 55 travel bag, monogram canvas, strap and lock included'
  return [
    'Kind,Ref,Line,When,What,Paid,Units,Ship,Tax,Cut,Processing,Listing,Promoted',
    `Sold,A-1,1,${today},"Levi's Jeans 501 Original Fit dark wash W32 L34",${amount('1019.98')},1,${amount('16.00')},${amount('83.12')},${amount('132.60')},${amount('30.89')},${amount('0.20')},${amount('20.40')}`,
    `Sold,A-1,2,${today},"${keepall}",${amount('48.00')},2,${amount('16.00')},${amount('83.12')},${amount('6.24')},${amount('1.74')},${amount('0.40')},${amount('0.96')}`,
    `Money back,A-1,,${today},"${keepall}",-${amount('24.00')},,,,,,,`,
    `Shop plan,,,${today},Store subscription,-${amount('7.95')},,,,,,,`,
    `To bank,,,${today},Payout,-${amount('1204.37')},,,,,,,`,
    `Mystery,X-9,,${today},Something else,${amount('1.00')},,,,,,,`,
  ].join('\n')
}

const mappedUpload = (today: string, figures: Figures) => ({
  name: 'my-shop-sales-and-payouts.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(mappedFile(today, figures)),
})
const mappingStep = (page: Page) => page.getByRole('region', { name: 'Map the columns' })

const SCREENS: Screen[] = [
  ...PAGES.map((screen) => ({ name: screen.path, path: screen.path, ready: heading(screen.heading) })),
  { name: '/disposed', path: '/disposed', ready: heading('Disposed Items') },
  { name: '/add-item', path: '/add-item', ready: heading('Add New Item') },
  { name: '/quick-add', path: '/quick-add', ready: heading('Quick Add') },
  { name: '/sync', path: '/sync', ready: heading('Waiting to Sync'), deep: true },
  { name: 'not found', path: '/no-such-screen', ready: heading('Page not found'), deep: true },
  {
    name: 'sales import preview',
    path: '/sales/import',
    ready: heading('Import Sales'),
    open: async (page) => {
      await page.getByLabel('Sales report file').setInputFiles({
        name: 'mercari.csv',
        mimeType: 'text/csv',
        buffer: readFileSync('src/domain/marketplaces/fixtures/mercari-sales-report.sample-fake.csv'),
      })
      await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible()
    },
  },
  {
    name: 'sales import mapping',
    path: '/sales/import',
    ready: heading('Import Sales'),
    open: async (page, figures) => {
      await page.getByLabel('Sales report file').setInputFiles(mappedUpload(await localDay(page, 0), figures))
      const mapping = mappingStep(page)
      await expect(mapping).toBeVisible()
      const choose = (label: string, column: string) =>
        mapping.getByLabel(label, { exact: true }).selectOption(column)
      await choose('Order ID', 'Ref')
      await choose('Line ID', 'Line')
      await choose('Sold Date (required)', 'When')
      await choose('Title', 'What')
      await choose('Quantity', 'Units')
      await choose('Sale Price (required)', 'Paid')
      await choose('Postage Charged', 'Ship')
      await mapping.getByLabel('Postage Charged is per order').check()
      await choose('Sales Tax', 'Tax')
      await mapping.getByLabel('Sales Tax is per order').check()
      await choose('Fees', 'Cut')
      await mapping.getByRole('button', { name: 'Add another column to Fees' }).click()
      await choose('Fees, column 2', 'Processing')
      await mapping.getByRole('button', { name: 'Add another column to Fees' }).click()
      await choose('Fees, column 3', 'Listing')
      await choose('Ad Fees', 'Promoted')
      await choose('Row Type', 'Kind')
      const types = mapping.getByRole('group', { name: 'What the rows of each Kind are' })
      await types.getByLabel('"Money back" rows').selectOption('refund')
      await types.getByLabel('"Shop plan" rows').selectOption('fee')
      await types.getByLabel('"To bank" rows').selectOption('payout')
      await mapping.getByLabel('Save mapping as').fill(mappingName(figures))
    },
    then: [
      {
        // A column chosen for two fields and one twice for a figure are said so; a required field left out
        // is refused by Preview Sales.
        name: 'sales import mapping, columns chosen twice',
        open: async (page) => {
          const mapping = mappingStep(page)
          await mapping.getByLabel('Ad Fees', { exact: true }).selectOption('Cut')
          await mapping.getByRole('button', { name: 'Add another column to Fees' }).click()
          await mapping.getByLabel('Fees, column 4', { exact: true }).selectOption('Processing')
          await mapping.getByLabel('Sale Price (required)', { exact: true }).selectOption('')
          await mapping.getByRole('button', { name: 'Preview Sales' }).click()
          const warning = mapping.getByRole('status', { name: 'Columns chosen more than once' })
          await expect(warning).toContainText(
            'The column "Cut" is chosen for Fees and Ad Fees: each of them reads it.',
          )
          await expect(warning).toContainText(
            'The column "Processing" is chosen twice for Fees: its amounts are added twice.',
          )
          await expect(mapping.getByText('Map Sale Price to preview the sales.')).toBeVisible()
        },
      },
      {
        // A sale matched, one to create, a refund against it, a fee (an expense), a payout, a row ignored.
        name: 'sales import mapped preview',
        open: async (page) => {
          const mapping = mappingStep(page)
          await mapping.getByLabel('Sale Price (required)', { exact: true }).selectOption('Paid')
          await mapping.getByLabel('Ad Fees', { exact: true }).selectOption('Promoted')
          await mapping.getByLabel('Fees, column 4', { exact: true }).selectOption('')
          await expect(mapping.getByRole('status', { name: 'Columns chosen more than once' })).toHaveCount(0)
          await page.getByRole('button', { name: 'Preview Sales' }).click()
          await expect(page.getByRole('table', { name: 'Sales in the file' })).toBeVisible()
          // Row 2's title is that of several seeded items: a sold item of its own, as for row 3.
          await page.getByRole('button', { name: 'Create sold item for row 2' }).click()
          await page.getByRole('button', { name: 'Create sold item for row 3' }).click()
          await expect(page.getByText(/^Records a refund of /)).toBeVisible()
          await expect(page.getByText(/^Records an expense of /)).toBeVisible()
          await expect(page.getByText(/^Keeps a payout of /)).toBeVisible()
          // Every row of the file has a title, the payout's its reference: none is 'No title'.
          await expect(page.getByText('No title')).toHaveCount(0)
        },
      },
      {
        name: 'match',
        open: async (page) => {
          await page.getByRole('button', { name: 'Choose item for row 3' }).click()
          const dialog = page.getByRole('dialog', { name: 'Match row 3' })
          await dialog.getByLabel('Search unsold items').fill('Keepall')
          await expect(
            dialog.getByRole('list', { name: 'Unsold items' }).getByRole('listitem'),
          ).not.toHaveCount(0)
          await noneLoading(page)
        },
      },
      {
        // What the import wrote: two sold items of its own, a refund, an expense, a payout; no seeded item sold.
        name: 'sales import complete',
        open: async (page) => {
          await closesDialog(page)
          await page
            .getByRole('region', { name: 'Import' })
            .getByRole('button', { name: 'Import', exact: true })
            .click()
          await expect(page.getByRole('region', { name: 'Import complete' })).toBeVisible()
        },
      },
      {
        // The same file again: its mapping is offered by the name it was saved as.
        name: 'sales import saved mapping',
        open: async (page, figures) => {
          await page.getByRole('button', { name: 'Import another file' }).click()
          await page
            .getByLabel('Sales report file')
            .setInputFiles(mappedUpload(await localDay(page, 0), figures))
          await expect(
            mappingStep(page).getByRole('button', { name: `Use saved mapping ${mappingName(figures)}` }),
          ).toBeVisible()
        },
      },
      {
        // Read with it, nothing in the file is new.
        name: 'sales import nothing new',
        open: async (page, figures) => {
          await mappingStep(page)
            .getByRole('button', { name: `Use saved mapping ${mappingName(figures)}` })
            .click()
          await page.getByRole('button', { name: 'Preview Sales' }).click()
          await expect(page.getByRole('region', { name: 'Preview' }).getByRole('status')).toContainText(
            'Nothing new in this file',
          )
        },
      },
    ],
  },
  {
    name: 'close a year',
    path: `/yearly-taxes?year=${LAST_YEAR}`,
    ready: heading(`${LAST_YEAR} Tax Summary`),
    // The app's questions interrupt as alert dialogs: items at $0 cost first, then the closing itself.
    open: opensQuestion(`Close ${LAST_YEAR}`, `Close ${LAST_YEAR} with items at $0 cost?`),
    then: [
      {
        name: 'close a year, the closing question',
        open: async (page) => {
          await page.getByRole('alertdialog').getByRole('button', { name: 'Close Anyway' }).click()
          await expect(
            page.getByRole('alertdialog', { name: `Close ${LAST_YEAR}`, exact: true }),
          ).toBeVisible()
        },
      },
      {
        name: 'a closed year',
        open: async (page) => {
          await page.getByRole('alertdialog').getByRole('button', { name: 'Close Year' }).click()
          await expect(page.getByRole('button', { name: `Reopen ${LAST_YEAR}` })).toBeVisible()
          await noneLoading(page)
        },
      },
      {
        name: 'reopen a year',
        open: opensQuestion(`Reopen ${LAST_YEAR}`, `Reopen ${LAST_YEAR}`),
      },
      {
        // Open again, with the closing and the reopening listed with their dates.
        name: 'a reopened year',
        open: async (page) => {
          await page.getByRole('alertdialog').getByRole('button', { name: 'Reopen', exact: true }).click()
          await expect(page.getByRole('button', { name: `Close ${LAST_YEAR}` })).toBeVisible()
          await noneLoading(page)
        },
      },
    ],
  },
  {
    name: 'mark as sold',
    path: '/listed',
    ready: heading('Listed Items'),
    open: opensDialog(/^Mark as Sold/, 'Mark Item as Sold'),
  },
  {
    name: 'refunds',
    path: '/sold',
    ready: heading('Sold Items'),
    open: opensDialog(`Refunds of ${REFUNDED_SKU}`, `Refunds of ${REFUNDED_SKU}`),
  },
  {
    name: 'edit item',
    path: '/unlisted',
    ready: heading('Unlisted Items'),
    open: opensDialog(/^Edit UL-/, /Edit Item/),
  },
  {
    // The delete question names the item; Dispose asks for the day and the reason; a phone's list options.
    name: 'item questions',
    path: '/unlisted',
    ready: heading('Unlisted Items'),
    open: opensQuestion(`Delete ${UNLISTED_SKU}`, /delete this item/),
    then: [
      {
        name: 'dispose',
        open: async (page) => {
          await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
          await expect(page.getByRole('alertdialog')).toHaveCount(0)
          await page.getByLabel(`Status of ${UNLISTED_SKU}`).selectOption('disposed')
          await expect(page.getByRole('dialog', { name: 'Dispose of Item' })).toBeVisible()
        },
      },
      {
        // Only a phone shows the button; the dialog stays open as the probe widens the window.
        name: 'list options',
        open: thenOpens(async (page) => {
          await page.setViewportSize({ width: 390, height: 844 })
          await opensDialog('List options', 'List Options')(page)
        }),
      },
    ],
  },
  {
    name: 'receipt',
    path: '/receipts',
    ready: heading('Inventory Receipts'),
    open: opensDialog(/^View receipt/, 'Receipt Details'),
    then: [
      {
        // Over the receipt's details, which stay open under it.
        name: 'add line item',
        open: async (page) => {
          await page
            .getByRole('dialog', { name: 'Receipt Details' })
            .getByRole('button', { name: 'Add Line Item' })
            .click()
          await expect(page.getByRole('dialog', { name: 'Add Line Item' })).toBeVisible()
        },
      },
      {
        name: 'quick add lines',
        open: async (page) => {
          await page.keyboard.press('Escape')
          await expect(page.getByRole('dialog', { name: 'Add Line Item' })).toHaveCount(0)
          const details = page.getByRole('dialog', { name: 'Receipt Details' })
          await details.getByRole('button', { name: 'Quick Add' }).click()
          await expect(details.getByRole('region', { name: 'Quick Add' })).toBeVisible()
        },
      },
    ],
  },
  {
    // Headless Chromium has no camera: the dialog as a person sees it who said no, with the SKU typed instead.
    name: 'scan barcode',
    path: '/unlisted',
    ready: heading('Unlisted Items'),
    open: opensDialog(/^Scan barcode$/, 'Scan barcode'),
  },
  {
    name: 'sign out question',
    path: '/',
    ready: heading('Dashboard'),
    open: opensQuestion(/^Sign Out$/, /sign out/i),
  },
  {
    name: 'add receipt',
    path: '/receipts',
    ready: heading('Inventory Receipts'),
    open: opensDialog(/^Add Receipt$/, 'Add Receipt'),
  },
  {
    name: 'add expense',
    path: '/expenses',
    ready: heading('External Purchases'),
    open: opensDialog(/^Add Expense$/, /Add Expense/),
  },
  {
    name: 'vendor dialogs',
    path: '/vendors',
    ready: heading('Vendors'),
    open: opensDialog(/^Add Vendor$/, 'Add Vendor'),
    then: [
      {
        name: 'vendor categories',
        open: thenOpens(opensDialog('Manage Categories', 'Manage Vendor Categories')),
      },
    ],
  },
  {
    name: 'business use',
    path: '/odometer',
    ready: heading('Odometer Tracking'),
    open: opensDialog(`Change the business use in ${YEAR}`, `Business Use in ${YEAR}`),
  },
  {
    name: 'add brand',
    path: '/brands',
    ready: heading('Brands'),
    open: opensDialog(/^Add Brand$/, 'Add Brand'),
  },
  {
    name: 'add location',
    path: '/purchase-locations',
    ready: heading('Purchase Locations'),
    open: opensDialog(/^Add Location$/, /^Add .*Location$/),
  },
  {
    name: 'settings dialogs',
    path: '/settings',
    ready: heading('Settings'),
    open: opensDialog('Edit store name', 'Edit Store Name'),
    then: [
      {
        name: 'mileage percentage',
        open: thenOpens(opensDialog('Edit business mileage percentage', 'Edit Business Mileage Percentage')),
      },
      { name: 'change password', open: thenOpens(opensDialog(/^Change Password$/, 'Change Password')) },
      { name: 'delete account', open: thenOpens(opensQuestion(/^Delete Account$/, 'Delete Account')) },
      {
        // Asked before anything is sent; Cancel leaves the account as it was.
        name: 'restore backup',
        open: thenOpens(async (page) => {
          await page.getByLabel('Backup file').setInputFiles({
            name: `frogwalk-backup-${await localDay(page, 0)}.zip`,
            mimeType: 'application/zip',
            buffer: Buffer.from('PK'),
          })
          await expect(page.getByRole('alertdialog', { name: 'Restore Backup' })).toBeVisible()
        }),
      },
    ],
  },
  {
    name: 'print labels',
    path: '/unlisted',
    ready: heading('Unlisted Items'),
    open: opensDialog(/^Print Label /, /Print Label/),
    deep: true,
  },
  {
    name: 'add reading',
    path: '/odometer',
    ready: heading('Odometer Tracking'),
    open: opensDialog(/^Add Reading$/, /Add .*Reading/),
    deep: true,
  },
  {
    name: 'import csv',
    path: '/settings',
    ready: heading('Settings'),
    open: opensDialog(/^Import$/, /Import CSV/),
    deep: true,
  },
]

const VIEWS = [
  { name: 'desktop', width: 1280, height: 800, colorScheme: 'light' },
  { name: 'desktop-dark', width: 1280, height: 800, colorScheme: 'dark' },
  { name: 'phone-dark', width: 390, height: 844, colorScheme: 'dark' },
  { name: 'phone', width: 390, height: 844, colorScheme: 'light' },
] as const

/** The screen and each step it shows next in each view, every problem found listed with where it was. */
async function probe(page: Page, screen: Screen, figures: Figures, label: string): Promise<string[]> {
  const found: string[] = []
  const desktop = async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.emulateMedia({ colorScheme: 'light' })
  }
  await desktop()
  await page.goto(screen.path)
  await screen.ready(page)
  await noneLoading(page)
  const steps = [{ name: screen.name, open: screen.open }, ...(screen.then ?? [])]
  for (const [index, step] of steps.entries()) {
    // Each step is driven on a desktop in light, as the screen was loaded.
    if (index > 0) await desktop()
    await step.open?.(page, figures)
    // A dialog's fixed layer covers only the window: its picture is the window's.
    const fullPage = (await page.getByRole('dialog').or(page.getByRole('alertdialog')).count()) === 0
    for (const view of VIEWS) {
      const resized = page.viewportSize()?.width !== view.width
      await page.setViewportSize({ width: view.width, height: view.height })
      await page.emulateMedia({ colorScheme: view.colorScheme })
      // The sidebar slides into its drawer and stat figures are re-measured when the width changes.
      if (resized) await page.waitForTimeout(300)
      const picture = `layout-${label}${index > 0 ? `-${step.name}` : ''}-${view.name}`
      await saveScreen(page, picture.replace(/[^\w-]+/g, '_'), { fullPage })
      found.push(...(await layoutProblems(page)).map((problem) => `${step.name} ${view.name}: ${problem}`))
    }
  }
  return found
}

/**
 * An item list in its table and its cards (the phone's default); the quick run looks at the cards of two
 * lists only, as the five share one card.
 */
function presentationsOf(screen: Screen): readonly ('table' | 'cards' | null)[] {
  const list = /^\/(unlisted|listed|sold|defective|disposed)$/.exec(screen.path)?.[1]
  if (!list || screen.open) return [null]
  return DEEP || list === 'unlisted' || list === 'sold' ? ['table', 'cards'] : ['table']
}

const screens = SCREENS.filter((screen) => DEEP || !screen.deep)
const GROUPS = 4
for (const figures of ['ordinary', 'largest'] as const) {
  for (let group = 0; group < GROUPS; group += 1) {
    const mine = screens.filter((_, index) => index % GROUPS === group)
    test(`layout probe, ${figures} figures: ${mine.map((screen) => screen.name).join(', ')}`, async ({
      page,
      baseURL,
      signedIn: _signedIn,
    }) => {
      test.setTimeout(DEEP ? 900_000 : 420_000)
      await seed(page, baseURL ?? '', figures)
      const found: string[] = []
      for (const screen of mine) {
        for (const view of presentationsOf(screen)) {
          if (view) await page.evaluate((chosen) => localStorage.setItem('frogwalk.itemView', chosen), view)
          found.push(
            ...(await probe(page, screen, figures, `${figures}-${screen.name}${view ? `-${view}` : ''}`)),
          )
        }
      }
      expect(found, 'layout problems').toEqual([])
    })
  }
}

test('layout probe, the sign-in screen and sign-up', async ({ page }) => {
  const signIn: Screen = {
    name: 'sign in',
    path: '/',
    ready: heading('Welcome Back'),
    then: [
      {
        name: 'sign up',
        open: async (shown) => {
          await shown.getByRole('button', { name: 'Create an account' }).click()
          await heading('Create your account')(shown)
        },
      },
    ],
  }
  expect(await probe(page, signIn, 'ordinary', 'sign-in'), 'layout problems').toEqual([])
})

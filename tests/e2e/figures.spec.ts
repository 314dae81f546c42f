import type { Page } from '@playwright/test'
import Papa from 'papaparse'

import { expect, saveScreen, test } from './fixtures'

/**
 * A figure is the point of a card: at the largest amounts the inputs allow ($9,999,999.99 a field, sums in
 * the billions) and the largest readings and distances, every figure shows whole on a desktop and a phone,
 * in light and dark: it wraps, its card grows or its type steps down, and it is never cut off.
 */

const MAX = '9999999.99'
const MAX_MILES = '99999999.9'
/** Enough records at the largest amount for their sums to pass a billion dollars. */
const MANY = 101

/** The browser's calendar date `days` from today (the app keeps the browser's time zone for 'today'). */
const localDay = (page: Page, days: number) =>
  page.evaluate((offset) => {
    const date = new Date()
    date.setDate(date.getDate() + offset)
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  }, days)

/** Items in one CSV import request (one transaction): thousands of them would take minutes one by one. */
async function importItems(page: Page, baseURL: string, rows: Record<string, string>[]) {
  const answer = await page.request.post('/api/import/items', {
    data: Papa.unparse(rows),
    headers: { Origin: baseURL, 'content-type': 'text/csv' },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  expect((await answer.json()).summary.imported).toBe(rows.length)
}

/** Sends the requests a few at a time, so the shared test server is never flooded. */
async function postAll(page: Page, url: string, bodies: Record<string, unknown>[]) {
  for (let start = 0; start < bodies.length; start += 8) {
    const answers = await Promise.all(
      bodies.slice(start, start + 8).map((data) => page.request.post(url, { data })),
    )
    for (const answer of answers) expect(answer.status(), await answer.text()).toBe(201)
  }
}

/**
 * Per item status, a thousand items at the largest amounts: sold today with every money field at its
 * largest income and none of its costs (a profit of tens of billions), sold yesterday with every cost at
 * its largest and no income (a loss as large), listed at the largest price, unlisted and defective at the
 * largest cost. Each SKU is as long as a generated one.
 */
async function importLargestItems(page: Page, baseURL: string, count = 1000) {
  const today = await localDay(page, 0)
  const yesterday = await localDay(page, -1)
  const item = (prefix: string, index: number, fields: Record<string, string>) => ({
    sku: `${prefix}-261126-114912-${String(index).padStart(3, '0')}-AB12`,
    brand: 'Louis Vuitton Malletier',
    description: 'Keepall Bandoulière Monogram Eclipse canvas travel bag',
    location: 'Goodwill Outlet Superstore',
    date: '2026-01-03',
    ...fields,
  })
  const rows = [
    ...Array.from({ length: count }, (_, n) =>
      item('SP', n, { status: 'sold', soldDate: today, price: MAX, postageCharged: MAX, cost: '0' }),
    ),
    ...Array.from({ length: count }, (_, n) =>
      item('SL', n, {
        status: 'sold',
        soldDate: yesterday,
        price: '0',
        cost: MAX,
        postageCost: MAX,
        generalFees: MAX,
        promoFees: MAX,
      }),
    ),
    ...Array.from({ length: count }, (_, n) => item('LI', n, { status: 'listed', price: MAX, cost: '0' })),
    ...Array.from({ length: count }, (_, n) => item('UL', n, { status: 'unlisted', cost: MAX })),
    ...Array.from({ length: 20 }, (_, n) => item('DF', n, { status: 'defective', cost: MAX, price: MAX })),
  ]
  await importItems(page, baseURL, rows)
}

/** A hundred and one expenses of the largest amount today, all at one vendor. */
async function addLargestExpenses(page: Page) {
  const today = await localDay(page, 0)
  expect(
    (await page.request.post('/api/vendors', { data: { name: 'Uline Shipping Supplies' } })).status(),
  ).toBe(201)
  await postAll(
    page,
    '/api/expenses',
    Array.from({ length: MANY }, (_, n) => ({
      vendor: 'Uline Shipping Supplies',
      description: `Boxes ${n}`,
      category: 'shipping_supplies',
      amount: MAX,
      date: today,
    })),
  )
}

/** The first reading of the year at the smallest distance and the latest at the largest, all business miles. */
async function addLargestReadings(page: Page) {
  const year = (await localDay(page, 0)).slice(0, 4)
  await postAll(page, '/api/odometer-readings', [
    { readingDate: `${year}-01-01`, odometerMiles: '0.1' },
    { readingDate: `${year}-02-01`, odometerMiles: '50000000.0' },
    { readingDate: `${year}-03-01`, odometerMiles: MAX_MILES },
  ])
  expect(
    (await page.request.patch('/api/settings', { data: { businessMileagePercentage: '100' } })).ok(),
  ).toBe(true)
}

/** A hundred and one receipts of the largest amount and travel distance today. */
async function addLargestReceipts(page: Page) {
  const today = await localDay(page, 0)
  await postAll(
    page,
    '/api/receipts',
    Array.from({ length: MANY }, (_, n) => ({
      receiptNumber: `GW-${today}-${String(n).padStart(3, '0')}`,
      vendor: 'Goodwill',
      location: 'Goodwill Outlet Superstore',
      purchaseDate: today,
      totalAmount: MAX,
      taxAmount: MAX,
      travelDistance: MAX_MILES,
    })),
  )
}

/**
 * Every figure of the screen that is not wholly visible, one line each: text with a digit in the page or
 * the sidebar's links that ends in an ellipsis, or reaches past a box that holds it (its card, its cell, a
 * clipping box or the window), and chart labels past their drawing. A wide table may scroll sideways: its
 * cells are reached by scrolling, so a box that scrolls and holds a table is as far as the check looks.
 */
async function cutFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.getAttribute('role') ? ` role=${element.getAttribute('role')}` : ''} class="${element.getAttribute('class')?.slice(0, 50) ?? ''}">`
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`)
    const boxOf = (rects: DOMRect[]) => ({
      left: Math.min(...rects.map((rect) => rect.left)),
      right: Math.max(...rects.map((rect) => rect.right)),
      top: Math.min(...rects.map((rect) => rect.top)),
      bottom: Math.max(...rects.map((rect) => rect.bottom)),
    })

    for (const area of document.querySelectorAll('main, nav')) {
      const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').trim()
        const parent = node.parentElement
        if (!/\d/.test(text) || !parent) continue
        if (parent.closest('.sr-only, [aria-hidden="true"], svg, select, option')) continue
        if (!parent.checkVisibility({ visibilityProperty: true })) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0)
        if (rects.length === 0) continue
        const box = boxOf(rects)
        const holders: HTMLElement[] = []
        let scrollsSideways = false
        for (
          let element: HTMLElement | null = parent;
          element && element !== area.parentElement;
          element = element.parentElement
        ) {
          const style = getComputedStyle(element)
          if (/auto|scroll/.test(style.overflowX) && element.querySelector('table')) {
            scrollsSideways = true
            break
          }
          holders.push(element)
        }
        if (!scrollsSideways && (box.right > root.clientWidth + 1 || box.left < -1))
          problems.push(
            `'${text}' reaches past the window (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
          )
        for (const element of holders) {
          const style = getComputedStyle(element)
          if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth) {
            problems.push(`'${text}' ends in an ellipsis in ${name(element)}`)
            break
          }
          if (style.display === 'inline' || style.display === 'contents') continue
          const bounds = element.getBoundingClientRect()
          if (box.left < bounds.left - 1 || box.right > bounds.right + 1) {
            problems.push(`'${text}' reaches past the side of ${name(element)}`)
            break
          }
          if (style.overflowY !== 'visible' && (box.top < bounds.top - 1 || box.bottom > bounds.bottom + 1)) {
            problems.push(`'${text}' is clipped at the top or bottom of ${name(element)}`)
            break
          }
        }
      }
    }
    // The stat cards' values and the tabs, whole: nothing scrolled out of sight inside them either.
    for (const element of document.querySelectorAll<HTMLElement>('main dd, main [role="tab"]')) {
      if (!/\d/.test(element.textContent ?? '') || !element.checkVisibility()) continue
      if (element.scrollWidth > element.clientWidth + 1)
        problems.push(`'${element.textContent}' is wider than its ${name(element)}`)
    }
    // A chart's axis labels inside its drawing.
    for (const label of document.querySelectorAll<SVGTextElement>('main svg text')) {
      const text = label.textContent ?? ''
      const svg = label.ownerSVGElement
      if (!/\d/.test(text) || !svg) continue
      const box = label.getBoundingClientRect()
      const bounds = svg.getBoundingClientRect()
      if (box.left < bounds.left - 1 || box.right > bounds.right + 1)
        problems.push(`chart label '${text}' reaches past its chart`)
    }
    return [...new Set(problems)]
  })
}

const VIEWS = [
  { name: 'desktop', width: 1280, height: 800, colorScheme: 'light' },
  { name: 'desktop-dark', width: 1280, height: 800, colorScheme: 'dark' },
  { name: 'phone', width: 390, height: 844, colorScheme: 'light' },
  { name: 'phone-dark', width: 390, height: 844, colorScheme: 'dark' },
] as const

/**
 * The screen at both widths and in both themes: a picture of each for people to look at, and no figure
 * cut off in any. `ready` waits for what the screen shows once its figures are in.
 */
async function expectWholeFigures(page: Page, name: string, ready: () => Promise<void>) {
  const found: string[] = []
  for (const view of VIEWS) {
    await page.setViewportSize({ width: view.width, height: view.height })
    await page.emulateMedia({ colorScheme: view.colorScheme })
    await ready()
    // The sidebar slides into its drawer when the width drops; the check waits for it to settle.
    await page.waitForTimeout(300)
    await saveScreen(page, `figures-${name}-${view.name}`)
    found.push(...(await cutFigures(page)).map((problem) => `${view.name}: ${problem}`))
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.emulateMedia({ colorScheme: 'light' })
  expect.soft(found, `figures cut off on ${name}`).toEqual([])
}

test('the dashboard and the item lists show the largest figures whole', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  test.setTimeout(180_000)
  await importLargestItems(page, baseURL ?? '')

  await page.goto('/')
  await expectWholeFigures(page, 'dashboard', () =>
    expect(page.getByRole('region', { name: 'Today' })).toBeVisible(),
  )
  for (const status of ['unlisted', 'listed', 'sold', 'defective']) {
    await page.goto(`/${status}`)
    await expectWholeFigures(page, status, () =>
      expect(page.getByText(new RegExp(`^\\d[\\d,]* of [\\d,]+ ${status} items$`))).toBeVisible(),
    )
  }
})

test('Monthly Sales and the Tax Summary show the largest figures whole', async ({
  page,
  baseURL,
  signedIn: _signedIn,
}) => {
  test.setTimeout(180_000)
  await importLargestItems(page, baseURL ?? '')
  await addLargestExpenses(page)
  await addLargestReadings(page)

  await page.goto('/monthly-sales')
  await expectWholeFigures(page, 'monthly-sales', () =>
    expect(page.getByRole('heading', { name: 'Sold Items by Day' })).toBeVisible(),
  )
  await page.goto('/yearly-taxes')
  await expectWholeFigures(page, 'yearly-taxes', () =>
    expect(page.getByRole('heading', { name: 'Expense Category Breakdown' })).toBeVisible(),
  )
})

test('Receipts, Expenses, Vendors and Odometer show the largest figures whole', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(180_000)
  await addLargestExpenses(page)
  await addLargestReceipts(page)
  await addLargestReadings(page)

  await page.goto('/receipts')
  await expectWholeFigures(page, 'receipts', () =>
    expect(page.getByRole('heading', { name: 'Top Purchase Locations' })).toBeVisible(),
  )
  await page.goto('/expenses')
  await expectWholeFigures(page, 'expenses', () =>
    expect(page.getByText(/^\d[\d,]* of [\d,]+ expenses$/)).toBeVisible(),
  )
  await page.goto('/vendors')
  await expectWholeFigures(page, 'vendors', () =>
    expect(page.getByText(/^\d[\d,]* of [\d,]+ vendors$/)).toBeVisible(),
  )
  await page.goto('/odometer')
  await expectWholeFigures(page, 'odometer', () =>
    expect(page.getByRole('heading', { name: 'Monthly Mileage Summary' })).toBeVisible(),
  )
})

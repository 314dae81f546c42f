/**
 * The reads of External Purchases, Vendor Management and Odometer Tracking (spec 2) on the generated
 * account (20,000 expenses, 500 vendors with 12 categories, 1,500 readings): every list's first, next and a
 * deep page, each filter and search the screens send, the stat cards, the active-vendor picker, and the
 * odometer page's one summary request for this year and a past one. `time(label, path)` measures one GET;
 * `cursorAfter(path, pages)` walks a list.
 */
export async function benchExpensesVendorsOdometer(
  time: (label: string, path: string) => Promise<unknown>,
  cursorAfter: (path: string, pages: number) => Promise<string>,
): Promise<void> {
  const thisMonth = new Date().toISOString().slice(0, 7)
  const thisYear = new Date().getFullYear()

  await time('expense stats (four cards)', '/api/expenses/stats')
  await time('expenses, page 1 with day sums', '/api/expenses')
  await time('expenses, page 2', `/api/expenses?cursor=${await cursorAfter('/api/expenses', 1)}`)
  await time('expenses, page 201', `/api/expenses?cursor=${await cursorAfter('/api/expenses', 200)}`)
  await time('expenses, category filter', '/api/expenses?category=shipping_supplies')
  const category = '/api/expenses?category=software'
  await time('expenses, category filter, page 21', `${category}&cursor=${await cursorAfter(category, 20)}`)
  await time('expenses, month filter', `/api/expenses?month=${thisMonth}`)
  await time('expenses, category and month', `/api/expenses?category=marketing&month=${thisMonth}`)
  await time('expenses, search a vendor "printing"', '/api/expenses?q=printing')
  await time('expenses, search a tag "ebay"', '/api/expenses?q=ebay')
  await time('expenses, search, no match', '/api/expenses?q=zzqx')
  await time(
    'expenses, search, category and month',
    `/api/expenses?q=co&category=office_supplies&month=${thisMonth}`,
  )

  await time('vendor stats (four cards)', '/api/vendors/stats')
  await time('vendors, page 1 with spending', '/api/vendors')
  await time('vendors, page 2 with spending', `/api/vendors?cursor=${await cursorAfter('/api/vendors', 1)}`)
  await time('vendors, page 10 with spending', `/api/vendors?cursor=${await cursorAfter('/api/vendors', 9)}`)
  await time('vendors, active', '/api/vendors?status=active')
  await time('vendors, inactive', '/api/vendors?status=inactive')
  await time('vendors, search "shipping"', '/api/vendors?q=shipping')
  await time('vendor picker, active, "sup"', '/api/vendors?status=active&q=sup&limit=20')
  await time('vendor categories (all, for the form)', '/api/vendor-categories?limit=500')

  await time('odometer summary, this year (the page)', '/api/odometer-readings/summary')
  await time('odometer summary, last year', `/api/odometer-readings/summary?year=${thisYear - 1}`)
  await time('odometer readings, page 1', '/api/odometer-readings')
  const readings = '/api/odometer-readings'
  await time('odometer readings, page 21', `${readings}?cursor=${await cursorAfter(readings, 20)}`)
}

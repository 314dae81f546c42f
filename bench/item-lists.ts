/**
 * The item lists' reads (spec 2: /unlisted, /listed, /sold, /defective) on the generated account: the
 * counts, every status in every order with its first and next page, SKU and General search in each
 * status, the sold list's day groups (page 1 and a deep page, each with the whole days' sums), and the
 * /listed summary. `time(label, path)` measures one GET; `cursorAfter(path, pages)` walks a list.
 */
const STATUSES = ['unlisted', 'listed', 'sold', 'defective'] as const

export async function benchItemLists(
  time: (label: string, path: string) => Promise<unknown>,
  cursorAfter: (path: string, pages: number) => Promise<string>,
): Promise<void> {
  await time('GET /api/items/counts', '/api/items/counts')
  for (const status of STATUSES) {
    const sorts =
      status === 'sold' ? ['soldDate', 'sku', 'brand'] : ['createdAt', 'sku', 'brand', 'purchaseDate']
    for (const sort of sorts) {
      for (const dir of ['asc', 'desc']) {
        const path = `/api/items?status=${status}&sort=${sort}&dir=${dir}`
        await time(`items ${status} by ${sort} ${dir}, page 1`, path)
        await time(
          `items ${status} by ${sort} ${dir}, page 2`,
          `${path}&cursor=${await cursorAfter(path, 1)}`,
        )
      }
    }
    await time(`items ${status}, SKU search "UL-24"`, `/api/items?status=${status}&mode=sku&q=UL-24`)
    await time(`items ${status}, general search "levi"`, `/api/items?status=${status}&q=levi`)
  }
  const soldDays = '/api/items?status=sold&sort=soldDate'
  await time('sold day groups, page 201', `${soldDays}&cursor=${await cursorAfter(soldDays, 200)}`)
  await time('sold day groups, search "nike"', `${soldDays}&q=nike`)
  await time('items, all statuses, page 1', '/api/items')
  await time('listed summary (value and potential profit)', '/api/items/summary?status=listed')
  await time('listed summary, search "levi"', '/api/items/summary?status=listed&q=levi')
}

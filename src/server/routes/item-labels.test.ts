import { beforeEach, describe, expect, it } from 'vitest'

import {
  bodyOf,
  errorOf,
  send,
  signedInUser,
  useTestApp,
  clientFor,
  type Api,
} from '../../../tests/helpers/app'
import { pdfBarcodes, pdfPageCount } from '../../../tests/helpers/barcodes'
import { ENGINES } from '../../../tests/helpers/database'

type NewItemInput = Parameters<Api['items']['$post']>[0]['json']

describe.each(ENGINES)('SKU labels and finding an item by its SKU on %s', (engine) => {
  const t = useTestApp(engine)
  let api: Api
  let other: Api
  let cookie: string
  let n = 0
  const post = async (extra: Partial<NewItemInput> = {}, client = api) =>
    (
      await bodyOf(
        client.items.$post({ json: { sku: `LBL-${++n}`, brand: 'Levi', description: 'Jeans', ...extra } }),
      )
    ).item
  const labels = async (json: unknown, as = cookie) => {
    const response = await t.app.request('http://localhost/api/items/labels', {
      method: 'POST',
      headers: { cookie: as, origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify(json),
    })
    return response
  }
  const pdfOf = async (json: unknown) => {
    const response = await labels(json)
    expect(
      response.status,
      await response
        .clone()
        .text()
        .then((text) => text.slice(0, 200)),
    ).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    return new Uint8Array(await response.arrayBuffer())
  }
  const text = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1')

  beforeEach(async () => {
    const user = await signedInUser(t.app)
    cookie = user.cookie
    api = clientFor(t.app, cookie)
    other = clientFor(t.app, (await signedInUser(t.app)).cookie)
  })

  it('prints one thermal label a page, with the brand, the description cut to fit and a barcode that reads back as the SKU', async () => {
    const a = await post({
      sku: 'UL-261127-030243-123-ABCD',
      brand: 'Patagonia',
      description: 'Better Sweater fleece jacket, navy, size medium, gently worn with tags',
    })
    const b = await post({ sku: 'LBL-42' })
    const pdf = await pdfOf({ selection: { ids: [b.id, a.id] }, size: 'thermal-2.25x1.25' })
    expect(pdfPageCount(pdf)).toBe(2)
    expect(text(pdf)).toContain('(Patagonia)')
    expect(text(pdf)).toMatch(/\(Better Sweater fleece jacket[^)]*\.\.\.\) Tj/)
    expect(text(pdf)).not.toContain('gently worn')
    // In the order chosen, one a page.
    // Drawn at a thermal printer's 203 dpi, as it prints.
    expect(await pdfBarcodes(pdf, 203)).toEqual([['LBL-42'], ['UL-261127-030243-123-ABCD']])
  })

  it('sends the PDF compressed, as its drawing is written uncompressed', async () => {
    const ids = []
    for (let i = 0; i < 20; i++) ids.push((await post()).id)
    const response = await t.app.request('http://localhost/api/items/labels', {
      method: 'POST',
      headers: {
        cookie,
        origin: 'http://localhost',
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      },
      body: JSON.stringify({ selection: { ids }, size: 'thermal-2.25x1.25' }),
    })
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(Number(response.headers.get('content-length'))).toBeLessThan(20 * 1024)
  })

  it('reads back the barcode of the narrow 1 × 2.125 in label', async () => {
    const a = await post({ sku: 'UL-261127-030243-123-ABCD-A12' })
    expect(
      await pdfBarcodes(await pdfOf({ selection: { ids: [a.id] }, size: 'thermal-1x2.125' }), 203),
    ).toEqual([['UL-261127-030243-123-ABCD-A12']])
  })

  it('fills an Avery 5160 sheet from the chosen start position, then the next sheet', async () => {
    const items = []
    for (let i = 0; i < 3; i++) items.push(await post())
    const pdf = await pdfOf({
      selection: { ids: items.map((item) => item.id) },
      size: 'avery-5160',
      start: 29,
    })
    expect(pdfPageCount(pdf)).toBe(2)
    const pages = await pdfBarcodes(pdf, 300)
    expect(pages.map((codes) => codes.sort())).toEqual([
      [items[0]!.sku, items[1]!.sku].sort(),
      [items[2]!.sku],
    ])
  })

  it('prints every item a list shows, and only those, on an Avery 5163 sheet', async () => {
    const nike = await post({ brand: 'Nike', status: 'listed' })
    await post({ brand: 'Adidas', status: 'listed' })
    await post({ brand: 'Nike', status: 'unlisted' })
    await post({ brand: 'Nike', status: 'listed' }, other)
    const pdf = await pdfOf({ selection: { matching: { status: 'listed', q: 'nike' } }, size: 'avery-5163' })
    expect(await pdfBarcodes(pdf, 300)).toEqual([[nike.sku]])
  })

  it('refuses more than 1,000 items, a start past the sheet and an unknown size, each naming what is wrong', async () => {
    const ids = Array.from({ length: 1001 }, () => crypto.randomUUID())
    expect(await errorOf(labels({ selection: { ids }, size: 'avery-5160' }))).toMatchObject({
      status: 400,
      message: 'selection.ids: Print at most 1,000 labels at a time',
    })
    const a = await post()
    expect(
      await errorOf(labels({ selection: { ids: [a.id] }, size: 'avery-5163', start: 11 })),
    ).toMatchObject({
      status: 400,
      message: 'start: Start position is past the last label of the sheet',
    })
    expect(await errorOf(labels({ selection: { ids: [a.id] }, size: 'avery-9999' }))).toMatchObject({
      status: 400,
      message: 'size: Choose a label size',
    })
    expect(await errorOf(labels({ selection: { ids: [] }, size: 'avery-5160' }))).toMatchObject({
      status: 400,
    })
  })

  it('refuses a list of more than 1,000 matching items', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `SKU,Brand,Description\nMANY-${i},Levi,Jeans`)
    const csv = ['SKU,Brand,Description', ...rows.map((row) => row.split('\n')[1])].join('\n')
    const imported = await send(t.app, 'POST', '/api/import/items', {
      cookie,
      rawBody: csv,
      headers: { 'content-type': 'text/csv' },
    })
    expect(imported.status).toBe(200)
    expect(
      await errorOf(
        labels({
          selection: { matching: { status: 'unlisted', q: 'MANY-', mode: 'sku' } },
          size: 'thermal-2.25x1.25',
        }),
      ),
    ).toMatchObject({ status: 400, message: 'Print at most 1,000 labels at a time' })
  })

  it('prints nothing of another user’s items: naming one is not found', async () => {
    const mine = await post()
    const theirs = await post({ sku: 'THEIRS-1' }, other)
    const answer = await errorOf(labels({ selection: { ids: [mine.id, theirs.id] }, size: 'avery-5160' }))
    expect(answer).toMatchObject({ status: 404, message: 'Item not found' })
    expect(
      await errorOf(labels({ selection: { matching: { status: 'defective', q: '' } }, size: 'avery-5160' })),
    ).toMatchObject({ status: 404, message: 'No items to print labels for' })
  })

  it('finds an item by its SKU, case-insensitively and trimmed, and only the user’s own', async () => {
    const item = await post({ sku: 'UL-2611-ABCD' })
    await post({ sku: 'THEIRS-2' }, other)
    const found = await bodyOf(api.items['by-sku'].$get({ query: { sku: '  ul-2611-abcd ' } }))
    expect(found.item).toMatchObject({ id: item.id, sku: 'UL-2611-ABCD' })
    expect(await errorOf(api.items['by-sku'].$get({ query: { sku: 'THEIRS-2' } }))).toMatchObject({
      status: 404,
      message: 'No item with SKU THEIRS-2',
    })
    expect(await errorOf(api.items['by-sku'].$get({ query: { sku: ' ' } }))).toMatchObject({
      status: 400,
      message: 'sku: Scan or type a SKU',
    })
  })
})

import { z } from 'zod'
import { beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN, errorIn, send, signedInUser, useTestApp, type TestUser } from '../../../tests/helpers/app'
import { ENGINES } from '../../../tests/helpers/database'
import { GIF, JPEG, PDF, PNG, WEBP, upload } from '../../../tests/helpers/files'
import { FILE_MESSAGES, MAX_FILE_BYTES } from '../../domain/files/kinds'
import { MemoryFileStore } from '../files/store'

/*
 * Photos and receipts' files (decision 021): stored by content type, within the size, on one of the
 * user's records, served only to their owner, deleted with their record.
 */
const fileSchema = z.object({
  id: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.number(),
  thumbnailType: z.string().nullable(),
  position: z.number(),
})
const uploaded = z.object({ file: fileSchema })
const listed = z.object({ files: z.array(fileSchema) })
const idOf = (body: unknown, key: string) =>
  z.object({ [key]: z.object({ id: z.string() }) }).parse(body)[key]!.id

describe.each(ENGINES)('files on %s', (engine) => {
  const store = new MemoryFileStore()
  const t = useTestApp(engine, { files: store })
  let user: TestUser
  let other: TestUser
  let n = 0

  beforeAll(async () => {
    user = await signedInUser(t.app)
    other = await signedInUser(t.app)
  })

  const newItem = async (cookie = user.cookie) => {
    n += 1
    const created = await send(t.app, 'POST', '/api/items', {
      cookie,
      json: { sku: `PH-${n}`, brand: 'Levi', description: 'Jeans', costOfGoods: 350 },
    })
    return idOf(created.body, 'item')
  }
  const keysOf = (userId: string) => [...store.objects.keys()].filter((key) => key.startsWith(`${userId}/`))

  it('stores a photo with its thumbnail by the type of its bytes, and serves both to the owner only', async () => {
    const itemId = await newItem()
    const photo = WEBP(5000)
    const answer = await upload(t.app, user.cookie, {
      file: photo,
      claimedType: 'image/png',
      thumbnail: JPEG(300),
      owner: { itemId },
    })
    expect(answer.status).toBe(201)
    const { file } = uploaded.parse(answer.body)
    expect(file).toMatchObject({
      kind: 'item_photo',
      contentType: 'image/webp',
      size: 5000,
      thumbnailType: 'image/jpeg',
      position: 0,
    })

    const served = await t.app.request(`${ORIGIN}/api/files/${file.id}`, { headers: { cookie: user.cookie } })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo)
    const thumbnail = await t.app.request(`${ORIGIN}/api/files/${file.id}/thumbnail`, {
      headers: { cookie: user.cookie },
    })
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg')
    expect((await thumbnail.arrayBuffer()).byteLength).toBe(300)

    for (const path of [`/api/files/${file.id}`, `/api/files/${file.id}/thumbnail`]) {
      const theirs = await send(t.app, 'GET', path, { cookie: other.cookie })
      expect(theirs.status).toBe(404)
      expect(errorIn(theirs.body).message).toBe('File not found')
    }
    expect((await send(t.app, 'DELETE', `/api/files/${file.id}`, { cookie: other.cookie })).status).toBe(404)
    const theirList = await send(t.app, 'GET', `/api/files?itemId=${itemId}`, { cookie: other.cookie })
    expect(listed.parse(theirList.body).files).toEqual([])
    // Nor may another user put a file on this user's item.
    const onTheirs = await upload(t.app, other.cookie, { file: JPEG(), owner: { itemId } })
    expect(onTheirs.status).toBe(404)
    expect(errorIn(onTheirs.body).message).toBe('Item not found')
    expect(keysOf(other.id)).toEqual([])
  })

  it('refuses by content what is not a JPEG, PNG or WebP photo, whatever the sender says, and stores nothing', async () => {
    const itemId = await newItem()
    const before = store.objects.size
    for (const file of [
      GIF(),
      PDF(),
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]) {
      const answer = await upload(t.app, user.cookie, { file, claimedType: 'image/jpeg', owner: { itemId } })
      expect(answer.status).toBe(415)
      expect(errorIn(answer.body)).toMatchObject({
        code: 'unsupported_media_type',
        message: FILE_MESSAGES.notImage,
      })
    }
    const badThumbnail = await upload(t.app, user.cookie, {
      file: PNG(),
      thumbnail: PDF(),
      owner: { itemId },
    })
    expect(badThumbnail.status).toBe(415)
    expect(errorIn(badThumbnail.body).message).toBe(FILE_MESSAGES.thumbnailNotImage)
    expect(store.objects.size).toBe(before)
    const none = await send(t.app, 'GET', `/api/files?itemId=${itemId}`, { cookie: user.cookie })
    expect(listed.parse(none.body).files).toEqual([])
  })

  it('takes a PDF or an image of a paper receipt on a receipt and an expense, one each', async () => {
    const receipt = await send(t.app, 'POST', '/api/receipts', {
      cookie: user.cookie,
      json: { receiptNumber: `R-${Date.now()}`, vendor: 'Goodwill', purchaseDate: '2026-11-01' },
    })
    const receiptId = idOf(receipt.body, 'receipt')
    const first = await upload(t.app, user.cookie, {
      file: PDF(),
      claimedType: 'application/pdf',
      owner: { receiptId },
    })
    expect(first.status).toBe(201)
    expect(uploaded.parse(first.body).file).toMatchObject({ kind: 'receipt', contentType: 'application/pdf' })
    const second = await upload(t.app, user.cookie, { file: PNG(), owner: { receiptId } })
    const files = listed.parse(
      (await send(t.app, 'GET', `/api/files?receiptId=${receiptId}`, { cookie: user.cookie })).body,
    ).files
    expect(files.map((file) => file.id)).toEqual([uploaded.parse(second.body).file.id])
    // The replaced file's bytes are gone.
    expect(store.objects.has(`${user.id}/${uploaded.parse(first.body).file.id}`)).toBe(false)

    const expense = await send(t.app, 'POST', '/api/expenses', {
      cookie: user.cookie,
      json: { vendor: 'USPS', description: 'Boxes', amount: 1299, date: '2026-11-01' },
    })
    const onExpense = await upload(t.app, user.cookie, {
      file: PDF(),
      owner: { expenseId: idOf(expense.body, 'expense') },
    })
    expect(onExpense.status).toBe(201)
    const reading = await send(t.app, 'POST', '/api/odometer-readings', {
      cookie: user.cookie,
      json: { readingDate: '2026-11-02', odometerMiles: 1234 },
    })
    const odometerReadingId = idOf(reading.body, 'reading')
    const pdfOnReading = await upload(t.app, user.cookie, { file: PDF(), owner: { odometerReadingId } })
    expect(pdfOnReading.status).toBe(415)
    expect(errorIn(pdfOnReading.body).message).toBe(FILE_MESSAGES.notImage)
    expect((await upload(t.app, user.cookie, { file: JPEG(), owner: { odometerReadingId } })).status).toBe(
      201,
    )

    // Deleting the receipt or the expense removes its file's bytes.
    const kept = uploaded.parse(second.body).file.id
    expect(store.objects.has(`${user.id}/${kept}`)).toBe(true)
    expect((await send(t.app, 'DELETE', `/api/receipts/${receiptId}`, { cookie: user.cookie })).status).toBe(
      204,
    )
    expect(store.objects.has(`${user.id}/${kept}`)).toBe(false)
    const expenseFile = uploaded.parse(onExpense.body).file.id
    const expenseId = idOf(expense.body, 'expense')
    expect((await send(t.app, 'DELETE', `/api/expenses/${expenseId}`, { cookie: user.cookie })).status).toBe(
      204,
    )
    expect(store.objects.has(`${user.id}/${expenseFile}`)).toBe(false)
  })

  it('refuses a file over 10 MB with 413, and an upload without a file or an owner with 400', async () => {
    const itemId = await newItem()
    const before = store.objects.size
    const tooLarge = await upload(t.app, user.cookie, { file: JPEG(MAX_FILE_BYTES + 1), owner: { itemId } })
    expect(tooLarge.status).toBe(413)
    expect(errorIn(tooLarge.body)).toMatchObject({
      code: 'payload_too_large',
      message: FILE_MESSAGES.tooLarge,
    })
    const wayTooLarge = await upload(t.app, user.cookie, {
      file: JPEG(MAX_FILE_BYTES * 2),
      owner: { itemId },
    })
    expect(wayTooLarge.status).toBe(413)
    expect(errorIn(wayTooLarge.body).message).toBe(FILE_MESSAGES.tooLarge)
    expect((await upload(t.app, user.cookie, { file: JPEG(MAX_FILE_BYTES), owner: { itemId } })).status).toBe(
      201,
    )

    const noFile = await upload(t.app, user.cookie, { owner: { itemId } })
    expect(noFile.status).toBe(400)
    expect(errorIn(noFile.body).message).toBe(FILE_MESSAGES.missing)
    const noOwner = await upload(t.app, user.cookie, { file: JPEG(), owner: {} })
    expect(noOwner.status).toBe(400)
    expect(errorIn(noOwner.body).message).toBe(FILE_MESSAGES.oneOwner)
    const twoOwners = await upload(t.app, user.cookie, { file: JPEG(), owner: { itemId, expenseId: itemId } })
    expect(twoOwners.status).toBe(400)
    const json = await send(t.app, 'POST', '/api/files', { cookie: user.cookie, json: { itemId } })
    expect(json.status).toBe(415)
    expect(store.objects.size).toBe(before + 1)
  })

  it('keeps at most 12 photos on an item, in the order given, the first the cover on the list', async () => {
    const itemId = await newItem()
    const ids: string[] = []
    for (let index = 0; index < 12; index++) {
      const answer = await upload(t.app, user.cookie, { file: JPEG(100 + index), owner: { itemId } })
      expect(answer.status).toBe(201)
      const { file } = uploaded.parse(answer.body)
      expect(file.position).toBe(index)
      ids.push(file.id)
    }
    const thirteenth = await upload(t.app, user.cookie, { file: JPEG(), owner: { itemId } })
    expect(thirteenth.status).toBe(400)
    expect(errorIn(thirteenth.body).message).toBe(FILE_MESSAGES.tooManyPhotos)

    const coverOnList = async () => {
      const list = await send(t.app, 'GET', '/api/items?limit=500', { cookie: user.cookie })
      const rows = z
        .object({ rows: z.array(z.object({ id: z.string(), coverId: z.string().nullable() })) })
        .parse(list.body).rows
      return rows.find((row) => row.id === itemId)?.coverId
    }
    expect(await coverOnList()).toBe(ids[0])

    const reordered = [ids[5]!, ...ids.filter((id) => id !== ids[5])].reverse()
    const ordered = await send(t.app, 'POST', '/api/files/order', {
      cookie: user.cookie,
      json: { itemId, ids: reordered },
    })
    expect(ordered.status).toBe(200)
    expect(listed.parse(ordered.body).files.map((file) => file.id)).toEqual(reordered)
    const read = await send(t.app, 'GET', `/api/files?itemId=${itemId}`, { cookie: user.cookie })
    expect(listed.parse(read.body).files.map((file) => file.id)).toEqual(reordered)
    expect(await coverOnList()).toBe(reordered[0])

    // An order must name every photo once: a missing, repeated or foreign id changes nothing.
    for (const bad of [
      reordered.slice(1),
      [reordered[0]!, ...reordered.slice(0, 11)],
      [await newItem(), ...reordered.slice(1)],
    ]) {
      const refused = await send(t.app, 'POST', '/api/files/order', {
        cookie: user.cookie,
        json: { itemId, ids: bad },
      })
      expect(refused.status).toBe(400)
      expect(errorIn(refused.body).message).toBe(FILE_MESSAGES.orderMismatch)
    }
    const theirs = await send(t.app, 'POST', '/api/files/order', {
      cookie: other.cookie,
      json: { itemId, ids: reordered },
    })
    expect(theirs.status).toBe(404)
    expect(
      listed
        .parse((await send(t.app, 'GET', `/api/files?itemId=${itemId}`, { cookie: user.cookie })).body)
        .files.map((f) => f.id),
    ).toEqual(reordered)

    // Deleting one photo removes its bytes; the next is the cover.
    expect((await send(t.app, 'DELETE', `/api/files/${reordered[0]}`, { cookie: user.cookie })).status).toBe(
      204,
    )
    expect(store.objects.has(`${user.id}/${reordered[0]}`)).toBe(false)
    expect(await coverOnList()).toBe(reordered[1])
  })

  it('deletes the photos’ rows and bytes with their item, one at a time or in bulk, and all files with the account', async () => {
    const one = await newItem()
    const two = await newItem()
    const three = await newItem()
    const photoIds: string[] = []
    for (const itemId of [one, two, three])
      for (let index = 0; index < 2; index++) {
        const answer = await upload(t.app, user.cookie, {
          file: JPEG(),
          thumbnail: JPEG(64),
          owner: { itemId },
        })
        photoIds.push(uploaded.parse(answer.body).file.id)
      }
    const stored = (id: string) =>
      store.objects.has(`${user.id}/${id}`) || store.objects.has(`${user.id}/${id}.thumb`)
    expect(photoIds.every(stored)).toBe(true)

    expect((await send(t.app, 'DELETE', `/api/items/${one}`, { cookie: user.cookie })).status).toBe(204)
    expect(photoIds.slice(0, 2).some(stored)).toBe(false)
    expect(photoIds.slice(2).every(stored)).toBe(true)
    expect((await send(t.app, 'GET', `/api/files/${photoIds[0]}`, { cookie: user.cookie })).status).toBe(404)

    const bulk = await send(t.app, 'POST', '/api/items/bulk-delete', {
      cookie: user.cookie,
      json: { selection: { ids: [two, three] } },
    })
    expect(bulk.status).toBe(200)
    expect(photoIds.some(stored)).toBe(false)

    // The account: every file of it, whatever it is on.
    const leaving = await signedInUser(t.app)
    const item = await newItem(leaving.cookie)
    await upload(t.app, leaving.cookie, { file: JPEG(), thumbnail: JPEG(64), owner: { itemId: item } })
    expect(keysOf(leaving.id)).toHaveLength(2)
    const deleted = await send(t.app, 'POST', '/api/account/delete', {
      cookie: leaving.cookie,
      json: { password: 'correct-horse' },
    })
    expect(deleted.status).toBe(200)
    expect(keysOf(leaving.id)).toEqual([])
    expect(keysOf(user.id).length).toBeGreaterThan(0)
  })
})

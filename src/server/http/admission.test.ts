import net from 'node:net'

import { beforeAll, describe, expect, it } from 'vitest'

import { ORIGIN, makeApp, send, signedInUser } from '../../../tests/helpers/app'
import { useTestDatabase } from '../../../tests/helpers/database'

import { Admission } from './admission'

/** Holds the thread for `ms`, as a statement of the embedded database does. */
function busy(ms: number): void {
  const until = performance.now() + ms
  while (performance.now() < until);
}

/** A promise and the function that settles it. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('Admission', () => {
  it('starts work in the order it asked, never more than its slots at once', async () => {
    const admission = new Admission(2)
    const started: number[] = []
    let running = 0
    let mostAtOnce = 0
    const gates = Array.from({ length: 6 }, gate)
    const runs = gates.map((g, n) =>
      admission.run(async () => {
        started.push(n)
        running += 1
        mostAtOnce = Math.max(mostAtOnce, running)
        await g.opened
        running -= 1
        return n
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(started).toEqual([0, 1])
    expect(admission.waiting).toBe(4)
    // The second finishes first: its slot goes to the next in line, not to anyone who asked later.
    gates[1]?.open()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(started).toEqual([0, 1, 2])
    for (const g of gates) g.open()
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5])
    expect(started).toEqual([0, 1, 2, 3, 4, 5])
    expect(mostAtOnce).toBe(2)
    expect(admission.active).toBe(0)
  })

  it('reads what arrived on a socket between two pieces of work', async () => {
    // What it is for: node reads the requests that came in while one ran before the next starts, so a
    // request waits for those ahead of it, not for every request that arrived in the same pass.
    const events: string[] = []
    const server = net.createServer((socket) => socket.on('data', () => events.push('read')))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    const client = net.connect(port, '127.0.0.1')
    await new Promise((resolve) => client.once('connect', resolve))
    try {
      const admission = new Admission(1)
      await Promise.all([
        admission.run(async () => {
          events.push('first')
          client.write('x')
          busy(50) // the byte arrives meanwhile
        }),
        admission.run(async () => {
          events.push('second')
        }),
      ])
      expect(events).toEqual(['first', 'read', 'second'])
    } finally {
      client.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('frees the slot of work that failed', async () => {
    const admission = new Admission(1)
    const failed = admission.run(async () => {
      throw new Error('statement failed')
    })
    const next = admission.run(async () => 'ran')
    await expect(failed).rejects.toThrow('statement failed')
    expect(await next).toBe('ran')
    expect(admission.active).toBe(0)
  })

  it('drops work whose request was abandoned while it waited, and runs the rest', async () => {
    const admission = new Admission(1)
    const first = gate()
    const ran: string[] = []
    const running = admission.run(async () => {
      ran.push('first')
      await first.opened
    })
    const abandoned = new AbortController()
    const dropped = admission.run(async () => {
      ran.push('abandoned')
    }, abandoned.signal)
    const last = admission.run(async () => {
      ran.push('last')
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    abandoned.abort(new Error('client went away'))
    await expect(dropped).rejects.toThrow('client went away')
    expect(admission.waiting).toBe(1)
    first.open()
    await Promise.all([running, last])
    expect(ran).toEqual(['first', 'last'])
    expect(admission.active).toBe(0)

    const gone = AbortSignal.abort(new Error('gone before it asked'))
    await expect(admission.run(async () => ran.push('never'), gone)).rejects.toThrow('gone before it asked')
    expect(ran).toEqual(['first', 'last'])
  })
})

describe('Admission in front of the API (one slot, PGlite)', () => {
  const database = useTestDatabase('pglite')
  let app: ReturnType<typeof makeApp>
  let cookie: string

  beforeAll(async () => {
    app = makeApp(database.db, { admission: new Admission(1) })
    cookie = (await signedInUser(app)).cookie
  })

  it('answers concurrent reads and writes in transactions, failures included, without a deadlock', async () => {
    const writes = Array.from({ length: 8 }, (_, n) =>
      send(app, 'POST', '/api/items', {
        cookie,
        json: { sku: `ADM-${n}`, brand: 'Levi', description: `Jeans ${n}`, status: 'listed' },
      }),
    )
    const reads = Array.from({ length: 8 }, () => send(app, 'GET', '/api/items/counts', { cookie }))
    const missing = send(app, 'GET', '/api/items/00000000-0000-4000-8000-000000000000', { cookie })
    const taken = send(app, 'POST', '/api/items', {
      cookie,
      json: { sku: 'ADM-0', brand: 'Levi', description: 'Again', status: 'listed' },
    })
    const answers = await Promise.all([...writes, ...reads, missing, taken])
    expect(answers.slice(0, 8).map((answer) => answer.status)).toEqual(Array(8).fill(201))
    expect(answers.slice(8, 16).map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(answers[16]?.status).toBe(404)
    expect(answers[17]?.status).toBe(409)
    const counts = await send(app, 'GET', '/api/items/counts', { cookie })
    expect(counts.body).toMatchObject({ counts: { listed: 8, total: 8 } })
    const list = await app.request(`${ORIGIN}/api/items?status=listed`, { headers: { cookie } })
    expect(((await list.json()) as { rows: unknown[] }).rows).toHaveLength(8)
  })

  it("lets others run while a request's body is still arriving", async () => {
    let finishBody = () => {}
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"sku":"SLOW-1","brand":"Levi",'))
        finishBody = () => {
          controller.enqueue(new TextEncoder().encode('"description":"Jeans","status":"listed"}'))
          controller.close()
        }
      },
    })
    const slow = app.request(`${ORIGIN}/api/items`, {
      method: 'POST',
      // With its length given, the body limit lets the body through unread (without, it reads it whole).
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json', 'content-length': '71' },
      body,
      duplex: 'half',
    } as RequestInit)
    // The write is past its session check and reading its body by then.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const counts = await Promise.race([
      send(app, 'GET', '/api/items/counts', { cookie }).then((answer) => answer.status),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000)),
    ])
    finishBody()
    expect(counts).toBe(200)
    expect((await slow).status).toBe(201)
  })
})

import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { afterEach, describe, expect, it } from 'vitest'

import { SERVER_ENV, SERVER_NODE_OPTIONS } from '../../scripts/build-server.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The parent of every running process, from /proc. */
function parents(): Map<number, number> {
  const found = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (state !== 'Z') found.set(Number(name), Number(ppid))
    } catch {
      // The process ended while the folder was read.
    }
  }
  return found
}

/** `pid` and every process below it. */
function processTree(pid: number): number[] {
  const all = parents()
  const tree = [pid]
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of all) if (parent === tree[i]) tree.push(child)
  return tree
}

/** A process's command line, word by word ([] once it has ended). */
function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  } catch {
    return []
  }
}

/** A process's environment, by name. */
function environment(pid: number): Record<string, string> {
  const entries = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean)
  return Object.fromEntries(
    entries.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  )
}

/** Which of `pids` still run (a zombie, waiting for its parent to read its end, does not). */
function stillRunning(pids: number[]): number[] {
  const running = parents()
  return pids.filter((pid) => running.has(pid))
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok
  } catch {
    return false
  }
}

/** Opens a connection, asks for the health once and keeps the connection open, idle, as a browser does. */
async function keptAliveConnection(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1')
  socket.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    let received = ''
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString()
      if (received.includes('\r\n\r\n') && received.includes('"ok"')) resolve()
    })
    socket.once('close', () => reject(new Error(`closed before an answer: ${received}`)))
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
  })
  return socket
}

const started: ChildProcess[] = []
afterEach(() => {
  // Whatever a failed test left behind: the whole group the test started, and only that.
  for (const child of started.splice(0))
    if (child.pid !== undefined)
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // Already gone.
      }
})

/** Runs the README's `npm start` on a fresh data folder and waits until it answers. */
async function npmStart() {
  const port = await freePort()
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group, so that a failed test can end everything it started.
    detached: true,
    env: {
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? '',
      TMPDIR: os.tmpdir(),
      PORT: String(port),
      DATA_DIR: path.join(mkdtempSync(path.join(os.tmpdir(), 'frogwalk-npm-start-')), 'data'),
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  started.push(child)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const health = `http://127.0.0.1:${port}/api/health`
  // The first start may build the UI and the server.
  await expect.poll(() => answers(health), { timeout: 150_000, interval: 250 }).toBe(true)
  return { child, port, health, exited, output: () => output }
}

describe('npm start, as the README says, on the machine’s own node', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops on %s sent to npm, with a kept-alive connection open, and leaves no process behind',
    { timeout: 200_000 },
    async (signal) => {
      const server = await npmStart()
      const pid = server.child.pid ?? 0
      const tree = processTree(pid)
      // npm, the shell or what replaced it, and the server's node at least.
      expect(tree.length).toBeGreaterThanOrEqual(2)
      // The server's node runs with the options every start of the built server passes.
      const serverPid = tree.find((one) => commandLine(one).some((arg) => arg.endsWith('scripts/start.mjs')))
      expect(commandLine(serverPid ?? 0)).toEqual(['node', ...SERVER_NODE_OPTIONS, 'scripts/start.mjs'])
      // And with the environment every start of the built server sets (malloc's, decision 011a).
      expect(environment(serverPid ?? 0)).toMatchObject(SERVER_ENV)
      // What the README says to open: the app's page and the entry it starts (after its first paint, decision 039).
      const page = await fetch(`http://127.0.0.1:${server.port}/`)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('<title>Frogwalk</title>')
      const script = /\bimport\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1]
      expect(script).toBeDefined()
      expect((await fetch(`http://127.0.0.1:${server.port}${script}`)).status).toBe(200)
      const socket = await keptAliveConnection(server.port)
      try {
        const sentAt = Date.now()
        process.kill(pid, signal)
        await expect.poll(() => answers(server.health), { timeout: 5_000, interval: 100 }).toBe(false)
        await expect.poll(() => stillRunning(tree), { timeout: 5_000, interval: 100 }).toEqual([])
        expect(Date.now() - sentAt).toBeLessThan(5_000)
        await server.exited
        expect(server.output()).toContain('Frogwalk is running at')
      } finally {
        socket.destroy()
      }
    },
  )
})

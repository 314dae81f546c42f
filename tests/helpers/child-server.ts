import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll } from 'vitest'

import { PASSWORD, uniqueEmail } from './app'
import { scratchPostgres, type Engine } from './database'
import { buildServer, startServer } from './server-process'

/** The resident memory of process `pid`, in bytes (Linux's /proc). */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}

export interface ChildServer {
  url: string
  pid: number
  /** The session cookie of a user signed up on it. */
  cookie: string
  /** What the server wrote so far. */
  output: () => string
}

/**
 * The built server in a process of its own, on `engine` (a data folder of its own, or a new database on
 * TEST_DATABASE_URL's server), for the enclosing describe block: requests then cross a real connection
 * between two processes, as a client's do, and the server's memory is its own to measure.
 */
export function useChildServer(engine: Engine, env: Record<string, string> = {}): ChildServer {
  const state = { url: '', pid: 0, cookie: '', output: () => '' }
  let stop = async () => {}
  beforeAll(async () => {
    await buildServer()
    const folder = mkdtempSync(path.join(os.tmpdir(), 'frogwalk-child-'))
    const database =
      engine === 'postgres' ? await scratchPostgres(process.env.TEST_DATABASE_URL ?? '') : undefined
    const started = startServer({
      DATA_DIR: path.join(folder, 'data'),
      AUTH_SECRET: 'child-server-secret-at-least-32-characters',
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
    })
    let output = ''
    started.child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    started.child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    stop = async () => {
      if (started.child.exitCode === null) {
        const exited = new Promise((resolve) => started.child.once('exit', resolve))
        started.child.kill('SIGTERM')
        await exited
      }
      await database?.drop()
      rmSync(folder, { recursive: true, force: true })
    }
    const { url, stderr } = await started.ready
    if (!url) throw new Error(`the server did not start: ${stderr}`)
    const email = uniqueEmail('child')
    const account = async (path: string) =>
      fetch(`${url}/api/auth/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ email, password: PASSWORD, name: 'Child' }),
      })
    const signUp = await account('sign-up/email')
    if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`)
    const signIn = await account('sign-in/email')
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`)
    Object.assign(state, {
      url,
      pid: started.child.pid ?? 0,
      cookie: signIn.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; '),
      output: () => output,
    })
  }, 180_000)
  afterAll(() => stop(), 60_000)
  return state
}

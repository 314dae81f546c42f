import { spawn } from 'node:child_process'
import os from 'node:os'

import {
  BUILT_SERVER,
  SERVER_ENV,
  SERVER_NODE_OPTIONS,
  buildServerIfStale,
} from '../../scripts/build-server.mjs'

/**
 * Builds the server when its bundle is stale, as `npm start` does. Call it in `beforeAll`: the build is
 * not part of a test's start-up time.
 */
export async function buildServer(): Promise<void> {
  await buildServerIfStale()
}

/**
 * Starts the built server (dist/server/main.js, see `buildServer`) by plain node, as `npm start` runs it,
 * and waits for it to listen or exit.
 */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, BUILT_SERVER], {
    // Vitest puts Vite's BASE_URL and NODE_ENV into the environment; the server gets a clean one, with the
    // run's private temporary folder so nothing outlives the run.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: os.tmpdir(),
      PORT: '0',
      RATE_LIMIT: 'off',
      ...SERVER_ENV,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const ready = new Promise<{ url: string | null; code: number | null; stdout: string; stderr: string }>(
    (resolve) => {
      const timer = setInterval(() => {
        const match = /running at (http:\/\/[\d.]+:\d+)/.exec(stdout)
        if (match) {
          clearInterval(timer)
          resolve({ url: match[1] ?? null, code: null, stdout, stderr })
        }
      }, 50)
      child.on('exit', (code) => {
        clearInterval(timer)
        resolve({ url: null, code, stdout, stderr })
      })
    },
  )
  return { child, ready }
}

/** The messages of a server's JSON log lines (what it wrote to standard output or error), in order. */
export function logMessages(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry: unknown = JSON.parse(line)
      return typeof entry === 'object' && entry !== null && 'msg' in entry ? String(entry.msg) : ''
    })
}

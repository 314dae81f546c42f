import { spawn } from 'node:child_process'
import os from 'node:os'

/** Starts the real server process (as `npm start` does after the build) and waits for it to listen or exit. */
export function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // Vitest puts Vite's BASE_URL and NODE_ENV into the environment; the server gets a clean one, with the
    // run's private temporary folder (tsx keeps its cache there) so nothing outlives the run.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: os.tmpdir(),
      PORT: '0',
      RATE_LIMIT: 'off',
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

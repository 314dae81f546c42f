/**
 * `npm run dev`: the API on PORT (default 3000), restarted on every server change, and Vite's dev
 * server with hot reload on 5173, which forwards /api to the API. Open http://127.0.0.1:5173.
 */
import { spawn, type ChildProcess } from 'node:child_process'

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { stdio: 'inherit' }),
]

function stopAll(code: number) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))

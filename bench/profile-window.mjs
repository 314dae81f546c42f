/**
 * Where a server's CPU went in a window of a `--cpu-prof` profile: busy milliseconds by module and by
 * function between two seconds of the profile, or, with no window given, the busy and Hono milliseconds of
 * each second (to find the load run's window). Start the server with `--cpu-prof --cpu-prof-dir=DIR` (for the
 * load run: add both to the spawn of tests/helpers/server-process.ts in a throwaway checkout), then:
 *
 *   node bench/profile-window.mjs DIR/CPU....cpuprofile            # the seconds, to find the window
 *   node bench/profile-window.mjs DIR/CPU....cpuprofile 63 82      # what the window spent its CPU on
 */
import fs from 'node:fs'
const [file, fromS, toS] = [process.argv[2], Number(process.argv[3] ?? -1), Number(process.argv[4] ?? -1)]
const profile = JSON.parse(fs.readFileSync(file, 'utf8'))
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
let t = 0
const buckets = []
const mod = new Map(),
  fn = new Map()
let busy = 0
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i]
  const s = Math.floor(t / 1e6)
  const node = byId.get(profile.samples[i])
  const frame = node.callFrame
  const idle = frame.functionName === '(idle)'
  buckets[s] ??= { busy: 0, hono: 0 }
  if (!idle) buckets[s].busy += profile.timeDeltas[i]
  if (frame.url.includes('hono')) buckets[s].hono += profile.timeDeltas[i]
  if (fromS >= 0 && s >= fromS && s < toS && !idle) {
    busy += profile.timeDeltas[i]
    const url = frame.url
      .replace(/^file:\/\/\/work\/[^/]+\//, '')
      .replace(/node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*/, 'nm:$1')
    mod.set(url || frame.functionName, (mod.get(url || frame.functionName) ?? 0) + profile.timeDeltas[i])
    const k = `${frame.functionName || '(anon)'} ${url}:${frame.lineNumber}`
    fn.set(k, (fn.get(k) ?? 0) + profile.timeDeltas[i])
  }
}
if (fromS < 0) {
  console.log(
    buckets
      .map((b, i) => `${i}:${Math.round((b?.busy ?? 0) / 1000)}/${Math.round((b?.hono ?? 0) / 1000)}`)
      .join(' '),
  )
  process.exit()
}
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(
      ([k, v]) =>
        `${(v / 1000).toFixed(0).padStart(7)} ms ${((100 * v) / busy).toFixed(1).padStart(5)}%  ${k}`,
    )
    .join('\n')
console.log(`busy ${(busy / 1000).toFixed(0)} ms`)
console.log(top(mod, 22))
console.log('---')
console.log(top(fn, 30))

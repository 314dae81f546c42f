import { readFileSync } from 'node:fs'

import { writeDataTemplate } from './client'

/*
 * `node dist/server/template.js <folder>`: writes a new embedded database with every migration applied into
 * <folder> and exits, printing its peak resident memory and where the cluster came from (the empty
 * cluster's archive, or initdb). Run by the build in a process of its own, so that
 * initdb's memory is never the server's (decision 011a).
 */
const folder = process.argv[2]
if (!folder) {
  console.error('Usage: node dist/server/template.js <folder>')
  process.exit(2)
}
const source = await writeDataTemplate(folder)
let peak = ''
try {
  peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? ''
} catch {
  // Not Linux: no figure.
}
console.log(`peak-kb ${peak}`)
console.log(`source ${source}`)

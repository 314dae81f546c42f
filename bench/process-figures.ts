/** Figures of a running process read from /proc (Linux): its memory and its CPU time. */
import { readFileSync } from 'node:fs'

/** A memory figure of a process from /proc, in MiB: VmRSS (resident now) or VmHWM (resident at its peak). */
export function statusMiB(pid: number | undefined, field: 'VmRSS' | 'VmHWM'): number {
  if (pid === undefined) return NaN
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return match ? Number(match[1]) / 1024 : NaN
}

/** CPU time of a process so far, all its threads, user and system, in ms (/proc/<pid>/stat). */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return NaN
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command's name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / 100
}

import pino, { type DestinationStream, type Logger } from 'pino'

export type { Logger }

/** How log lines are written: JSON lines for a service manager or a collector, or read by a person. */
export type LogFormat = 'json' | 'pretty'
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

interface LoggerOptions {
  format: LogFormat
  level: LogLevel
  /** Where lines go: standard output unless a test catches them. */
  destination?: DestinationStream
  /** The file the held lines go to: standard output's (1) unless a test gives another. */
  linesFd?: number
}

/**
 * The server's log (decision 033): one JSON object a line, with the time as an ISO instant. The request lines
 * are written off the request's path, many lines a write: held until they fill `LINES_HELD_BYTES` or
 * `LINES_HELD_MS` has passed, and pino writes what is left when the process exits. Warnings and
 * errors are written at once (synchronously): a failure's line is out before anything else happens. `pretty`
 * draws the same lines for a terminal with pino-pretty, loaded only then.
 */
export async function createLogger({ format, level, destination }: LoggerOptions): Promise<Logger> {
  if (format === 'json') return jsonLogger({ level, destination })
  const { default: pretty } = await import('pino-pretty')
  const to = (fd: number) =>
    pretty({ sync: true, destination: fd, ignore: 'pid', translateTime: 'SYS:HH:MM:ss' })
  return pino(lineOptions(level), byLevel(to(1), to(2)))
}

/**
 * Standard output's lines are held until they fill this many bytes (about 80 request lines) or
 * `LINES_HELD_MS` has passed, then written at once: a write per request was 3 % of the server's CPU in the
 * load run, a write costing about the same whether it holds one line or eighty (decision 033).
 */
export const LINES_HELD_BYTES = 16 * 1024
/** How long a line waits at most on standard output before it is written (decision 033). */
export const LINES_HELD_MS = 1000

/** The JSON-lines log, to `destination`, or to standard output with warnings and errors on standard error. */
export function jsonLogger({ level, destination, linesFd = 1 }: Omit<LoggerOptions, 'format'>): Logger {
  if (destination) return pino(lineOptions(level), destination)
  const lines = pino.destination({
    fd: linesFd,
    sync: false,
    minLength: LINES_HELD_BYTES,
    maxWrite: 4 * LINES_HELD_BYTES,
    periodicFlush: LINES_HELD_MS,
  })
  const streams = byLevel(lines, pino.destination({ fd: 2, sync: true }))
  // pino's flush() asks its stream for flush(), which a multistream does not have: the held lines go out now.
  const flush = (done?: (error?: Error) => void) => lines.flush(done)
  return pino(lineOptions(level), Object.assign(streams, { flush }))
}

/** Each line to one stream: warnings and errors to `problems`, the rest to `rest`. */
const byLevel = (rest: DestinationStream, problems: DestinationStream) =>
  pino.multistream(
    [
      { level: 'debug', stream: rest },
      { level: 'warn', stream: problems },
    ],
    { dedupe: true },
  )

const lineOptions = (level: LogLevel) => ({
  level,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
})

/** A log that writes nothing: the in-process tests' default. */
export const silentLogger: Logger = pino({ level: 'silent' })

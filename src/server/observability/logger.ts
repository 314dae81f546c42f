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
}

/**
 * The server's log (decision 033): one JSON object a line, with the time as an ISO instant. The request lines
 * are written off the request's path: a line is handed to a write under way or starts one, so a busy server
 * writes many lines a call instead of one blocking write per request (a writeString per request was 3 % of
 * the event loop under the load run), and pino writes what is left when the process exits. Warnings and
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

/** The JSON-lines log, to `destination`, or to standard output with warnings and errors on standard error. */
export function jsonLogger({ level, destination }: Omit<LoggerOptions, 'format'>): Logger {
  const to = (fd: number, sync: boolean) => pino.destination({ fd, sync })
  return pino(lineOptions(level), destination ?? byLevel(to(1, false), to(2, true)))
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

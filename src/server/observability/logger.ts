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
 * The server's log (decision 033): one JSON object a line, with the time as an ISO instant, written at once
 * (synchronously, so the last lines before an exit are never lost). `pretty` draws the same lines for a
 * terminal with pino-pretty, loaded only then.
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
  const to = (fd: number) => pino.destination({ fd, sync: true })
  return pino(lineOptions(level), destination ?? byLevel(to(1), to(2)))
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

import { z } from 'zod'

/** The connections a server keeps to PostgreSQL unless told otherwise (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10

/**
 * The only place that reads process.env. Everything the server can be told from outside is here,
 * parsed once at start; a wrong value stops the start with a readable list.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL such as https://frogwalk.example.com').optional(),
  SIGNUP: z.enum(['open', 'closed'], { error: "SIGNUP must be 'open' or 'closed'" }).default('open'),
  RATE_LIMIT: z
    .enum(['on', 'off'], { error: "RATE_LIMIT must be 'on' or 'off'" })
    .default('on')
    .transform((value) => value === 'on'),
  /** How many reverse proxies in front append to X-Forwarded-For: `true` is one, `false` none. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9])$/, "TRUST_PROXY must be 'true', 'false' or the number of proxies (0-9)")
    .default('false')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
  /** The S3-compatible bucket users' files are kept in; without it, under DATA_DIR/files (decision 021). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as https://s3.example.com').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: "S3_FORCE_PATH_STYLE must be 'true' or 'false'" })
    .default('false')
    .transform((value) => value === 'true'),
  /** How log lines are written (decision 033); by default JSON lines, or pretty ones at a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: "LOG_FORMAT must be 'json' or 'pretty'" }).optional(),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'], {
      error: "LOG_LEVEL must be 'debug', 'info', 'warn', 'error' or 'silent'",
    })
    .default('info'),
  /** The port of the Prometheus metrics' own listener; no metrics without it. */
  METRICS_PORT: z.coerce
    .number({ error: 'METRICS_PORT must be a port number' })
    .int('METRICS_PORT must be a port number')
    .min(0, 'METRICS_PORT must be a port number')
    .max(65_535, 'METRICS_PORT must be a port number')
    .optional(),
  /** Where the metrics listen: this machine only unless said otherwise. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Connections each server keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
    .int('DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .min(1, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .max(100, 'DATABASE_POOL_SIZE must be a whole number from 1 to 100')
    .default(DEFAULT_POOL_SIZE),
  /**
   * Seconds a server told to stop goes on serving while `/api/ready` says it is not ready, so that a load
   * balancer stops sending it requests first; 0 (stop at once) for a server on its own.
   */
  SHUTDOWN_DELAY: z.coerce
    .number({ error: 'SHUTDOWN_DELAY must be a number of seconds from 0 to 120' })
    .min(0, 'SHUTDOWN_DELAY must be a number of seconds from 0 to 120')
    .max(120, 'SHUTDOWN_DELAY must be a number of seconds from 0 to 120')
    .default(0),
})

/** The S3 settings that mean nothing without a bucket: given alone, they are a mistake, not a choice of disk. */
const S3_DETAILS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.S3_BUCKET) return
  for (const name of S3_DETAILS)
    if (env[name] !== undefined)
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is set but S3_BUCKET is not; set S3_BUCKET to keep files in a bucket`,
      })
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = checkedEnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new EnvError(`Frogwalk cannot start because of its configuration: ${lines.join('; ')}.`)
  }
  return parsed.data
}

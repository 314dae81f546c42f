import { createServer, type Server } from 'node:http'

import type { Logger } from './logger'
import type { RequestObserver } from './request-log'

/** What the database side reports: its pool (PostgreSQL) or its queue (the embedded database's turns). */
export interface DatabaseGauges {
  /** Connections open, idle, and requests waiting for one (or for their turn). */
  pool(): { total: number; idle: number; waiting: number }
}

export interface Metrics {
  observeRequest: RequestObserver
  observeQuery(seconds: number): void
  /** Stops the metrics listener. */
  close(): Promise<void>
}

interface MetricsOptions {
  port: number
  host: string
  database: DatabaseGauges
  logger: Logger
}

/**
 * The Prometheus metrics (decision 033), served on a listener of their own (METRICS_PORT, on METRICS_HOST,
 * 127.0.0.1 unless said otherwise), never on the app's port: they are off unless configured and cannot be
 * reached from the app's public address by accident. prom-client is loaded only then.
 */
export async function startMetrics({ port, host, database, logger }: MetricsOptions): Promise<Metrics> {
  const client = await import('prom-client')
  const registry = new client.Registry()
  // Process memory, CPU, event-loop lag, garbage collection, handles: prom-client's defaults.
  client.collectDefaultMetrics({ register: registry, prefix: 'frogwalk_' })
  const requests = new client.Counter({
    name: 'frogwalk_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const durations = new client.Histogram({
    name: 'frogwalk_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being ready, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const queries = new client.Histogram({
    name: 'frogwalk_db_query_duration_seconds',
    help: 'Time of each database statement, from sending it to its result',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [registry],
  })
  const pool = new client.Gauge({
    name: 'frogwalk_db_pool_connections',
    help: 'Database connections by state: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { total, idle, waiting } = database.pool()
      this.set({ state: 'total' }, total)
      this.set({ state: 'idle' }, idle)
      this.set({ state: 'waiting' }, waiting)
    },
  })
  void pool

  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: { type: error instanceof Error ? error.name : typeof error } }, 'metrics failed')
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address()
  logger.info(
    { metrics: typeof address === 'object' && address ? `http://${host}:${address.port}/metrics` : host },
    'metrics served',
  )

  return {
    observeRequest({ method, route, status, seconds }) {
      requests.inc({ method, route, status: String(status) })
      durations.observe({ method, route }, seconds)
    },
    observeQuery(seconds) {
      queries.observe(seconds)
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

import type { SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { z } from 'zod'

import { idParamSchema } from '../../shared/schemas/common'
import type { AppEnv } from '../context'
import type { ownedRows } from '../db/queries/owned'
import { notFound } from '../errors'
import { validate } from '../validate'

type Rows = ReturnType<typeof ownedRows>

/** A row as the API shows it: everything but the owner's id, which is always the caller's. */
export function publicRow<Row extends { userId?: unknown }>(row: Row): Omit<Row, 'userId'> {
  const { userId: _userId, ...rest } = row
  return rest
}

export interface CrudOptions {
  rows: Rows
  /** Singular and plural keys of the JSON answers ({ brand } / { brands }), and the name in messages. */
  one: string
  many: string
  label: string
  orderBy: () => SQL[]
  create: z.ZodType
  update: z.ZodType
  /** Checks and completes a validated new row (links, derived columns) before it is stored. */
  prepareCreate?: (c: Context<AppEnv>, input: Record<string, unknown>) => Promise<Record<string, unknown>>
  /** Checks and completes a validated change against the stored row before it is saved. */
  prepareUpdate?: (
    c: Context<AppEnv>,
    existing: Record<string, unknown>,
    changes: Record<string, unknown>,
  ) => Promise<Record<string, unknown>>
}

/**
 * The five plain routes of a user-owned resource: list, read, create, change, delete. Every one goes
 * through the resource's owned rows, so it reads and writes only the signed-in user's data; another
 * user's id answers 404 exactly like a missing one.
 */
export function crudRoutes(options: CrudOptions) {
  const { rows, one, many, label } = options
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const found = await rows.list(c.var.db, c.var.userId, options.orderBy())
      return c.json({ [many]: found.map(publicRow) }, 200)
    })
    .get('/:id', validate('param', idParamSchema), async (c) => {
      const row = await rows.get(c.var.db, c.var.userId, c.req.valid('param').id)
      if (!row) throw notFound(label)
      return c.json({ [one]: publicRow(row) }, 200)
    })
    .post('/', validate('json', options.create), async (c) => {
      const input = c.req.valid('json') as Record<string, unknown>
      const values = options.prepareCreate ? await options.prepareCreate(c, input) : input
      const row = await rows.insert(c.var.db, c.var.userId, values)
      return c.json({ [one]: publicRow(row) }, 201)
    })
    .patch('/:id', validate('param', idParamSchema), validate('json', options.update), async (c) => {
      const { id } = c.req.valid('param')
      let changes = c.req.valid('json') as Record<string, unknown>
      if (options.prepareUpdate) {
        const existing = await rows.get(c.var.db, c.var.userId, id)
        if (!existing) throw notFound(label)
        changes = await options.prepareUpdate(c, existing, changes)
      }
      const row = await rows.update(c.var.db, c.var.userId, id, changes)
      if (!row) throw notFound(label)
      return c.json({ [one]: publicRow(row) }, 200)
    })
    .delete('/:id', validate('param', idParamSchema), async (c) => {
      const deleted = await rows.remove(c.var.db, c.var.userId, c.req.valid('param').id)
      if (!deleted) throw notFound(label)
      return c.body(null, 204)
    })
}

import { Hono } from 'hono'
import type { z } from 'zod'

import { idParamSchema } from '../../shared/schemas/common'
import type { AppEnv } from '../context'
import type { Database } from '../db/client'
import { notFound } from '../errors'
import { validate } from '../validate'

/** What one resource's routes are made of: its schemas, its query functions and its answer's key. */
export interface ResourceSpec<
  ListQuery extends z.ZodType,
  NewRow extends z.ZodType,
  Change extends z.ZodType,
  Row,
  Page,
  Answer,
> {
  /** The resource in messages: 'Brand' gives 'Brand not found'. */
  label: string
  /** The JSON of one row, under its own key: `(brand) => ({ brand })`. */
  answer: (row: Row) => Answer
  list: { query: ListQuery; run: (db: Database, userId: string, query: z.output<ListQuery>) => Promise<Page> }
  get: (db: Database, userId: string, id: string) => Promise<Row | undefined>
  create: { body: NewRow; run: (db: Database, userId: string, input: z.output<NewRow>) => Promise<Row> }
  update: {
    body: Change
    run: (db: Database, userId: string, id: string, changes: z.output<Change>) => Promise<Row | undefined>
  }
  remove: (db: Database, userId: string, id: string) => Promise<boolean>
}

/**
 * The five routes of a user-owned resource: list (one page, GET /), read, create, change and delete. Each
 * calls the resource's query functions with the signed-in user's id, so it reads and writes only that
 * user's rows; another user's id answers 404 exactly like a missing one (decision 004).
 */
export function resourceRoutes<
  ListQuery extends z.ZodType,
  NewRow extends z.ZodType,
  Change extends z.ZodType,
  Row,
  Page,
  Answer,
>(spec: ResourceSpec<ListQuery, NewRow, Change, Row, Page, Answer>) {
  return new Hono<AppEnv>()
    .get('/', validate('query', spec.list.query), async (c) =>
      c.json(await spec.list.run(c.var.db, c.var.userId, c.req.valid('query')), 200),
    )
    .get('/:id', validate('param', idParamSchema), async (c) => {
      const row = await spec.get(c.var.db, c.var.userId, c.req.valid('param').id)
      if (row === undefined) throw notFound(spec.label)
      return c.json(spec.answer(row), 200)
    })
    .post('/', validate('json', spec.create.body), async (c) => {
      const row = await spec.create.run(c.var.db, c.var.userId, c.req.valid('json'))
      return c.json(spec.answer(row), 201)
    })
    .patch('/:id', validate('param', idParamSchema), validate('json', spec.update.body), async (c) => {
      const row = await spec.update.run(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json'))
      if (row === undefined) throw notFound(spec.label)
      return c.json(spec.answer(row), 200)
    })
    .delete('/:id', validate('param', idParamSchema), async (c) => {
      if (!(await spec.remove(c.var.db, c.var.userId, c.req.valid('param').id))) throw notFound(spec.label)
      return c.body(null, 204)
    })
}

import { Hono } from 'hono'
import type { z } from 'zod'

import { idParamSchema } from '../../shared/schemas/common'
import type { AppEnv } from '../context'
import type { Database } from '../db/client'
import { notFound } from '../errors'
import { validate } from '../validate'

/** Writes a new row (or a change) and answers the rows it wrote. */
type Write<Input, Row> = (db: Database, userId: string, input: Input) => Promise<Row[]>
type Change<Input, Row> = (db: Database, userId: string, id: string, changes: Input) => Promise<Row[]>

/** What one resource's routes are made of: its schemas, its rows (db/queries/owned.ts) and its answer's key. */
interface ResourceSpec<
  ListQuery extends z.ZodType,
  NewRow extends z.ZodType,
  Update extends z.ZodType,
  Row,
  Page,
  Answer,
> {
  /** The resource in messages: 'Brand' gives 'Brand not found'. */
  label: string
  /** The JSON of one row, under its own key: `(brand) => ({ brand })`. */
  answer: (row: Row) => Answer
  /** The user's rows of the resource's table (`ownedRows`). */
  rows: {
    get: (db: Database, userId: string, id: string) => Promise<Row[]>
    insert: Write<z.output<NewRow>, Row>
    update: Change<z.output<Update>, Row>
    remove: (db: Database, userId: string, id: string) => Promise<unknown[]>
  }
  list: { query: ListQuery; run: (db: Database, userId: string, query: z.output<ListQuery>) => Promise<Page> }
  /** The create body's schema, and what creating does when it is more than inserting the row. */
  create: { body: NewRow; run?: Write<z.output<NewRow>, Row> }
  /** The change body's schema, and what changing does when it is more than updating the row. */
  update: { body: Update; run?: Change<z.output<Update>, Row> }
}

/**
 * The five routes of a user-owned resource: list (one page, GET /), read, create, change and delete. Each
 * goes through the resource's rows with the signed-in user's id, so it reads and writes only that user's
 * rows; another user's id answers 404 exactly like a missing one (decision 004).
 */
export function resourceRoutes<
  ListQuery extends z.ZodType,
  NewRow extends z.ZodType,
  Update extends z.ZodType,
  Row,
  Page,
  Answer,
>(spec: ResourceSpec<ListQuery, NewRow, Update, Row, Page, Answer>) {
  const create = spec.create.run ?? spec.rows.insert
  const update = spec.update.run ?? spec.rows.update
  return new Hono<AppEnv>()
    .get('/', validate('query', spec.list.query), async (c) =>
      c.json(await spec.list.run(c.var.db, c.var.userId, c.req.valid('query')), 200),
    )
    .get('/:id', validate('param', idParamSchema), async (c) => {
      const [row] = await spec.rows.get(c.var.db, c.var.userId, c.req.valid('param').id)
      if (row === undefined) throw notFound(spec.label)
      return c.json(spec.answer(row), 200)
    })
    .post('/', validate('json', spec.create.body), async (c) => {
      const [row] = await create(c.var.db, c.var.userId, c.req.valid('json'))
      if (row === undefined) throw new Error(`Creating a ${spec.label} wrote no row`)
      return c.json(spec.answer(row), 201)
    })
    .patch('/:id', validate('param', idParamSchema), validate('json', spec.update.body), async (c) => {
      const [row] = await update(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json'))
      if (row === undefined) throw notFound(spec.label)
      return c.json(spec.answer(row), 200)
    })
    .delete('/:id', validate('param', idParamSchema), async (c) => {
      const deleted = await spec.rows.remove(c.var.db, c.var.userId, c.req.valid('param').id)
      if (deleted.length === 0) throw notFound(spec.label)
      return c.body(null, 204)
    })
}

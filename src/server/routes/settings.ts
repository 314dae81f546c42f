import { Hono } from 'hono'

import { settingsUpdateSchema } from '../../shared/schemas/settings'
import type { AppEnv } from '../context'
import { getSettings, updateSettings } from '../db/queries/settings'
import { validate } from '../validate'

/** The user's preferences, kept on the server so they follow the user to any device. */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ settings: await getSettings(c.var.db, c.var.userId) }, 200))
  .patch('/', validate('json', settingsUpdateSchema), async (c) =>
    c.json({ settings: await updateSettings(c.var.db, c.var.userId, c.req.valid('json')) }, 200),
  )

import { Hono } from 'hono'

import { CSV_MIME_TYPE } from '../../domain/csv/import'
import { idParamSchema } from '../../shared/schemas/common'
import {
  columnMappingSchema,
  newSavedMappingSchema,
  salesImportQuerySchema,
  salesImportRequestSchema,
  savedMappingListQuerySchema,
} from '../../shared/schemas/sales-imports'
import type { AppEnv } from '../context'
import { deleteMapping, listSavedMappings, saveMapping } from '../db/queries/sales-import-mappings'
import { AppError, notFound } from '../errors'
import { isJsonContentType } from '../http/guards'
import { importSales, previewSalesImport } from '../sales-import'
import { validate, validationError } from '../validate'

/** The message of a body that is neither the file nor the JSON request. */
const SALES_IMPORT_BODY_MESSAGE = 'Send the file as text/csv, or JSON { csv, mapping, marketplace, choices }'

/**
 * POST /api/sales-imports[?preview=true]: a marketplace sales report previewed or imported (decision 020,
 * src/shared/schemas/sales-imports.ts). The body is the file (text/csv, a mapping in `?mapping=`) or JSON
 * with the file's text and the person's choices. Its body may be as large as the items import's (app.ts).
 */
export const salesImportRoutes = new Hono<AppEnv>().post(
  '/',
  validate('query', salesImportQuerySchema),
  async (c) => {
    const query = c.req.valid('query')
    const type = c.req.header('content-type') ?? ''
    let request
    if (type.toLowerCase().startsWith(CSV_MIME_TYPE)) {
      let mapping: unknown
      if (query.mapping !== undefined) {
        try {
          mapping = JSON.parse(query.mapping)
        } catch {
          throw new AppError('validation_failed', 'mapping: must be JSON of the columns of each field', {
            mapping: 'Must be JSON of the columns of each field',
          })
        }
      }
      const parsedMapping = columnMappingSchema.optional().safeParse(mapping)
      if (!parsedMapping.success) throw validationError(parsedMapping.error)
      request = {
        csv: await c.req.text(),
        mapping: parsedMapping.data,
        marketplace: query.marketplace,
        reportId: null,
        choices: [],
      }
    } else if (isJsonContentType(type)) {
      let body: unknown
      try {
        body = await c.req.json()
      } catch {
        throw new AppError('invalid_json', 'The request body is not valid JSON.')
      }
      const parsed = salesImportRequestSchema.safeParse(body)
      if (!parsed.success) throw validationError(parsed.error)
      request = parsed.data
    } else throw new AppError('unsupported_media_type', SALES_IMPORT_BODY_MESSAGE)

    const { choices, ...input } = request
    if (query.preview === 'true') return c.json(await previewSalesImport(c.var.db, c.var.userId, input), 200)
    return c.json(await importSales(c.var.db, c.var.userId, input, choices), 200)
  },
)

/** /api/sales-import-mappings: the user's saved column mappings of reports Frogwalk does not know. */
export const salesImportMappingRoutes = new Hono<AppEnv>()
  .get('/', validate('query', savedMappingListQuerySchema), async (c) =>
    c.json({ rows: await listSavedMappings(c.var.db, c.var.userId, c.req.valid('query').headerKey) }, 200),
  )
  .post('/', validate('json', newSavedMappingSchema), async (c) =>
    c.json({ mapping: await saveMapping(c.var.db, c.var.userId, c.req.valid('json')) }, 201),
  )
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    if (!(await deleteMapping(c.var.db, c.var.userId, c.req.valid('param').id))) throw notFound('Mapping')
    return c.body(null, 204)
  })

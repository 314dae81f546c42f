import { sql } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'

import { COLUMN_CASING } from '../client'
import { inventoryItems } from '../schema'

import { renderedOnce } from './rendered'

describe('a fragment written once', () => {
  const dialect = new PgDialect({ casing: COLUMN_CASING })

  it('is the text drizzle writes for the fragment in a statement', () => {
    const fragment = sql`json_build_array(${inventoryItems.purchaseDate}::text, lower(${inventoryItems.sku}))`
    const statement = (part: unknown) => dialect.sqlToQuery(sql`select ${part} from ${inventoryItems}`)
    expect(statement(renderedOnce(fragment))).toEqual(statement(fragment))
    expect(statement(renderedOnce(fragment)).sql).toContain('"inventory_items"."purchase_date"::text')
  })

  it('refuses a fragment that holds a value, which would be lost', () => {
    expect(() => renderedOnce(sql`${inventoryItems.sku} = ${'L-1'}`)).toThrow(/no values/)
  })
})

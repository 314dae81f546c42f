import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { ENGINES, useTestDatabase } from '../../../tests/helpers/database'

/*
 * Every search through a trigram (GIN) index reads the index's pending list whole, and the embedded
 * database never vacuums it away: each such index merges its pending entries once they pass 256 kB
 * (migration 0010, GIN_PENDING), a new one included.
 */
describe.each(ENGINES)('trigram indexes on %s', (engine) => {
  const t = useTestDatabase(engine)

  it('merge their pending entries by 256 kB', async () => {
    const result = (await t.db.execute(sql`
      select c.relname as name, coalesce(array_to_string(c.reloptions, ','), '') as options
      from pg_class c join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and c.relnamespace = 'public'::regnamespace
      order by c.relname`)) as unknown as { rows: { name: string; options: string }[] }
    expect(result.rows.map((row) => row.name)).toEqual([
      'expense_search_texts_search_idx',
      'expenses_search_text_idx',
      'inventory_items_status_sku_search_idx',
      'inventory_items_status_text_search_idx',
      'receipts_search_text_idx',
    ])
    for (const row of result.rows)
      expect(row, row.name).toMatchObject({ options: 'gin_pending_list_limit=256' })
  })
})

import { describe, expect, it } from 'vitest'

import { importLanding } from './import-landing'

describe('importLanding', () => {
  it('keeps the spec’s banner for an import of unlisted items', () => {
    expect(importLanding({ unlisted: 3 })).toEqual({
      status: 'unlisted',
      banner: 'CSV import completed successfully! Redirecting to unlisted items...',
    })
  })

  it('goes to the list the items landed in', () => {
    expect(importLanding({ listed: 2 })).toEqual({
      status: 'listed',
      banner: 'CSV import completed successfully! Redirecting to listed items...',
    })
  })

  it('goes to the list with most of them and says where the others went', () => {
    expect(importLanding({ unlisted: 1, sold: 1_200, listed: 4 })).toEqual({
      status: 'sold',
      banner:
        'CSV import completed successfully! Redirecting to sold items... (1 Unlisted, 4 Listed, 1,200 Sold)',
    })
  })

  it('takes the first status between equals', () => {
    expect(importLanding({ sold: 2, listed: 2 }).status).toBe('listed')
  })
})

import { brandListQuerySchema, brandUpdateSchema, newBrandSchema } from '../../shared/schemas/brand'
import { brandRows, changeBrand, listBrands } from '../db/queries/brands'

import { resourceRoutes } from './resource'

/** /api/brands (spec 2, Brand Management); a renamed brand renames it in the items that name it. */
export const brandRoutes = resourceRoutes({
  label: 'Brand',
  answer: (brand) => ({ brand }),
  rows: brandRows,
  list: { query: brandListQuerySchema, run: listBrands },
  create: { body: newBrandSchema },
  update: { body: brandUpdateSchema, run: changeBrand },
})

import { brandListQuerySchema, brandUpdateSchema, newBrandSchema } from '../../shared/schemas/brand'
import { createBrand, deleteBrand, getBrand, listBrands, updateBrand } from '../db/queries/brands'

import { resourceRoutes } from './resource'

/** /api/brands (spec 2, Brand Management). */
export const brandRoutes = resourceRoutes({
  label: 'Brand',
  answer: (brand) => ({ brand }),
  list: { query: brandListQuerySchema, run: listBrands },
  get: getBrand,
  create: { body: newBrandSchema, run: createBrand },
  update: { body: brandUpdateSchema, run: updateBrand },
  remove: deleteBrand,
})

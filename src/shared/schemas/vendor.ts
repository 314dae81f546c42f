import { z } from 'zod'

import { DEFAULT_VENDOR_CATEGORY_COLOR } from '../../domain/vendors/colors'
import { TEXT_LIMITS } from '../../domain/text-limits'

import { optionalText, optionalUrl, requiredText } from './common'
import { listQuerySchema } from './list'

const optionalEmail = optionalText(TEXT_LIMITS.vendors.contactEmail).refine(
  (value) => value === null || z.email().safeParse(value).success,
  'Enter a valid email address',
)

const vendorFields = {
  name: requiredText('Vendor name is required', TEXT_LIMITS.vendors.name),
  category: optionalText(TEXT_LIMITS.vendors.category),
  contactEmail: optionalEmail,
  contactPhone: optionalText(TEXT_LIMITS.vendors.contactPhone),
  address: optionalText(TEXT_LIMITS.vendors.address),
  website: optionalUrl(TEXT_LIMITS.vendors.website),
  notes: optionalText(TEXT_LIMITS.vendors.notes),
  isActive: z.boolean({ error: 'Active must be true or false' }),
}

/** A new vendor (spec 5: name trimmed, unique; optional fields trimmed and absent when empty). */
export const newVendorSchema = z.strictObject({
  ...vendorFields,
  isActive: vendorFields.isActive.default(true),
})

export const vendorUpdateSchema = z.strictObject(vendorFields).partial()

/** Which vendors a list shows (spec 2: All / Active / Inactive). */
export const VENDOR_STATUS_FILTERS = ['all', 'active', 'inactive'] as const

/** The vendor list (spec 2: search and the All/Active/Inactive filter; spec 7: by name). */
export const vendorListQuerySchema = listQuerySchema({
  sorts: ['name'],
  defaultSort: 'name',
  defaultDirection: 'asc',
  filters: {
    status: z.enum(VENDOR_STATUS_FILTERS, { error: 'Show all, active or inactive vendors' }).default('all'),
  },
})

export type NewVendor = z.infer<typeof newVendorSchema>
export type VendorUpdate = z.infer<typeof vendorUpdateSchema>
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>

const colorSchema = z
  .string({ error: 'Colour must be a hex value like #3B82F6' })
  .regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be a hex value like #3B82F6')

const categoryFields = {
  name: requiredText('Category name is required', TEXT_LIMITS.vendorCategories.name),
  description: optionalText(TEXT_LIMITS.vendorCategories.description),
  color: colorSchema,
}

/** A new vendor category (spec 5: name required and unique; default colour #3B82F6). */
export const newVendorCategorySchema = z.strictObject({
  ...categoryFields,
  color: colorSchema.default(DEFAULT_VENDOR_CATEGORY_COLOR),
})

export const vendorCategoryUpdateSchema = z.strictObject(categoryFields).partial()

/** The vendor categories (spec 7: by name). */
export const vendorCategoryListQuerySchema = listQuerySchema({
  sorts: ['name'],
  defaultSort: 'name',
  defaultDirection: 'asc',
  filters: {},
})

export type NewVendorCategory = z.infer<typeof newVendorCategorySchema>
export type VendorCategoryUpdate = z.infer<typeof vendorCategoryUpdateSchema>
export type VendorCategoryListQuery = z.infer<typeof vendorCategoryListQuerySchema>

import { z } from 'zod'

import { NAME_TAKEN_MESSAGES } from '../../domain/unique'
import { DEFAULT_VENDOR_CATEGORY_COLOR } from '../../domain/vendors/colors'

import { optionalText, optionalUrl, requiredText } from './common'

const optionalEmail = z
  .string()
  .trim()
  .max(320)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || z.email().safeParse(value).success, 'Enter a valid email address')

const vendorFields = {
  name: requiredText('Vendor name is required', 200),
  category: optionalText(100),
  contactEmail: optionalEmail,
  contactPhone: optionalText(50),
  address: optionalText(500),
  website: optionalUrl(),
  notes: optionalText(),
  isActive: z.boolean(),
}

/** A new vendor (spec 5: name trimmed, unique; optional fields trimmed and absent when empty). */
export const newVendorSchema = z.strictObject({ ...vendorFields, isActive: z.boolean().default(true) })
export const vendorUpdateSchema = z.strictObject(vendorFields).partial()

export type NewVendor = z.infer<typeof newVendorSchema>
export type VendorUpdate = z.infer<typeof vendorUpdateSchema>

export const VENDOR_TAKEN_MESSAGE = NAME_TAKEN_MESSAGES.vendor

const colorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be a hex value like #3B82F6')

const categoryFields = {
  name: requiredText('Category name is required', 100),
  description: optionalText(500),
  color: colorSchema,
}

/** A new vendor category (spec 5: name required and unique; default colour #3B82F6). */
export const newVendorCategorySchema = z.strictObject({
  ...categoryFields,
  color: colorSchema.default(DEFAULT_VENDOR_CATEGORY_COLOR),
})
export const vendorCategoryUpdateSchema = z.strictObject(categoryFields).partial()

export type NewVendorCategory = z.infer<typeof newVendorCategorySchema>
export type VendorCategoryUpdate = z.infer<typeof vendorCategoryUpdateSchema>

export const VENDOR_CATEGORY_TAKEN_MESSAGE = NAME_TAKEN_MESSAGES.vendorCategory

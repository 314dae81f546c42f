/** Vendor category colour palette of spec 3, hex value and name, in the spec's order. */
export const VENDOR_CATEGORY_COLORS = [
  { value: '#3B82F6', name: 'Blue' },
  { value: '#10B981', name: 'Green' },
  { value: '#F59E0B', name: 'Orange' },
  { value: '#EF4444', name: 'Red' },
  { value: '#8B5CF6', name: 'Purple' },
  { value: '#06B6D4', name: 'Cyan' },
  { value: '#84CC16', name: 'Lime' },
  { value: '#F97316', name: 'Orange' },
  { value: '#EC4899', name: 'Pink' },
  { value: '#6B7280', name: 'Gray' },
] as const

/** Default colour of a new vendor category (spec 5). */
export const DEFAULT_VENDOR_CATEGORY_COLOR = '#3B82F6'

/** Whether `value` is a hex colour '#RRGGBB' (spec 3: vendor category colour is hex), any letter case. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(value)
}

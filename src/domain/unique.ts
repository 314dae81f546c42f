/**
 * Case-insensitive uniqueness rules shared by several entities (spec 5): collision suffixes '-A1', '-A2' …
 * for generated SKUs and receipt numbers, and the "name already exists" checks with the spec's messages.
 */

/**
 * `value` made unique among `taken` (compared case-insensitively): itself when free, else the first free
 * of `value-A1`, `value-A2`, and so on (spec 5, SKU and receipt number collisions).
 */
export function withCollisionSuffix(value: string, taken: Iterable<string>): string {
  const used = new Set<string>()
  for (const other of taken) used.add(other.toLowerCase())
  if (!used.has(value.toLowerCase())) return value
  for (let n = 1; ; n++) {
    const candidate = `${value}-A${n}`
    if (!used.has(candidate.toLowerCase())) return candidate
  }
}

/** Whether `name` (trimmed) equals any of `others` case-insensitively (pass others without the edited row). */
export function isNameTaken(name: string, others: Iterable<string>): boolean {
  const wanted = name.trim().toLowerCase()
  for (const other of others) if (other.trim().toLowerCase() === wanted) return true
  return false
}

/** Entities whose names are unique per user, case-insensitively (spec 5). */
export type NamedEntity = 'brand' | 'purchaseLocation' | 'vendor' | 'vendorCategory'

/** The spec's messages when a name is already used (spec 5). */
export const NAME_TAKEN_MESSAGES: Record<NamedEntity, string> = {
  brand: 'A brand with this name already exists. Please choose a different name.',
  purchaseLocation: 'A purchase location with this name already exists. Please choose a different name.',
  vendor: 'A vendor with this name already exists. Please choose a different name.',
  vendorCategory: 'A category with this name already exists. Please choose a different name.',
}

/** Outcome of a name check: the trimmed name, or the spec's message as data. */
export type NameCheck =
  { ok: true; name: string } | { ok: false; code: 'name_required' | 'name_taken'; message: string }

/**
 * Spec 5: the name of a brand, purchase location, vendor or vendor category is required, trimmed and unique
 * case-insensitively among the user's others. Returns the trimmed name or the spec's message as data.
 */
export function checkName(entity: NamedEntity, name: string, others: Iterable<string>): NameCheck {
  const trimmed = name.trim()
  if (trimmed === '') return { ok: false, code: 'name_required', message: 'Name is required' }
  if (isNameTaken(trimmed, others))
    return { ok: false, code: 'name_taken', message: NAME_TAKEN_MESSAGES[entity] }
  return { ok: true, name: trimmed }
}

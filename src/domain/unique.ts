/**
 * Case-insensitive uniqueness of spec 5: collision suffixes '-A1', '-A2' … for generated SKUs and receipt
 * numbers, and the "name already exists" messages. The database holds uniqueness (unique indexes on
 * lower(name)); these word it and make generated values unique.
 */

/**
 * A set of names compared case-insensitively. Passed to withCollisionSuffix it is used as it is, so making
 * thousands of values unique one after another (a CSV import) costs one lookup each, not a copy of the set.
 */
export class CaseInsensitiveSet {
  private readonly keys = new Set<string>()

  constructor(values: Iterable<string> = []) {
    for (const value of values) this.add(value)
  }

  add(value: string): this {
    this.keys.add(value.toLowerCase())
    return this
  }

  has(value: string): boolean {
    return this.keys.has(value.toLowerCase())
  }
}

/**
 * `value` made unique among `taken` (compared case-insensitively): itself when free, else the first free
 * of `value-A1`, `value-A2`, and so on (spec 5, SKU and receipt number collisions).
 */
export function withCollisionSuffix(value: string, taken: Iterable<string> | CaseInsensitiveSet): string {
  const used = taken instanceof CaseInsensitiveSet ? taken : new CaseInsensitiveSet(taken)
  if (!used.has(value)) return value
  for (let n = 1; ; n++) {
    const candidate = `${value}-A${n}`
    if (!used.has(candidate)) return candidate
  }
}

/** Entities whose names are unique per user, case-insensitively (spec 5). */
type NamedEntity = 'brand' | 'purchaseLocation' | 'vendor' | 'vendorCategory'

/** The spec's messages when a name is already used (spec 5). */
export const NAME_TAKEN_MESSAGES: Record<NamedEntity, string> = {
  brand: 'A brand with this name already exists. Please choose a different name.',
  purchaseLocation: 'A purchase location with this name already exists. Please choose a different name.',
  vendor: 'A vendor with this name already exists. Please choose a different name.',
  vendorCategory: 'A category with this name already exists. Please choose a different name.',
}

/**
 * Columns are found by name, never by position: a report's columns move, come and go between years. Names
 * compare by their letters and digits only, in lower case, accents dropped, so 'Sales Tax (Paid by Buyer)',
 * 'sales_tax paid by buyer' and ' SALES TAX  PAID BY BUYER ' are one column. Each field a layout reads
 * names the spellings it accepts; the first column (left to right) with one of them holds the field.
 */

/** A column name as compared: lower-case letters and digits only ('Final Value Fee - fixed' → 'finalvaluefeefixed'). */
export function columnKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** The spellings of one field's column, and whether a file must have it. */
export interface ColumnSpec {
  names: readonly string[]
  required?: boolean
}

/** The columns of a layout, by field. */
export type ColumnSpecs<F extends string> = Readonly<Record<F, ColumnSpec>>

/** Where each field is in a header, and what is missing. */
interface ResolvedColumns<F extends string> {
  /** The index of each field's column; absent when the header lacks it. */
  index: Partial<Record<F, number>>
  /** Required fields the header lacks. */
  missing: F[]
  /** How many fields the header holds. */
  found: number
}

/** The keys of each spec's spellings, made once per layout. */
const specKeys = new WeakMap<object, Map<string, string[]>>()

function keysOf<F extends string>(specs: ColumnSpecs<F>): Map<string, string[]> {
  let keys = specKeys.get(specs)
  if (keys === undefined) {
    keys = new Map(
      Object.entries<ColumnSpec>(specs).map(([field, spec]) => [field, spec.names.map(columnKey)]),
    )
    specKeys.set(specs, keys)
  }
  return keys
}

/** Where each column name of a header is (its first place), by key: what `resolveColumns` reads. */
export function headerPositions(header: readonly string[]): ReadonlyMap<string, number> {
  const positions = new Map<string, number>()
  header.forEach((name, i) => {
    const key = columnKey(name)
    if (key !== '' && !positions.has(key)) positions.set(key, i)
  })
  return positions
}

/** Where the fields of `specs` are in a header (given as its cells, or its `headerPositions`). */
export function resolveColumns<F extends string>(
  header: readonly string[] | ReadonlyMap<string, number>,
  specs: ColumnSpecs<F>,
): ResolvedColumns<F> {
  const positions = Array.isArray(header) ? headerPositions(header) : (header as ReadonlyMap<string, number>)
  const keys = keysOf(specs)
  const resolved: ResolvedColumns<F> = { index: {}, missing: [], found: 0 }
  for (const field of Object.keys(specs) as F[]) {
    let at: number | undefined
    for (const key of keys.get(field) ?? []) {
      const i = positions.get(key)
      if (i !== undefined && (at === undefined || i < at)) at = i
    }
    if (at === undefined) {
      if (specs[field].required) resolved.missing.push(field)
    } else {
      resolved.index[field] = at
      resolved.found += 1
    }
  }
  return resolved
}

/**
 * A key of a header that stays the same when its columns move: its column names compared as above, in
 * alphabetical order, without repeats or blanks. A mapping saved for one file is offered again for a file
 * with the same key.
 */
export function headerKey(header: readonly string[]): string {
  const keys = new Set(header.map(columnKey).filter((key) => key !== ''))
  return [...keys].sort().join('|')
}

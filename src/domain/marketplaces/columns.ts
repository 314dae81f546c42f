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
export interface ResolvedColumns<F extends string> {
  /** The index of each field's column; absent when the header lacks it. */
  index: Partial<Record<F, number>>
  /** Required fields the header lacks. */
  missing: F[]
  /** How many fields the header holds. */
  found: number
}

/** Where the fields of `specs` are in `header`. */
export function resolveColumns<F extends string>(
  header: readonly string[],
  specs: ColumnSpecs<F>,
): ResolvedColumns<F> {
  const positions = new Map<string, number>()
  header.forEach((name, i) => {
    const key = columnKey(name)
    if (key !== '' && !positions.has(key)) positions.set(key, i)
  })
  const resolved: ResolvedColumns<F> = { index: {}, missing: [], found: 0 }
  for (const field of Object.keys(specs) as F[]) {
    const spec = specs[field]
    let at: number | undefined
    for (const name of spec.names) {
      const i = positions.get(columnKey(name))
      if (i !== undefined && (at === undefined || i < at)) at = i
    }
    if (at === undefined) {
      if (spec.required) resolved.missing.push(field)
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

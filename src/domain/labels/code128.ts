/**
 * Code 128 (ISO/IEC 15417): the symbol values of a text and the widths of its bars and spaces, for the SKU
 * labels (decision 022). Code set C packs two digits in one symbol, so runs of digits take set C; the rest
 * is set B (printable ASCII), or set A for control characters. Pure: the PDF draws the widths as rectangles.
 */

/** Bar and space widths, in modules, of symbol values 0–105 (six elements each, 11 modules). */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
] as const
/** The stop pattern with its final bar: seven elements, 13 modules. */
const STOP = '2331112'

export const START_A = 103
export const START_B = 104
export const START_C = 105
export const STOP_VALUE = 106
const CODE_C = 99
const CODE_B = 100
const CODE_A = 101
const SHIFT = 98

/** The quiet zone each side of a symbol, in modules (ISO/IEC 15417: at least 10). */
export const QUIET_ZONE_MODULES = 10

type CodeSet = 'A' | 'B' | 'C'

type Code128 =
  | {
      ok: true
      /** Start, data and check symbol values (the stop is not listed). */
      values: number[]
      /** Widths of bar, space, bar, … in modules, start to stop; the first and last are bars. */
      widths: number[]
      /** The symbol's width in modules, without the quiet zones. */
      modules: number
    }
  | { ok: false; message: string }

const isDigit = (code: number) => code >= 48 && code <= 57

/** How many digits follow from `index` on. */
function digitRun(codes: readonly number[], index: number): number {
  let end = index
  while (end < codes.length && isDigit(codes[end] ?? 0)) end++
  return end - index
}

/** Set A or B for the text from `index`: A when a control character comes before any lowercase letter. */
function letterSet(codes: readonly number[], index: number): 'A' | 'B' {
  for (let i = index; i < codes.length; i++) {
    const code = codes[i] ?? 0
    if (code < 32) return 'A'
    if (code >= 96) return 'B'
  }
  return 'B'
}

/** Whether set C pays from `index` on: four or more digits ending the text, or six or more within it. */
function isWorthSetC(codes: readonly number[], index: number, run: number): boolean {
  return index + run === codes.length ? run >= 4 : run >= 6
}

/** The symbol value of one character in set A or B (the caller checked that the set holds it). */
function valueIn(set: 'A' | 'B', code: number): number {
  if (set === 'B') return code - 32
  return code < 32 ? code + 64 : code - 32
}

const fitsSet = (set: 'A' | 'B', code: number) => (set === 'A' ? code < 96 : code >= 32)

/** The check symbol: the start value plus each data value times its position, modulo 103. */
export function checkValue(values: readonly number[]): number {
  return values.reduce((sum, value, index) => sum + value * Math.max(index, 1), 0) % 103
}

/** The symbol values of `text`, start to check symbol, choosing code sets for the fewest symbols. */
export function code128Values(text: string): { ok: true; values: number[] } | { ok: false; message: string } {
  if (text.length === 0) return { ok: false, message: 'Nothing to encode' }
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0)
  if (codes.some((code) => code > 127)) return { ok: false, message: 'Code 128 holds only ASCII characters' }

  const values: number[] = []
  const leadingDigits = digitRun(codes, 0)
  let set: CodeSet =
    leadingDigits >= 4 || (leadingDigits === 2 && codes.length === 2) ? 'C' : letterSet(codes, 0)
  values.push(set === 'C' ? START_C : set === 'A' ? START_A : START_B)

  let index = 0
  while (index < codes.length) {
    const code = codes[index] ?? 0
    if (set === 'C') {
      if (digitRun(codes, index) >= 2) {
        values.push((code - 48) * 10 + ((codes[index + 1] ?? 48) - 48))
        index += 2
        continue
      }
      set = letterSet(codes, index)
      values.push(set === 'A' ? CODE_A : CODE_B)
      continue
    }
    const run = digitRun(codes, index)
    if (run >= 4 && isWorthSetC(codes, index, run)) {
      // An odd run leaves its first digit in the current set, so the pairs line up.
      if (run % 2 === 1) {
        values.push(valueIn(set, code))
        index++
      }
      set = 'C'
      values.push(CODE_C)
      continue
    }
    if (!fitsSet(set, code)) {
      // One character of the other set is shifted; a longer stretch switches.
      const next = codes[index + 1]
      const other = set === 'A' ? 'B' : 'A'
      if (next !== undefined && fitsSet(set, next) && !fitsSet(other, next)) {
        values.push(SHIFT, valueIn(other, code))
        index++
        continue
      }
      set = other
      values.push(set === 'A' ? CODE_A : CODE_B)
      continue
    }
    values.push(valueIn(set, code))
    index++
  }
  values.push(checkValue(values))
  return { ok: true, values }
}

/** The bars and spaces of `text` as Code 128, or why it cannot be one. */
export function code128(text: string): Code128 {
  const encoded = code128Values(text)
  if (!encoded.ok) return encoded
  const pattern = encoded.values.map((value) => PATTERNS[value] ?? '').join('') + STOP
  const widths = [...pattern].map(Number)
  return { ok: true, values: encoded.values, widths, modules: widths.reduce((sum, width) => sum + width, 0) }
}

/** The widths of one symbol value's pattern (the stop for 106), for tests and drawing. */
export function patternOf(value: number): number[] {
  const pattern = value === STOP_VALUE ? STOP : PATTERNS[value]
  if (pattern === undefined) throw new RangeError(`No Code 128 symbol ${value}`)
  return [...pattern].map(Number)
}

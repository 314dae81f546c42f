/**
 * SKU rules of spec 5 (Item): the generated 'UL-YYMMDD-HHMMSS-mmm-XXXX' form, its pattern with an optional
 * '-A{n}' collision suffix, case-insensitive uniqueness, and the short display form. The clock and the
 * random source are arguments so that tests (and the server) decide them.
 */

import { localDateTime } from '../dates'
import type { CaseInsensitiveSet } from '../unique'
import { withCollisionSuffix } from '../unique'

/** A source of random numbers in [0, 1), like Math.random; passed in, never read from the environment. */
export type RandomSource = () => number

/** Characters of the random part of a generated SKU (spec 5: A-Z0-9). */
const SKU_RANDOM_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Pattern of a generated SKU, with the optional '-A{n}' suffix added on collision (spec 5). */
const GENERATED_SKU_PATTERN = /^UL-\d{6}-\d{6}-\d{3}-[A-Z0-9]{4}(?:-A\d+)?$/

/** Error messages of spec 5 for a SKU. */
export const SKU_MESSAGES = {
  required: 'SKU is required',
  taken: 'An item with this SKU already exists. SKUs must be unique.',
} as const

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** `count` characters drawn from A-Z0-9 with `random` (each draw picks one of 36 characters). */
export function randomSkuChars(random: RandomSource, count = 4): string {
  let chars = ''
  for (let i = 0; i < count; i++) {
    const index = Math.min(SKU_RANDOM_ALPHABET.length - 1, Math.floor(random() * SKU_RANDOM_ALPHABET.length))
    chars += SKU_RANDOM_ALPHABET[index]
  }
  return chars
}

/**
 * A new SKU for an unlisted item (spec 5): 'UL-' + YYMMDD + '-' + HHMMSS + '-' + 3-digit milliseconds + '-'
 * + 4 random characters, stamped with the wall-clock time of `now` in the user's `timeZone`.
 */
export function generateSku(now: Date, timeZone: string, random: RandomSource): string {
  const t = localDateTime(now, timeZone)
  const date = `${pad(t.year % 100, 2)}${pad(t.month, 2)}${pad(t.day, 2)}`
  const time = `${pad(t.hour, 2)}${pad(t.minute, 2)}${pad(t.second, 2)}`
  return `UL-${date}-${time}-${pad(t.millisecond, 3)}-${randomSkuChars(random)}`
}

/** Whether a SKU has the generated form, optionally with '-A{n}' (spec 5, pattern check). */
export function isGeneratedSku(sku: string): boolean {
  return GENERATED_SKU_PATTERN.test(sku)
}

/**
 * `sku` made unique among `taken` (compared case-insensitively, spec 5): itself when free, else the first
 * free of `sku-A1`, `sku-A2`, and so on.
 */
export function uniqueSku(sku: string, taken: Iterable<string> | CaseInsensitiveSet): string {
  return withCollisionSuffix(sku, taken)
}

/** A generated SKU that is unique among `taken` (spec 5: generate, then suffix -A1, -A2 … until unique). */
export function nextSku(
  now: Date,
  timeZone: string,
  random: RandomSource,
  taken: Iterable<string> | CaseInsensitiveSet,
): string {
  return uniqueSku(generateSku(now, timeZone, random), taken)
}

/** Short display form of a SKU (spec 5): its first 6 characters when longer than 6, else the SKU itself. */
export function shortSku(sku: string): string {
  return sku.length > 6 ? sku.slice(0, 6) : sku
}

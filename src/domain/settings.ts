/** Default store name shown in the sidebar (spec 9). */
export const DEFAULT_STORE_NAME = 'Frogwalk'

/** Default business mileage percentage (spec 9). */
export const DEFAULT_BUSINESS_MILEAGE_PERCENTAGE = 100

/** Business mileage percentage is clamped to 0–100 (spec 4). Not a number counts as the default. */
export function clampBusinessPercentage(value: number): number {
  if (Number.isNaN(value)) return DEFAULT_BUSINESS_MILEAGE_PERCENTAGE
  return Math.min(100, Math.max(0, value))
}

/** Minimum password length (spec 9). */
export const PASSWORD_MIN_LENGTH = 6

/** Below this width (px) the sidebar is a drawer that closes on link tap (spec 2, 9). */
export const DRAWER_BREAKPOINT_PX = 768

/** Browser storage key of the store name (spec 3: BOLT_STORE_NAME). */
export const STORE_NAME_STORAGE_KEY = 'BOLT_STORE_NAME'

/** Delay before going to /unlisted after a successful import (spec 9: 1500 ms). */
export const IMPORT_REDIRECT_DELAY_MS = 1500

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

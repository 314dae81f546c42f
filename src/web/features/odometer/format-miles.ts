const milesFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** Miles for display with one decimal and grouping (spec 9: distances shown with 1 decimal): '12,345.6'. */
export function formatMilesText(miles: number): string {
  return milesFormat.format(miles)
}

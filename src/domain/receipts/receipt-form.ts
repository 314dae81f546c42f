/**
 * Receipt form rules of spec 5 and the receipt delete warning: choosing a purchase location with a round
 * trip distance above 0 fills the travel distance (miles, one decimal), which stays editable.
 */

/** The travel distance to fill in when `location` is chosen, or null to leave the field as it is. */
export function travelDistanceFor(
  location: string,
  purchaseLocations: readonly { name: string; roundTripDistance: number }[],
): number | null {
  const wanted = location.trim().toLowerCase()
  const match = purchaseLocations.find((l) => l.name.trim().toLowerCase() === wanted)
  return match && match.roundTripDistance > 0 ? match.roundTripDistance : null
}

/** Whether the generate-number button is enabled (spec 4: only with a purchase date). */
export function canGenerateReceiptNumber(purchaseDate: string | null | undefined): boolean {
  return Boolean(purchaseDate)
}

/** The receipt delete confirmation (spec 5): it unlinks n inventory items and deletes n line items. */
export function receiptDeleteWarning(linkedItemCount: number, lineItemCount: number): string {
  return (
    'Are you sure you want to delete this receipt? ' +
    `This will remove the receipt association from ${linkedItemCount} inventory item(s) ` +
    `and delete ${lineItemCount} line item(s).`
  )
}

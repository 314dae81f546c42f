import type { OutboxEntry, OutboxKind } from '../../lib/outbox'

export const KIND_LABELS: Record<OutboxKind, string> = {
  item: 'Item',
  expense: 'Expense',
  reading: 'Odometer reading',
  'line-items': 'Receipt line items',
}

/** The fields of a kept write its user can fix when the server refused it, with the forms' labels. */
export const FIXABLE_FIELDS: Record<OutboxKind, { name: string; label: string; isMoney?: boolean }[]> = {
  item: [
    { name: 'sku', label: 'SKU' },
    { name: 'brand', label: 'Brand' },
    { name: 'description', label: 'Description' },
    { name: 'purchaseDate', label: 'Purchase Date' },
  ],
  expense: [
    { name: 'vendor', label: 'Vendor' },
    { name: 'description', label: 'Description' },
    { name: 'amount', label: 'Amount', isMoney: true },
    { name: 'date', label: 'Date' },
  ],
  reading: [
    { name: 'readingDate', label: 'Reading Date' },
    { name: 'odometerMiles', label: 'Odometer Reading (miles)' },
  ],
  'line-items': [],
}

/** A field's value as the user typed it: money the form sent in cents shows in dollars. */
export function fieldText(value: unknown, isMoney = false): string {
  if (isMoney && typeof value === 'number') return (value / 100).toFixed(2)
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
}

/** One line saying what the write is: 'Levi Jeans · SKU UL-…', 'USPS · Stamps · 11.99'. */
export function keptWriteSummary(entry: OutboxEntry): string {
  const body = entry.body
  switch (entry.kind) {
    case 'item': {
      const photos = entry.photos?.length ?? 0
      return [
        [text(body.brand), text(body.description)].filter(Boolean).join(' '),
        `SKU ${text(body.sku)}`,
        photos > 0 ? `${photos} ${photos === 1 ? 'photo' : 'photos'}` : '',
      ]
        .filter(Boolean)
        .join(' · ')
    }
    case 'expense':
      return [text(body.vendor), text(body.description), fieldText(body.amount, true)]
        .filter(Boolean)
        .join(' · ')
    case 'reading':
      return `${text(body.odometerMiles)} mi on ${text(body.readingDate)}`
    case 'line-items': {
      const count = Array.isArray(body.lineItems) ? body.lineItems.length : 0
      return `${count} ${count === 1 ? 'line item' : 'line items'} for a receipt`
    }
  }
}

export function waitingText(count: number): string {
  return `${count} waiting to sync`
}

export function refusedText(count: number): string {
  return `${count} not saved: the server refused ${count === 1 ? 'it' : 'them'}`
}

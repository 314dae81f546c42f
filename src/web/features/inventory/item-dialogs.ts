/*
 * The dialogs an item's actions open (item-actions-provider.tsx): a module of their own, loaded once the
 * screen with the items has been drawn, so that the screen does not wait for their code (the item form's
 * alone is most of it; decision 011a).
 */
export { DisposeDialog } from './dispose-dialog'
export { ItemFormDialog } from './item-form-dialog'
export { MarkSoldDialog } from './mark-sold-dialog'
export { PrintLabelsDialog } from './print-labels-dialog'
export { RefundsDialog } from './refunds-dialog'

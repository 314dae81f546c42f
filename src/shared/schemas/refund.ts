import { z } from 'zod'

import { REFUND_KINDS } from '../../domain/marketplaces/refunds'

import { idSchema, isoDateSchema, moneySchema } from './common'

/**
 * A refund typed on a sold item (decision 032): its date, what was given back of the sale (price and
 * shipping), the buyer's sales tax given back with it, the fees the marketplace credited back, and whether the item came back (a return, which puts
 * it back in inventory) or stayed with the buyer (an allowance).
 */
export const newRefundSchema = z.strictObject({
  refundDate: isoDateSchema('Refund date is required'),
  amount: moneySchema({ required: 'Amount is required' }),
  salesTax: moneySchema().default(0),
  /** Fees the marketplace gave back to the seller with the refund. */
  feesCredited: moneySchema().default(0),
  kind: z.enum(REFUND_KINDS, { error: 'Choose Returned or Allowance' }),
})
export type NewRefund = z.infer<typeof newRefundSchema>

/** Whether a recorded refund's item came back, said again (an imported refund is an allowance until then). */
export const refundKindSchema = z.strictObject({
  kind: z.enum(REFUND_KINDS, { error: 'Choose Returned or Allowance' }),
})

/** A refund as the API answers it. */
export interface Refund {
  id: string
  itemId: string | null
  marketplace: string | null
  orderId: string | null
  refundDate: string
  amount: number
  salesTax: number
  feesCredited: number
  kind: (typeof REFUND_KINDS)[number]
  returnedItemId: string | null
  /** The SKU of the item the return put back in inventory. */
  returnedSku: string | null
}

export const refundParamSchema = z.object({ id: idSchema, refundId: idSchema })

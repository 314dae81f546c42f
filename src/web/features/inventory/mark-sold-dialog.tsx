import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import type { z } from 'zod'

import { estimateSale } from '../../../domain/items/profit'
import type { MarketplaceId } from '../../../domain/marketplaces/marketplaces'
import { centsToDecimal, parseMoney } from '../../../domain/money'
import { markSoldSchemaFor, type markSoldSchema } from '../../../shared/schemas/item'
import { useSellItem, type Item } from '../../api/items'
import { DateField } from '../../components/fields/date-field'
import { MoneyField } from '../../components/fields/money-field'
import { RateField } from '../../components/fields/rate-field'
import { SelectField } from '../../components/fields/select-field'
import { FormDialog } from '../../components/form/form-dialog'
import { useSchemaForm, type SchemaForm } from '../../components/form/use-schema-form'
import { MARKETPLACE_OPTIONS } from '../../components/items/marketplace-parts'
import { MoneyText } from '../../components/money-text'
import { recall, remember } from '../../lib/remembered'

import { useSoldDateError } from './item-closed-year'
import { SALES_TAX_HINT, todayInBrowser } from './item-form'
import { ItemSummary } from './item-summary'
import { useItemUndo } from './item-undo'

type SaleValues = {
  salePrice: string
  soldDate: string
  postageCharged: string
  postageCost: string
  generalFees: string
  promoFees: string
  salesTax: string
  marketplace: MarketplaceId | ''
}

/** The marketplace remembered from the last sale, when it is still one the dialog offers. */
function recalledMarketplace(): MarketplaceId | '' {
  const last = recall('sale-marketplace')
  return MARKETPLACE_OPTIONS.find((option) => option.value === last)?.value ?? ''
}

const moneyText = (cents: number) => (cents === 0 ? '' : centsToDecimal(cents))

/**
 * Mark Item as Sold (spec 2): the item's brand, description, SKU and cost; the sale figures with today as
 * the sold date; a live Estimated Profit by the domain's profit rule in cents. A sold date before the item's
 * purchase date is refused under Sold Date before anything is sent. A failed save keeps the dialog open
 * with what was typed and says why.
 */
export function MarkSoldDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const sell = useSellItem()
  const undo = useItemUndo()
  const schema = useMemo(() => markSoldSchemaFor(item.purchaseDate), [item.purchaseDate])
  const form = useSchemaForm(schema, {
    defaultValues: {
      salePrice: moneyText(item.salePrice),
      soldDate: todayInBrowser(),
      postageCharged: moneyText(item.postageCharged),
      postageCost: moneyText(item.postageCost),
      generalFees: moneyText(item.generalFees),
      promoFees: moneyText(item.promoFees),
      salesTax: String(item.salesTax),
      // The marketplace of the last sale: a reseller sells on one or two, so the next sale is most likely there.
      marketplace: item.marketplace ?? recalledMarketplace(),
    } satisfies SaleValues,
  })
  const soldDateError = useSoldDateError(item, useWatch({ control: form.control, name: 'soldDate' }))
  return (
    <FormDialog
      title="Mark Item as Sold"
      form={form}
      draft={{ form: 'mark-sold', id: item.id }}
      onClose={onClose}
      submitLabel="Mark as Sold"
      onSave={async (sale) => {
        await sell.mutateAsync({ id: item.id, sale })
        remember('sale-marketplace', sale.marketplace ?? '')
        undo.sold(item)
        onClose()
      }}
    >
      <ItemSummary item={item} />
      <div className="grid grid-cols-2 gap-3">
        <MoneyField label="Sale Price" required {...form.field('salePrice')} />
        <DateField
          label="Sold Date"
          required
          {...form.field('soldDate')}
          error={soldDateError ?? form.errorOf('soldDate')}
        />
        <MoneyField label="Postage Charged" {...form.field('postageCharged')} />
        <MoneyField label="Postage Cost" {...form.field('postageCost')} />
        <MoneyField label="General Fees" {...form.field('generalFees')} />
        <MoneyField label="Promo Fees" {...form.field('promoFees')} />
      </div>
      <RateField label="Sales Tax Rate" hint={SALES_TAX_HINT} {...form.field('salesTax')} />
      <SelectField
        label="Marketplace"
        placeholder="Not said"
        options={MARKETPLACE_OPTIONS}
        {...form.field('marketplace')}
      />
      <EstimatedProfit form={form} costOfGoods={item.costOfGoods} />
    </FormDialog>
  )
}

/** The live Estimated Profit box: revenue, total costs and profit of what is typed (unparseable counts 0). */
function EstimatedProfit({
  form,
  costOfGoods,
}: {
  form: SchemaForm<z.input<typeof markSoldSchema>, z.output<typeof markSoldSchema>>
  costOfGoods: number
}) {
  const typed = useWatch({ control: form.control })
  const cents = (text: string | number | undefined) =>
    Math.max(0, typeof text === 'number' ? text : (parseMoney(text ?? '') ?? 0))
  const estimate = estimateSale({
    costOfGoods,
    salePrice: cents(typed.salePrice),
    postageCharged: cents(typed.postageCharged),
    postageCost: cents(typed.postageCost),
    generalFees: cents(typed.generalFees),
    promoFees: cents(typed.promoFees),
  })
  return (
    <section
      aria-label="Estimated Profit"
      aria-live="polite"
      className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
    >
      <h3 className="mb-2 font-semibold">Estimated Profit</h3>
      <dl className="grid grid-cols-2 gap-y-1">
        <dt className="text-slate-600 dark:text-slate-400">Revenue</dt>
        <dd className="text-right">
          <MoneyText cents={estimate.revenue} />
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Total Costs</dt>
        <dd className="text-right">
          <MoneyText cents={estimate.totalCosts} />
        </dd>
        <dt className="font-semibold">Profit</dt>
        <dd
          data-testid="estimated-profit"
          className={`text-right font-semibold ${estimate.isLoss ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}`}
        >
          <MoneyText cents={estimate.profit} />
        </dd>
      </dl>
    </section>
  )
}

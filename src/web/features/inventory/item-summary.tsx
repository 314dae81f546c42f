import type { Item } from '../../api/items'
import { MoneyText } from '../../components/money-text'

/** The item a dialog acts on, named as the item table names it: brand, description, SKU and cost. */
export function ItemSummary({ item }: { item: Pick<Item, 'brand' | 'description' | 'sku' | 'costOfGoods'> }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <dt className="text-slate-600 dark:text-slate-400">Brand</dt>
      <dd className="font-medium">{item.brand}</dd>
      <dt className="text-slate-600 dark:text-slate-400">Description</dt>
      <dd className="font-medium break-words">{item.description}</dd>
      <dt className="text-slate-600 dark:text-slate-400">SKU</dt>
      <dd className="font-mono font-medium break-all">{item.sku}</dd>
      <dt className="text-slate-600 dark:text-slate-400">Cost</dt>
      <dd className="font-medium">
        <MoneyText cents={item.costOfGoods} />
      </dd>
    </dl>
  )
}

import type { ReactNode } from 'react'

import { ITEM_STATUS_INFO, type ItemStatus } from '../../../domain/items/status'

/** Badge colours: the item statuses' gray, blue, green, red (spec 3) and a few more for categories. */
export type BadgeTone = 'gray' | 'blue' | 'green' | 'red' | 'amber' | 'purple' | 'cyan' | 'pink'

// Text and background pairs that keep 4.5:1 contrast in light and dark.
const TONES: Record<BadgeTone, string> = {
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-500/15 dark:text-slate-300',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/20 dark:bg-blue-500/15 dark:text-blue-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/15 dark:text-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/15 dark:text-red-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/25 dark:bg-amber-500/15 dark:text-amber-200',
  purple: 'bg-violet-50 text-violet-800 ring-violet-600/20 dark:bg-violet-500/15 dark:text-violet-200',
  cyan: 'bg-cyan-50 text-cyan-900 ring-cyan-600/20 dark:bg-cyan-500/15 dark:text-cyan-200',
  pink: 'bg-pink-50 text-pink-800 ring-pink-600/20 dark:bg-pink-500/15 dark:text-pink-200',
}

/**
 * A small label: `<Badge tone="amber">Recurring</Badge>`. For a colour chosen by the user (vendor
 * categories' hex palette) pass `dotColor`: the colour shows as a dot and the text stays readable.
 */
export function Badge({
  tone = 'gray',
  dotColor,
  children,
}: {
  tone?: BadgeTone
  dotColor?: string
  children: ReactNode
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {dotColor ? (
        <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: dotColor }} />
      ) : null}
      {children}
    </span>
  )
}

/** An item's status in its spec colour: Unlisted gray, Listed blue, Sold green, Defective red. */
export function StatusBadge({ status }: { status: ItemStatus }) {
  const { label, color } = ITEM_STATUS_INFO[status]
  return <Badge tone={color}>{label}</Badge>
}
